// How an inventory file is read (docs/product/open-platform.md, Inventory import): rows numbered as a spreadsheet
// numbers them, cells kept exactly as written, and the file's faults said in words.
import { describe, expect, it } from "vitest";
import { isAppError } from "#app/lib/app-error.ts";
import { translatorFor } from "#app/modules/i18n/catalogs.server.ts";
import { readInventoryCsv } from "./read-inventory-csv.server.ts";

const { t } = translatorFor("en-US");
const read = (text: string | Uint8Array) => readInventoryCsv(typeof text === "string" ? Buffer.from(text) : text, t);
const refusal = (text: string | Uint8Array) => {
  try {
    read(text);
  } catch (error) {
    if (isAppError(error, "invalid")) return error.fieldErrors.file;
    throw error;
  }
  throw new Error("the file was read");
};

describe("reading an inventory file", () => {
  it("numbers rows as a spreadsheet does and keeps each cell exactly as written", () => {
    const csv =
      ' Stock_Number ,Description\r\nA1,"Two\r\nlines, and ""quotes"""\r\n\r\nA2,  spaced  \r\nA3,x,extra\r\n';
    const { columns, rows } = read(csv);
    expect(columns).toEqual(["stock_number", "description"]);
    expect(rows).toEqual([
      { rowNumber: 2, cells: { stock_number: "A1", description: 'Two\r\nlines, and "quotes"' }, isWhole: true },
      { rowNumber: 4, cells: { stock_number: "A2", description: "  spaced  " }, isWhole: true },
      { rowNumber: 5, cells: { stock_number: "A3", description: "x" }, isWhole: false },
    ]);
  });

  it("takes a byte order mark and tabs", () => {
    expect(read("\uFEFFstock_number\tmake\nA1\tFord\n").rows[0]?.cells).toEqual({ stock_number: "A1", make: "Ford" });
  });

  it("says what is wrong with a file it cannot read", () => {
    expect(refusal(Uint8Array.from([0xff, 0xfe, 0x73, 0x00]))).toContain("The file is not UTF-8 text.");
    expect(refusal("stock_number\r\nA\u0000\r\n")).toBe(
      "The file is not text. Save your spreadsheet as CSV UTF-8 and choose that file.",
    );
    expect(refusal('stock_number,make\r\nA1,Fo"rd\r\n')).toBe(
      "The file could not be read as CSV: line 2 has a quote inside a cell. Put the whole cell in quotes and double the quotes inside it.",
    );
    expect(refusal("stock_number,make,make\r\nA1,Ford,Ram\r\n")).toBe(
      "The column make appears twice in the header row.",
    );
    expect(refusal("stock_number,,make\r\nA1,oops,Ford\r\n")).toBe(
      "Column 2 holds values but has no name in the header row. Name it or remove it.",
    );
    expect(refusal("stock_number\r\n\r\n")).toBe("The file has no rows under its header row.");
  });
});
