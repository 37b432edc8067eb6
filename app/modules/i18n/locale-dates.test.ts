import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatLocaleDate, formatLocaleMonth } from "./locale-dates.ts";
import { locales } from "./locales.ts";

const anyDate = fc.date({ min: new Date("1000-01-01"), max: new Date("9999-12-31"), noInvalidDate: true });

describe.each(locales)("dates in %s are Intl's, without Intl", (locale) => {
  const inUtc = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" });
  const long = inUtc({ dateStyle: "long" });
  const medium = inUtc({ dateStyle: "medium" });
  const month = inUtc({ month: "long", year: "numeric" });

  it("writes every month's first and last day, long and medium, and a month with its year", () => {
    for (let index = 0; index < 12; index++) {
      for (const day of [new Date(Date.UTC(2026, index, 1)), new Date(Date.UTC(2026, index + 1, 0, 23, 59))]) {
        expect(formatLocaleDate(day, locale, "long")).toBe(long.format(day));
        expect(formatLocaleDate(day, locale, "medium")).toBe(medium.format(day));
        expect(formatLocaleMonth(day, locale)).toBe(month.format(day));
      }
    }
  });

  it("writes any date in UTC as Intl does", () => {
    fc.assert(
      fc.property(anyDate, (date) => {
        expect(formatLocaleDate(date, locale, "long")).toBe(long.format(date));
        expect(formatLocaleDate(date, locale, "medium")).toBe(medium.format(date));
        expect(formatLocaleMonth(date, locale)).toBe(month.format(date));
      }),
    );
  });

  it("takes a day as text, and refuses an invalid date as Intl does", () => {
    expect(formatLocaleDate("2026-06-03T23:30:00Z", locale, "long")).toBe(long.format(new Date("2026-06-03T23:30Z")));
    expect(() => formatLocaleDate("not a date", locale, "long")).toThrow(RangeError);
  });
});
