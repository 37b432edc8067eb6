import { getServices } from "#app/lib/context.server.ts";
import { requireUser } from "#app/modules/accounts/current-user.server.ts";
import { exportAccountData } from "#app/modules/accounts/export-account-data.server.ts";
import { partyNamesOf } from "#app/modules/conversations/party-names.server.ts";
import { privateCacheControl } from "#app/modules/platform/private-pages.server.ts";
import type { Route } from "./+types/account-export";

// /account/export (docs/product/people-and-trust.md, "Account settings", 'Download my data'): everything the
// signed-in account holds, as a JSON file to save. Never kept by any cache.

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const { db, env } = getServices(context);
  const exported = await exportAccountData({
    db,
    userId: user.id,
    baseUrl: env.BASE_URL,
    names: partyNamesOf(request),
  });
  const day = exported.exportedAt.toISOString().slice(0, 10);
  return new Response(JSON.stringify(exported, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="roamstead-data-${day}.json"`,
      "Cache-Control": privateCacheControl,
    },
  });
}
