import { describe, expect, it } from "vitest";
import { formatPrice } from "./money.ts";

describe("formatPrice", () => {
  it("formats integer cents as whole dollars with thousands separators", () => {
    expect(formatPrice(4_550_000)).toBe("$45,500");
    expect(formatPrice(25_000_000)).toBe("$250,000");
    expect(formatPrice(0)).toBe("$0");
  });
});
