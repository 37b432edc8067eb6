import { describe, expect, it } from "vitest";
import { shortMoney, shortPrice } from "./price-label.ts";

describe("shortPrice", () => {
  it("writes a pin's price short: dollars, thousands with a tenth below $10k, whole thousands, millions", () => {
    expect(shortPrice(95_000)).toBe("$950");
    expect(shortPrice(99_960)).toBe("$1k");
    expect(shortPrice(950_000)).toBe("$9.5k");
    expect(shortPrice(900_000)).toBe("$9k");
    expect(shortPrice(996_000)).toBe("$10k");
    expect(shortPrice(4_800_000)).toBe("$48k");
    expect(shortPrice(4_849_999)).toBe("$48k");
    expect(shortPrice(12_350_000)).toBe("$124k");
    expect(shortPrice(99_960_000)).toBe("$1M");
    expect(shortPrice(125_000_000)).toBe("$1.3M");
    expect(shortPrice(0)).toBe("$0");
  });
});

describe("shortMoney", () => {
  it("names the currency only when it is not the visitor's, as each language writes it", () => {
    expect(shortMoney({ cents: 4_800_000, currency: "USD" }, "en-US", "USD")).toBe("$48k");
    expect(shortMoney({ cents: 6_200_000, currency: "CAD" }, "en-US", "USD")).toBe("CA$62k");
    expect(shortMoney({ cents: 6_200_000, currency: "CAD" }, "fr-CA", "CAD")).toBe("62\u00a0k$");
    expect(shortMoney({ cents: 950_000, currency: "USD" }, "fr-CA", "CAD")).toBe("9,5\u00a0k$\u00a0US");
    expect(shortMoney({ cents: 95_000, currency: "CAD" }, "fr-CA", "CAD")).toBe("950\u00a0$");
  });
});
