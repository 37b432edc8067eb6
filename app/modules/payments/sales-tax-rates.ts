// The sales tax the payment calculator adds to a camper's price (docs/product/making-the-deal.md, Payment
// calculator): one base rate per state, the District of Columbia and each province and territory, shipped with the
// code and set by hand on the date it names. An estimate, and the page says so with that date: local and county
// taxes, vehicle-specific taxes and registration fees are left out, and a private sale may be taxed another way.
// Browser-safe and on its own: the calculator's live module reads it too.

/** The day the rates below were last checked; the calculator shows it beside them. */
export const salesTaxRatesAsOf = "2025-07-01";

/**
 * Percent of the taxed amount, by postal code. US states: the statewide rate, with the statewide add-ons every
 * county pays (California 7.25, Utah 6.1, Virginia 5.3). Canada: GST and the provincial tax together, or the HST.
 */
export const salesTaxPercents: Readonly<Record<string, number>> = {
  AL: 4,
  AK: 0,
  AZ: 5.6,
  AR: 6.5,
  CA: 7.25,
  CO: 2.9,
  CT: 6.35,
  DE: 0,
  DC: 6,
  FL: 6,
  GA: 4,
  HI: 4,
  ID: 6,
  IL: 6.25,
  IN: 7,
  IA: 6,
  KS: 6.5,
  KY: 6,
  LA: 5,
  ME: 5.5,
  MD: 6,
  MA: 6.25,
  MI: 6,
  MN: 6.875,
  MS: 7,
  MO: 4.225,
  MT: 0,
  NE: 5.5,
  NV: 6.85,
  NH: 0,
  NJ: 6.625,
  NM: 4.875,
  NY: 4,
  NC: 4.75,
  ND: 5,
  OH: 5.75,
  OK: 4.5,
  OR: 0,
  PA: 6,
  RI: 7,
  SC: 6,
  SD: 4.2,
  TN: 7,
  TX: 6.25,
  UT: 6.1,
  VT: 6,
  VA: 5.3,
  WA: 6.5,
  WV: 6,
  WI: 5,
  WY: 4,
  AB: 5,
  BC: 12,
  MB: 12,
  NB: 15,
  NL: 15,
  NS: 14,
  NT: 5,
  NU: 5,
  ON: 13,
  PE: 15,
  QC: 14.975,
  SK: 11,
  YT: 5,
};

/**
 * Where a trade-in does not lower the taxed amount: the tax is on the whole price. Everywhere else it is on the price
 * less the trade-in (Michigan's capped credit is counted as none).
 */
const taxesTheWholePrice: ReadonlySet<string> = new Set(["CA", "DC", "HI", "KY", "MI", "MT", "VA"]);

export interface SalesTaxRate {
  /** The state's, district's, province's or territory's postal code: "CO", "QC". */
  code: string;
  percent: number;
  creditsTradeIn: boolean;
}

/** The rate of a postal code; undefined for a code the table does not hold. */
export function salesTaxRateOf(code: string): SalesTaxRate | undefined {
  const percent = Object.hasOwn(salesTaxPercents, code) ? salesTaxPercents[code] : undefined;
  if (percent === undefined) return undefined;
  return { code, percent, creditsTradeIn: !taxesTheWholePrice.has(code) };
}
