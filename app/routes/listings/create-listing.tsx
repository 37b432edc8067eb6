import { redirect } from "react-router";
import { z } from "#app/lib/zod.ts";
import { parseTierId } from "#app/modules/billing/catalogue.ts";
import { readQuery } from "#app/modules/platform/read-input.server.ts";
import { linkFailurePage } from "#app/modules/platform/reply.server.ts";
import type { Route } from "./+types/create-listing";

// /create-listing?tier={tier} leads into the checkout for that tier (graze when none is given); the paid
// checkout then returns to the listing form. An unknown tier goes to the tier choice
// (docs/product/site-shell.md, Legacy URL aliases).
const tierQuerySchema = z.object({ tier: z.string().optional() });

export function loader({ request }: Route.LoaderArgs) {
  const query = readQuery(request, { schema: tierQuerySchema, keepEmpty: ["tier"] });
  if (!query.ok) throw linkFailurePage(query.failure);
  const typed = query.data.tier || "graze";
  const tier = parseTierId(typed);
  if (!tier) throw redirect("/sell-your-camper");
  throw redirect(`/camper-checkout?${new URLSearchParams({ tier })}`);
}
