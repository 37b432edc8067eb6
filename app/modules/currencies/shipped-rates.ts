import type { RateTable } from "./currencies.ts";

/**
 * The rate the code ships, used until the rate adapter records a newer one (docs/product/currencies-and-units.md):
 * US$1 = CA$1.40, set by hand on the date it names. Pages show its date beside every converted amount's explanation,
 * so a stale default says so.
 */
export const shippedRates: RateTable = {
  CAD: { usdPerUnit: 1 / 1.4, rateDate: "2026-11-29", source: "shipped" },
};
