// The name 'Save this search' suggests: the search in a few words (docs/product/buyers-come-back.md).
// Browser-safe, and read from the URL's parameters so the page needs no parser for it.
import { formatWholeDollars } from "#app/lib/plain-format.ts";
import { featuresIn } from "#app/modules/search/active-filters.ts";
import { camperDetailFilters, offGridMinFilter } from "#app/modules/search/camper-detail-filters.ts";
import { vehicleTypeLabels } from "#app/modules/search/vehicle-types.ts";
import { maxSavedSearchNameLength } from "./saved-search-texts.ts";

const dollars = (text: string) => (/^\d+$/.test(text) ? formatWholeDollars(Number(text)) : undefined);

/** "Van Ford Transit, $20,000–$60,000, within 100 miles of Portland, OR"; "All campers" without filters. */
export function searchSummary(params: URLSearchParams): string {
  const read = (name: string) => params.get(name)?.trim() || undefined;
  const type = read("vehicleType");
  const what = [type && vehicleTypeLabels[type as keyof typeof vehicleTypeLabels], read("make"), read("model")]
    .filter(Boolean)
    .join(" ");
  const min = dollars(read("minPrice") ?? "");
  const max = dollars(read("maxPrice") ?? "");
  const price = min && max ? `${min}–${max}` : min ? `from ${min}` : max ? `up to ${max}` : "";
  const location = read("location");
  const radius = read("radius");
  const where = location && radius ? `within ${radius} miles of ${location}` : read("bbox") ? "in the map's area" : "";
  const more =
    [...camperDetailFilters.map((filter) => filter.param), offGridMinFilter.param, "reduced"].filter(
      (name) => read(name) !== undefined,
    ).length + featuresIn(params).length;
  const parts = [what || "All campers", price, where, more ? `${more} more ${more === 1 ? "filter" : "filters"}` : ""];
  return parts.filter(Boolean).join(", ").slice(0, maxSavedSearchNameLength);
}
