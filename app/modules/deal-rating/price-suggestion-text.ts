import { formatWholeDollars } from "#app/lib/plain-format.ts";
import type { Translator } from "#app/modules/i18n/translator.ts";
import { minComparables } from "./deal-rating.ts";

/**
 * A suggestion as the listing form words it (docs/product/buyers-come-back.md, Suggested price), in the form's
 * language: "Similar campers ask $50,000–$70,000 (based on 5 comparable campers)."
 */
export function priceSuggestionText(
  suggestion: { lowCents: number; highCents: number; comparables: number } | null,
  t: Translator["t"],
): string {
  if (suggestion === null || suggestion.comparables < minComparables) return t("deal-rating.suggestion.none");
  const { lowCents, highCents, comparables } = suggestion;
  return t("deal-rating.suggestion.range", {
    low: formatWholeDollars(lowCents / 100),
    high: formatWholeDollars(highCents / 100),
    count: comparables,
  });
}
