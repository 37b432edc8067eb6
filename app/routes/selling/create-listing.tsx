import { redirect } from "react-router";
import { parseTierId } from "#app/modules/billing/catalogue.ts";
import type { Route } from "./+types/create-listing";

// /create-listing?tier={tier} leads into the checkout for that tier (graze when none is given); the paid
// checkout then returns to the listing form. An unknown tier goes to the tier choice
// (docs/product/site-shell.md, Legacy URL aliases).
export function loader({ request }: Route.LoaderArgs) {
  const typed = new URL(request.url).searchParams.get("tier")?.trim() || "graze";
  const tier = parseTierId(typed);
  if (!tier) throw redirect("/sell-your-camper");
  throw redirect(`/camper-checkout?${new URLSearchParams({ tier })}`);
}
