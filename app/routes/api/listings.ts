import { data } from "react-router";
import { getServices } from "#app/lib/context.server.ts";
import { runListingSearch } from "#app/modules/search/run-listing-search.server.ts";
import { parsePageSize } from "#app/modules/search/search-params.ts";
import type { Route } from "./+types/listings";

// JSON pages for infinite scroll: the same parameters as the pages, plus `cursor` and `pageSize` (6 or 12).
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const pageSize = parsePageSize(params);
  if (!pageSize.success) return data({ errors: pageSize.errors }, { status: 400 });
  const { db, geocoder, searchCache } = getServices(context);
  const search = await runListingSearch({ db, geocoder, params, pageSize: pageSize.data, cache: searchCache });
  if (!search.ok) return data({ errors: search.errors }, { status: 400 });
  const { listings, hasMore, nextCursor, unknownLocation } = search.result;
  return Response.json({ listings, hasMore, nextCursor, unknownLocation: unknownLocation ?? false });
}
