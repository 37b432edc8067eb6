import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatLocaleDecimal, pluralCategoryOf } from "./locale-numbers.ts";
import { locales } from "./locales.ts";

const edges = [
  0,
  -0,
  1,
  -1,
  2,
  5,
  999,
  1000,
  1234,
  -1234,
  12_345.6785,
  0.0005,
  1.0005,
  999.9995,
  0.125,
  0.145,
  0.5,
  1.5,
  2.5,
  -0.1234,
  12,
  1e6,
  2e6,
  1e6 + 1,
  1_000_000.5,
  1e21,
  1.5e-7,
  123_456_789,
  Number.MAX_SAFE_INTEGER,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
];
const anyNumber = fc.oneof(
  fc.integer({ min: -10_000_000, max: 10_000_000 }),
  fc.double({ min: -1e9, max: 1e9, noNaN: true }),
  fc.integer({ min: 0, max: 100_000 }).map((n) => n / 1000),
  fc.integer({ min: 0, max: 10_000 }).map((n) => n / 200),
);

describe.each(locales)("numbers in %s are Intl's, without Intl", (locale) => {
  const decimal = new Intl.NumberFormat([locale, "en"]);
  const percent = new Intl.NumberFormat([locale, "en"], { style: "percent" });
  const plural = new Intl.PluralRules([locale, "en"]);

  it("writes a decimal as Intl.NumberFormat does", () => {
    for (const value of edges) expect(formatLocaleDecimal(value, locale), String(value)).toBe(decimal.format(value));
    fc.assert(fc.property(anyNumber, (value) => formatLocaleDecimal(value, locale) === decimal.format(value)));
  });

  it("writes a percentage as Intl.NumberFormat does", () => {
    for (const value of edges) {
      expect(formatLocaleDecimal(value, locale, "percent"), String(value)).toBe(percent.format(value));
    }
    fc.assert(
      fc.property(anyNumber, (value) => formatLocaleDecimal(value, locale, "percent") === percent.format(value)),
    );
  });

  it("keeps the decimals it is asked for, as Intl does", () => {
    for (const [minimum, maximum] of [
      [0, 0],
      [1, 1],
      [2, 2],
      [0, 2],
    ] as const) {
      const fixed = new Intl.NumberFormat([locale, "en"], {
        minimumFractionDigits: minimum,
        maximumFractionDigits: maximum,
      });
      const ours = (value: number) => formatLocaleDecimal(value, locale, "decimal", { minimum, maximum });
      for (const value of edges) expect(ours(value), `${value} ${minimum}–${maximum}`).toBe(fixed.format(value));
      fc.assert(fc.property(anyNumber, (value) => ours(value) === fixed.format(value)));
    }
  });

  it("chooses the plural form Intl.PluralRules does", () => {
    for (const value of edges.filter((edge) => !(Math.abs(edge) > Number.MAX_SAFE_INTEGER))) {
      expect(pluralCategoryOf(value, locale), String(value)).toBe(plural.select(value));
    }
    fc.assert(fc.property(anyNumber, (value) => pluralCategoryOf(value, locale) === plural.select(value)));
  });
});
