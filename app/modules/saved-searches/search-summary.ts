// The name 'Save this search' suggests: the search in a few words (docs/product/buyers-come-back.md).
// Browser-safe.
import { formatWholeDollars } from "#app/lib/plain-format.ts";
import { camperDetailFilters } from "#app/modules/search/camper-detail-filters.ts";
import { type SearchInput, vehicleTypeLabels } from "#app/modules/search/search-params.ts";
import { maxSavedSearchNameLength } from "./saved-search-texts.ts";

const dollars = (cents: number) => formatWholeDollars(Math.round(cents / 100));

/** "Van Mercedes Sprinter, $20,000–$60,000, within 100 miles of Portland, OR"; "All campers" without filters. */
export function searchSummary(input: Partial<SearchInput>): string {
  const what = [input.vehicleType && vehicleTypeLabels[input.vehicleType], input.make, input.model]
    .filter(Boolean)
    .join(" ");
  const { minPriceCents: min, maxPriceCents: max } = input;
  const price =
    min !== undefined && max !== undefined
      ? `${dollars(min)}–${dollars(max)}`
      : min !== undefined
        ? `from ${dollars(min)}`
        : max !== undefined
          ? `up to ${dollars(max)}`
          : "";
  const where =
    input.location && input.radiusMiles
      ? `within ${input.radiusMiles} miles of ${input.location}`
      : input.bbox
        ? "in the map's area"
        : "";
  const details = camperDetailFilters.filter((filter) => input[filter.input] !== undefined).length;
  const more = details + (input.offGridMinTenths === undefined ? 0 : 1);
  const parts = [what || "All campers", price, where, more ? `${more} more ${more === 1 ? "filter" : "filters"}` : ""];
  return parts.filter(Boolean).join(", ").slice(0, maxSavedSearchNameLength);
}
