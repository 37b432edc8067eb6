// How documents read on the pages (docs/product/listing-documents.md): months and sizes in the page's language, file
// names made safe, and a download's Content-Disposition.
import { describe, expect, it } from "vitest";
import { maxListingDocumentBytes } from "#app/db/listing-documents-schema.ts";
import { translatorFor } from "#app/modules/i18n/catalogs.server.ts";
import { documentByteLimit } from "#app/modules/media/media-limits.ts";
import { attachmentDisposition, safeDocumentFileName } from "./document-file-name.ts";
import { formatDocumentSize, formatInspectionMonth } from "./document-format.ts";

describe("formatInspectionMonth", () => {
  it("writes English months as Intl does, and French ones through Intl", () => {
    const intl = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });
    for (let month = 1; month <= 12; month++) {
      const day = `2026-${String(month).padStart(2, "0")}-28`;
      expect(formatInspectionMonth(day, "en-US")).toBe(intl.format(new Date(day)));
    }
    expect(formatInspectionMonth("2026-03-01", "en-US")).toBe("March 2026");
    expect(formatInspectionMonth("2026-03-31", "fr-CA")).toBe("mars 2026");
  });
});

describe("formatDocumentSize", () => {
  it("says kilobytes under a megabyte and megabytes with one decimal above, in the page's language", () => {
    expect(formatDocumentSize(840 * 1024, translatorFor("en-US"))).toBe("840 KB");
    expect(formatDocumentSize(200, translatorFor("en-US"))).toBe("1 KB");
    expect(formatDocumentSize(1.25 * 1024 * 1024, translatorFor("en-US"))).toBe("1.3 MB");
    expect(formatDocumentSize(1.25 * 1024 * 1024, translatorFor("fr-CA"))).toBe("1,3 Mo");
  });
});

describe("the document size limit", () => {
  it("is the table's: the upload stream refuses what the table could not hold", () => {
    expect(documentByteLimit).toBe(maxListingDocumentBytes);
  });
});

describe("safeDocumentFileName", () => {
  it("keeps the seller's name, ending in .pdf", () => {
    expect(safeDocumentFileName("Inspection 2026-03.pdf")).toBe("Inspection 2026-03.pdf");
    expect(safeDocumentFileName("Rapport d’inspection")).toBe("Rapport d’inspection.pdf");
    expect(safeDocumentFileName("REPORT.PDF")).toBe("REPORT.pdf");
  });

  it("drops what could fool a reader or a file system", () => {
    expect(safeDocumentFileName("report\u202Efdp.exe")).toBe("reportfdp.exe.pdf");
    expect(safeDocumentFileName('a"b\r\nc/d\\e:f.pdf')).toBe("abcdef.pdf");
    expect(safeDocumentFileName("..hidden.pdf")).toBe("hidden.pdf");
    expect(safeDocumentFileName("")).toBe("document.pdf");
    expect(safeDocumentFileName(".pdf")).toBe("document.pdf");
    expect(safeDocumentFileName(`${"x".repeat(300)}.pdf`)).toBe(`${"x".repeat(100)}.pdf`);
  });
});

describe("attachmentDisposition", () => {
  it("gives an ASCII name and the real one, encoded (RFC 6266)", () => {
    expect(attachmentDisposition("Rapport d’inspection (mars).pdf")).toBe(
      `attachment; filename="Rapport d_inspection (mars).pdf"; filename*=UTF-8''Rapport%20d%E2%80%99inspection%20%28mars%29.pdf`,
    );
    expect(attachmentDisposition("100% done; ok.pdf")).toBe(
      `attachment; filename="100_ done_ ok.pdf"; filename*=UTF-8''100%25%20done%3B%20ok.pdf`,
    );
  });
});
