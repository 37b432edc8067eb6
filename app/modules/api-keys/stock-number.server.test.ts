// One rule for what a stock number is (docs/product/open-platform.md, Managing listings through the API; Inventory
// import): the API and the import read ' B-12 ' as 'B-12', so a camper made through one is found by the other.
import { describe, expect, it } from "vitest";
import { rowStockNumber } from "#app/modules/imports/plan-import-row.server.ts";
import { myListingBodySchema, myListingsQuerySchema } from "#app/modules/public-api/my-listings-schemas.server.ts";
import { readStockNumber } from "./stock-number.server.ts";

describe("a stock number", () => {
  it("is read the same through the API and an import: the spaces around it are no part of it", () => {
    for (const typed of ["B-12", " B-12 ", "\tB-12  "]) {
      expect(readStockNumber(typed)).toEqual({ ok: true, value: "B-12" });
      expect(rowStockNumber({ stock_number: typed })).toBe("B-12");
      expect(myListingBodySchema.parse({ stockNumber: typed }).stockNumber).toBe("B-12");
      expect(myListingsQuerySchema.parse({ stockNumber: typed }).stockNumber).toBe("B-12");
    }
    // Forty characters with spaces around them are forty characters.
    const forty = "A".repeat(40);
    expect(myListingBodySchema.safeParse({ stockNumber: ` ${forty} ` }).data?.stockNumber).toBe(forty);
  });

  it("is refused through the API when nothing is left, or it is over 40 characters, or breaks a line", () => {
    expect(readStockNumber("   ")).toEqual({ ok: false });
    expect(readStockNumber(` ${"A".repeat(40)} `)).toEqual({ ok: true, value: "A".repeat(40) });
    expect(readStockNumber("A".repeat(41))).toEqual({ ok: false });
    expect(readStockNumber("B-\n12")).toEqual({ ok: false });
    expect(readStockNumber(null)).toEqual({ ok: true, value: null });
  });
});
