import { formatMoney } from "#app/modules/currencies/format-money.ts";
import type { Translator } from "#app/modules/i18n/translator.ts";
import { minComparables } from "./deal-rating.ts";

/**
 * A suggestion as the listing form words it (docs/product/buyers-come-back.md, Suggested price), in the form's
 * language: "Similar campers ask US$50,000–US$70,000 (based on 5 comparable campers)." Comparables are compared in US
 * dollars (docs/product/currencies-and-units.md), so the range is in them.
 */
export function priceSuggestionText(
  suggestion: { lowCents: number; highCents: number; comparables: number } | null,
  { t, locale }: Translator,
): string {
  if (suggestion === null || suggestion.comparables < minComparables) return t("deal-rating.suggestion.none");
  const { lowCents, highCents, comparables } = suggestion;
  return t("deal-rating.suggestion.range", {
    low: formatMoney(Math.round(lowCents / 100) * 100, "USD", locale),
    high: formatMoney(Math.round(highCents / 100) * 100, "USD", locale),
    count: comparables,
  });
}
