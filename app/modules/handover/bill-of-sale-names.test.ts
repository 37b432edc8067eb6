// The names a bill of sale carries (docs/product/making-the-deal.md, "Bill of sale and handover"): what the page
// checks as you type is what the PDF's font writes, character for character.
import { Encodings } from "@cantoo/pdf-lib/standard-fonts";
import { describe, expect, it } from "vitest";
import { billOfSaleFormSchema } from "./bill-of-sale.schema.ts";
import { isWritableInBillOfSale, partyNameProblem } from "./bill-of-sale-names.ts";

describe("a party's name on the bill of sale", () => {
  it("is checked against exactly the characters the PDF's font writes", () => {
    const written = new Set(Encodings.WinAnsi.supportedCodePoints.filter((code) => code >= 0x20));
    for (let code = 0; code <= 0xffff; code++) {
      if (code >= 0xd800 && code <= 0xdfff) continue;
      expect(isWritableInBillOfSale(String.fromCodePoint(code)), `U+${code.toString(16)}`).toBe(written.has(code));
    }
  });

  it("takes names as typed in English and French, and refuses what the font cannot write", () => {
    expect(partyNameProblem("Émilie Côté-Tremblay")).toBeNull();
    expect(partyNameProblem("Seán O’Brien")).toBeNull();
    expect(partyNameProblem("Zoë Œuvray")).toBeNull();
    expect(partyNameProblem("")).toBe("handover.billOfSale.nameRequired");
    expect(partyNameProblem("x".repeat(101))).toBe("handover.billOfSale.nameTooLong");
    expect(partyNameProblem("Nguyễn Văn An")).toBe("handover.billOfSale.nameUnwritable");
    expect(partyNameProblem("王芳")).toBe("handover.billOfSale.nameUnwritable");
  });

  it("is trimmed, its spaces made one and its accents composed, by the form's schema", () => {
    const parsed = billOfSaleFormSchema.safeParse({ sellerName: "  Jo\u0301  Smith ", buyerName: "Ana\tLima" });
    expect(parsed.success && parsed.data).toEqual({ sellerName: "Jó Smith", buyerName: "Ana Lima" });
    const empty = billOfSaleFormSchema.safeParse({ sellerName: "   " });
    expect(empty.success).toBe(false);
  });
});
