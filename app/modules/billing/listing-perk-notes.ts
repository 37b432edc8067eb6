// How the tier and checkout pages explain a builder's price, in the page's language (browser-safe): `t` is the page's
// translator (`useTranslator().t`) or the request's (`requestTranslator(request).t`).
import type { Translator } from "#app/modules/i18n/translator.ts";
import { builderPackage } from "./catalogue.ts";

export interface ListingPerkSummary {
  freeListingsLeft: number;
  discountPercent: number;
}

/** The line under a lowered price: 'Free with your Roamstead Builder package', '20% off with your … package'. */
export function perkPriceNote(
  t: Translator["t"],
  perk: "free" | "discount" | null,
  perks: ListingPerkSummary | null,
): string | undefined {
  if (!perk || !perks) return undefined;
  if (perk === "free") return t("billing.perk.freeNote", { package: builderPackage.name });
  return t("billing.perk.discountNote", { percent: perks.discountPercent, package: builderPackage.name });
}

/** The banner above the tiers for a builder. */
export function perkSummary(t: Translator["t"], perks: ListingPerkSummary): string {
  if (perks.freeListingsLeft > 0) {
    return t("billing.perk.summaryFree", {
      package: builderPackage.name,
      left: perks.freeListingsLeft,
      total: builderPackage.freeListings,
      percent: perks.discountPercent,
    });
  }
  return t("billing.perk.summaryDiscount", { package: builderPackage.name, percent: perks.discountPercent });
}
