import { describe, expect, it } from "vitest";
import { convertCents } from "./currencies.ts";
import { currencyOfRegion, regionCodeOf } from "./currency-of-place.ts";
import { formatApproximateMoney, formatMoney } from "./format-money.ts";
import { shippedRates } from "./shipped-rates.ts";

describe("amounts with their currency", () => {
  it("names the currency on every amount, as each language writes it", () => {
    expect(formatMoney(5_190_000, "USD", "en-US")).toBe("US$51,900");
    expect(formatMoney(6_950_000, "CAD", "en-US")).toBe("CA$69,500");
    expect(formatMoney(3_150_050, "USD", "en-US")).toBe("US$31,500.50");
    expect(formatMoney(6_950_000, "CAD", "fr-CA")).toBe("69\u00a0500\u00a0$\u00a0CA");
    expect(formatMoney(5_190_000, "USD", "fr-CA")).toBe("51\u00a0900\u00a0$\u00a0US");
    expect(formatMoney(3_150_050, "CAD", "fr-CA")).toBe("31\u00a0500,50\u00a0$\u00a0CA");
  });

  it("rounds a converted amount to the hundred and says it is approximate", () => {
    expect(formatApproximateMoney(4_964_286, "USD", "en-US")).toBe("≈\u00a0US$49,600");
    expect(formatApproximateMoney(7_266_000, "CAD", "fr-CA")).toBe("≈\u00a072\u00a0700\u00a0$\u00a0CA");
  });
});

describe("conversions at the rate table's rate", () => {
  it("goes both ways through the US dollar, and leaves an amount in its own currency as it is", () => {
    const rates = { CAD: { usdPerUnit: 0.72, rateDate: "2026-11-27", source: "test" } };
    expect(convertCents(10_000_000, "CAD", "USD", rates)).toBe(7_200_000);
    expect(convertCents(7_200_000, "USD", "CAD", rates)).toBe(10_000_000);
    expect(convertCents(123, "USD", "USD", rates)).toBe(123);
  });

  it("ships a dated default: US$1 = CA$1.40", () => {
    expect(convertCents(100, "USD", "CAD", shippedRates)).toBe(140);
    expect(shippedRates.CAD.rateDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("prices a camper in Canadian dollars in Canada, in US dollars elsewhere", () => {
    expect(currencyOfRegion(regionCodeOf("Montréal, QC"))).toBe("CAD");
    expect(currencyOfRegion(regionCodeOf("H2X 1Y4 (Montréal, QC)"))).toBe("CAD");
    expect(currencyOfRegion(regionCodeOf("Whitehorse, YT"))).toBe("CAD");
    expect(currencyOfRegion(regionCodeOf("Denver, CO"))).toBe("USD");
    expect(currencyOfRegion(regionCodeOf("Somewhere"))).toBe("USD");
  });
});
