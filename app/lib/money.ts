import { formatDollarsAndCents, formatWholeDollars } from "./plain-format.ts";

/**
 * Formats integer cents as dollars with thousands separators, and the cents when there are any
 * (docs/product/browse-and-search.md, Listing card): 4550000 → "$45,500", 3150050 → "$31,500.50".
 */
export function formatPrice(cents: number): string {
  return Number.isInteger(cents / 100) ? formatWholeDollars(cents / 100) : formatDollarsAndCents(cents);
}
