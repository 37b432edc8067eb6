import { describe, expect, it } from "vitest";
import { csvCell, csvRow } from "./csv.ts";

describe("csvCell", () => {
  it.each([
    ["plain@example.com", "plain@example.com"],
    ["", ""],
    ["a,b", '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ["line\nbreak", '"line\nbreak"'],
    ["carriage\rreturn", '"carriage\rreturn"'],
  ])("quotes only what needs quoting: %j", (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it.each([
    ['=HYPERLINK("http://evil")', `"'=HYPERLINK(""http://evil"")"`],
    ["+1+1", `"'+1+1"`],
    ["-2+3", `"'-2+3"`],
    ["@SUM(A1)", `"'@SUM(A1)"`],
    ["\tcmd", `"'\tcmd"`],
    ["\r=1", `"'\r=1"`],
    ["=cmd|' /C calc'!A0@example.com", `"'=cmd|' /C calc'!A0@example.com"`],
  ])("turns a cell a spreadsheet would run as a formula into text: %j", (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it("leaves formula characters inside a value alone, and writes dates, numbers and empties plainly", () => {
    expect(csvCell("a=b@example.com")).toBe("a=b@example.com");
    expect(csvCell(new Date("2026-05-01T12:00:00Z"))).toBe("2026-05-01T12:00:00.000Z");
    expect(csvCell(-3)).toBe("-3");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
  });
});

describe("csvRow", () => {
  it("joins cells with commas and ends with CRLF (RFC 4180)", () => {
    expect(csvRow(["a", "b,c", null, '"'])).toBe('a,"b,c",,""""\r\n');
  });
});
