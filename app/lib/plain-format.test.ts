import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatDollarsAndCents, formatWholeDollars } from "./plain-format.ts";

const wholeDollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
const withCents = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2 });
const integers = fc.integer({ min: -1e12, max: 1e12 });

describe("plain formats match Intl's en-US output", () => {
  it("writes whole dollars with thousands separators", () => {
    expect(formatWholeDollars(45_500)).toBe("$45,500");
    expect(formatWholeDollars(-1234)).toBe("-$1,234");
    fc.assert(
      fc.property(integers, (value) => {
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
});
