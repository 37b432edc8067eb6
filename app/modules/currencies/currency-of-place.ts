// A listing's currency when its seller leaves it to the place (docs/product/currencies-and-units.md, "A listing's
// price"). Browser-safe: the listing form's preview says it before the form is sent.
import type { Currency } from "./currencies.ts";

/** The Canadian provinces and territories, as a listing's location ends ("Montréal, QC"). */
const canadianRegions = new Set(["AB", "BC", "MB", "NB", "NL", "NS", "NT", "NU", "ON", "PE", "QC", "SK", "YT"]);

/** A listing's currency when its seller did not choose one: Canadian dollars in Canada, US dollars elsewhere. */
export function currencyOfRegion(regionCode: string | null | undefined): Currency {
  return regionCode && canadianRegions.has(regionCode.toUpperCase()) ? "CAD" : "USD";
}

/** The state or province a location ends with ("Denver, CO", "80202 (Denver, CO)"), as listings.region_code has it. */
export function regionCodeOf(location: string): string | null {
  return location.match(/,\s*([A-Za-z]{2})\)?\s*$/)?.[1]?.toUpperCase() ?? null;
}
