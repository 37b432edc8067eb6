import { fieldError } from "#app/lib/app-error.ts";
import { getServices } from "#app/lib/context.server.ts";
import { listBuilders } from "#app/modules/builders/list-builders.server.ts";
import { failureOf, failureReply, replyJson } from "#app/modules/platform/reply.server.ts";
import { parseCursorParam } from "#app/modules/search/listing-page.ts";
import type { Route } from "./+types/builders-page";

// GET /api/builders?cursor=… — the next 9 profiles for the builders page's infinite scroll. A bad cursor
// (400) and a database that is away (503) answer in the one reply shape.
export async function loader({ request, context }: Route.LoaderArgs) {
  const cursor = parseCursorParam(new URL(request.url).searchParams);
  if (!cursor.success) return replyJson(failureOf(fieldError("cursor", cursor.errors.cursor), {}));
  const { db } = getServices(context);
  try {
    return Response.json(await listBuilders({ db, cursor: cursor.data }));
  } catch (error) {
    return replyJson(failureReply(error));
  }
}
