import { getServices } from "#app/lib/context.server.ts";
import { checkDatabase } from "#app/modules/platform/check-database.server.ts";
import type { Route } from "./+types/healthz";

export async function loader({ context }: Route.LoaderArgs) {
  const health = await checkDatabase(getServices(context).db);
  return Response.json(health, { status: health.ok ? 200 : 503, headers: { "Cache-Control": "no-store" } });
}
