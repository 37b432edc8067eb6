import { formatWholeDollars } from "#app/lib/plain-format.ts";
import { minComparables } from "./deal-rating.ts";

/** A suggestion as the listing form words it (docs/product/buyers-come-back.md, Suggested price). */
export function priceSuggestionText(
  suggestion: { lowCents: number; highCents: number; comparables: number } | null,
): string {
  if (suggestion === null || suggestion.comparables < minComparables) {
    return "Not enough comparable campers to suggest a price yet.";
  }
  const { lowCents, highCents, comparables } = suggestion;
  return `Similar campers ask ${formatWholeDollars(lowCents / 100)}–${formatWholeDollars(highCents / 100)} (based on ${comparables} comparable campers).`;
}
