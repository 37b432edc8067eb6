// Whether bytes are a PDF, judged by their content, never by a name or a declared type
// (docs/product/listing-documents.md, What is a PDF): the header a PDF starts with, the end-of-file marker a
// complete one ends with, and a parse by a PDF library that finds its pages. An HTML page or a script named .pdf
// fails the first; a cut-off download the second; a damaged or password-protected file the third, each with its own
// words for the seller.
import { EncryptedPDFError, PDFDocument } from "@cantoo/pdf-lib";
import { fieldError } from "#app/lib/app-error.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";

/** `%PDF-1.0` … `%PDF-1.7` and `%PDF-2.0`, at the very start. */
const pdfHeader = /^%PDF-(1\.[0-7]|2\.0)/;
/** Writers may follow `%%EOF` with a line end or a little padding; a complete file has it in its last kilobyte. */
const endMarkerWindow = 1024;

export const pdfRefusals = {
  notPdf: "documents.upload.notPdf",
  broken: "documents.upload.brokenPdf",
  encrypted: "documents.upload.encryptedPdf",
} as const satisfies Record<string, MessageId>;

export type PdfRefusal = keyof typeof pdfRefusals;

/** Null when `bytes` are a readable PDF with at least one page; else why not. */
export async function judgePdf(bytes: Uint8Array): Promise<PdfRefusal | null> {
  if (!pdfHeader.test(Buffer.from(bytes.subarray(0, 8)).toString("latin1"))) return "notPdf";
  const tail = Buffer.from(bytes.subarray(Math.max(0, bytes.length - endMarkerWindow))).toString("latin1");
  if (!tail.includes("%%EOF")) return "broken";
  try {
    const document = await PDFDocument.load(bytes, { updateMetadata: false });
    return document.getPageCount() > 0 ? null : "broken";
  } catch (error) {
    return error instanceof EncryptedPDFError ? "encrypted" : "broken";
  }
}

/** Throws AppError `invalid` on the form's `file` field unless `bytes` are a readable PDF. */
export async function assertPdf(bytes: Uint8Array): Promise<void> {
  const refusal = await judgePdf(bytes);
  if (refusal) throw fieldError("file", pdfRefusals[refusal]);
}
