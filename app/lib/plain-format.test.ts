import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatDate, formatDollarsAndCents, formatWholeDollars, formatWholeNumber } from "./plain-format.ts";

const wholeNumbers = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
const wholeDollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
const withCents = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2 });
const longDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });
const mediumDate = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });
const integers = fc.integer({ min: -1e12, max: 1e12 });

describe("plain formats match Intl's en-US output", () => {
  it("writes whole numbers and whole dollars with thousands separators", () => {
    expect(formatWholeNumber(1234567)).toBe("1,234,567");
    expect(formatWholeDollars(45_500)).toBe("$45,500");
    expect(formatWholeDollars(-1234)).toBe("-$1,234");
    fc.assert(
      fc.property(integers, (value) => {
        expect(formatWholeNumber(value)).toBe(wholeNumbers.format(value));
        expect(formatWholeDollars(value)).toBe(wholeDollars.format(value));
      }),
    );
  });

  it("writes integer cents as dollars and cents", () => {
    expect(formatDollarsAndCents(7120)).toBe("$71.20");
    expect(formatDollarsAndCents(5)).toBe("$0.05");
    fc.assert(
      fc.property(integers, (cents) => {
        expect(formatDollarsAndCents(cents)).toBe(withCents.format(cents / 100));
      }),
    );
  });

  it("writes dates in UTC, long and medium", () => {
    expect(formatDate("2026-06-03T23:30:00Z", "long")).toBe("June 3, 2026");
    expect(formatDate(new Date("2026-09-03T00:00:00Z"), "medium")).toBe("Sep 3, 2026");
    fc.assert(
      fc.property(
        fc.date({ min: new Date("1000-01-01"), max: new Date("9999-12-31"), noInvalidDate: true }),
        (date) => {
          expect(formatDate(date, "long")).toBe(longDate.format(date));
          expect(formatDate(date, "medium")).toBe(mediumDate.format(date));
        },
      ),
    );
  });

  it("refuses an invalid date as Intl does", () => {
    expect(() => formatDate("not a date", "long")).toThrow(RangeError);
  });
});
