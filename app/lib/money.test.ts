import { describe, expect, it } from "vitest";
import { formatPrice } from "./money.ts";

describe("formatPrice", () => {
  it("formats integer cents as whole dollars with thousands separators", () => {
    expect(formatPrice(4_550_000)).toBe("$45,500");
    expect(formatPrice(25_000_000)).toBe("$250,000");
    expect(formatPrice(0)).toBe("$0");
  });

  it("shows the cents when there are any, so a price typed as '31,500.50' reads as stored", () => {
    expect(formatPrice(3_150_050)).toBe("$31,500.50");
    expect(formatPrice(7_120)).toBe("$71.20");
    expect(formatPrice(5)).toBe("$0.05");
  });
});
