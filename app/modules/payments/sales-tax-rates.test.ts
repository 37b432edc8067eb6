// The shipped sales-tax table (docs/product/making-the-deal.md, Payment calculator): every state, the District of
// Columbia and every province and territory, each with a plausible rate, and the date they were checked.
import { describe, expect, it } from "vitest";
import { regions } from "#app/modules/geo/regions.ts";
import { salesTaxPercents, salesTaxRateOf, salesTaxRatesAsOf } from "./sales-tax-rates.ts";

describe("the sales-tax table", () => {
  it("holds the 50 states, DC and the 13 provinces and territories, and nothing else", () => {
    const codes = Object.keys(salesTaxPercents);
    expect(codes).toHaveLength(64);
    expect(new Set(codes).size).toBe(64);
    expect([...codes].sort()).toEqual(regions.map((region) => region.code).sort());
    expect(regions.filter((region) => region.country === "US")).toHaveLength(51);
    expect(regions.filter((region) => region.country === "CA")).toHaveLength(13);
  });

  it("gives rates in range: none above 15 %, at least the 5 % GST in Canada", () => {
    for (const region of regions) {
      const rate = salesTaxRateOf(region.code);
      expect(rate, region.code).toBeDefined();
      expect(rate?.percent, region.code).toBeGreaterThanOrEqual(region.country === "CA" ? 5 : 0);
      expect(rate?.percent, region.code).toBeLessThanOrEqual(15);
      // Quoted to a thousandth of a percent at most (Québec's 14.975).
      expect(Number(rate?.percent.toFixed(3)), region.code).toBe(rate?.percent);
    }
    expect(salesTaxRateOf("OR")?.percent).toBe(0);
    expect(salesTaxRateOf("ON")?.percent).toBe(13);
    expect(salesTaxRateOf("QC")?.percent).toBe(14.975);
  });

  it("knows where a trade-in lowers the taxed amount", () => {
    expect(salesTaxRateOf("CO")?.creditsTradeIn).toBe(true);
    expect(salesTaxRateOf("ON")?.creditsTradeIn).toBe(true);
    expect(salesTaxRateOf("CA")?.creditsTradeIn).toBe(false);
    expect(salesTaxRateOf("VA")?.creditsTradeIn).toBe(false);
  });

  it("is dated, on a real day that has passed", () => {
    expect(salesTaxRatesAsOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const checked = new Date(`${salesTaxRatesAsOf}T00:00:00Z`);
    expect(checked.toISOString().slice(0, 10)).toBe(salesTaxRatesAsOf);
    expect(checked.getTime()).toBeLessThan(Date.now());
  });

  it("has no rate for a code it does not hold, whatever the object's own properties", () => {
    for (const code of ["ZZ", "", "constructor", "__proto__", "toString", "co"])
      expect(salesTaxRateOf(code)).toBeUndefined();
  });
});
