// How the tier and checkout pages explain a builder's price (browser-safe).
import { builderPackage } from "./catalogue.ts";

export interface ListingPerkSummary {
  freeListingsLeft: number;
  discountPercent: number;
}

/** The line under a lowered price. */
export function perkPriceNote(perk: "free" | "discount" | null, perks: ListingPerkSummary | null): string | undefined {
  if (!perk || !perks) return undefined;
  if (perk === "free") return `Free with your ${builderPackage.name} package`;
  return `${perks.discountPercent}% off with your ${builderPackage.name} package`;
}

/** The banner above the tiers for a builder. */
export function perkSummary(perks: ListingPerkSummary): string {
  if (perks.freeListingsLeft > 0) {
    const left = perks.freeListingsLeft;
    return `${builderPackage.name}: your next listing is free (${left} of ${builderPackage.freeListings} free listings left), then ${perks.discountPercent}% off every listing.`;
  }
  return `${builderPackage.name}: ${perks.discountPercent}% off every listing.`;
}
