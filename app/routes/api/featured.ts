import { data } from "react-router";
import { getServices } from "#app/lib/context.server.ts";
import { listFeaturedListings } from "#app/modules/search/list-featured-listings.server.ts";
import { parseCursorParam } from "#app/modules/search/listing-page.ts";
import type { Route } from "./+types/featured";

export async function loader({ request, context }: Route.LoaderArgs) {
  const cursor = parseCursorParam(new URL(request.url).searchParams);
  if (!cursor.success) return data({ errors: cursor.errors }, { status: 400 });
  const { db, searchCache } = getServices(context);
  return Response.json(await listFeaturedListings({ db, cursor: cursor.data, cache: searchCache }));
}
