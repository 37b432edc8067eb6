import { getServices } from "#app/lib/context.server.ts";
import { listBuilders } from "#app/modules/builders/list-builders.server.ts";
import { readQuery } from "#app/modules/platform/read-input.server.ts";
import { failureReply, replyJson } from "#app/modules/platform/reply.server.ts";
import { listingPageQuerySchema } from "#app/modules/search/listing-cursor.schema.ts";
import type { Route } from "./+types/builders";

// GET /api/builders?cursor=… — the next 9 profiles for the builders page's infinite scroll. A bad cursor
// (400) and a database that is away (503) answer in the one reply shape.
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = readQuery(request, listingPageQuerySchema);
  if (!query.ok) return replyJson(query.failure);
  const { db } = getServices(context);
  try {
    return Response.json(await listBuilders({ db, cursor: query.data.cursor }));
  } catch (error) {
    return replyJson(failureReply(error));
  }
}
