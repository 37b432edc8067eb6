import { data } from "react-router";
import { getServices } from "#app/lib/context.server.ts";
import { listBuilders } from "#app/modules/builders/list-builders.server.ts";
import { parseCursorParam } from "#app/modules/search/listing-page.ts";
import type { Route } from "./+types/builders-page";

// GET /api/builders?cursor=… — the next 9 profiles for the builders page's infinite scroll.
export async function loader({ request, context }: Route.LoaderArgs) {
  const cursor = parseCursorParam(new URL(request.url).searchParams);
  if (!cursor.success) return data({ errors: cursor.errors }, { status: 400 });
  const { db } = getServices(context);
  return Response.json(await listBuilders({ db, cursor: cursor.data }));
}
