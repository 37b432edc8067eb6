import { redirect } from "react-router";
import { parseTierId } from "#app/modules/billing/catalogue.ts";
import type { Route } from "./+types/create-listing";

// /create-listing?tier={tier} leads into the checkout for that tier (graze when none is given, spec §9);
// the paid checkout then returns to the listing form (DESIGN §6). An unknown tier goes to the tier choice.
export function loader({ request }: Route.LoaderArgs) {
  const typed = new URL(request.url).searchParams.get("tier")?.trim() || "graze";
  const tier = parseTierId(typed);
  if (!tier) throw redirect("/sell-your-camper");
  throw redirect(`/camper-checkout?${new URLSearchParams({ tier })}`);
}
