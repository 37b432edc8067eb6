// PDFs and documents for tests: a real one-page PDF (the library that checks uploads reads it), and a listing's
// document stored and recorded as an upload leaves it.
import { createHash, randomUUID } from "node:crypto";
import { PDFDocument, StandardFonts } from "@cantoo/pdf-lib";
import type { Database } from "#app/db/client.server.ts";
import { type ListingDocumentKind, listingDocuments } from "#app/db/schema.ts";
import type { MediaStorage } from "#app/modules/media/media-storage.ts";
import { documentKey } from "../document-storage.ts";
import { refreshLastInspectedOn } from "../inspection-recency.server.ts";

/** A one-page PDF saying `text` (different texts make different files). */
export async function testPdf(text = "Inspection report"): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf.addPage([612, 792]).drawText(text, { x: 56, y: 720, size: 14, font });
  return Buffer.from(await pdf.save());
}

export interface DocumentFixture {
  db: Database;
  storage: MediaStorage;
  listingId: string;
  kind?: ListingDocumentKind;
  fileName?: string;
  inspectorName?: string | null;
  inspectionCompany?: string | null;
  /** Default: an inspection report's today (UTC). */
  datedOn?: string | null;
}

/** Stores a PDF as the listing's document and records it; returns its id. */
export async function insertDocumentFixture({
  db,
  storage,
  listingId,
  kind = "inspection_report",
  fileName = "Inspection.pdf",
  inspectorName = kind === "inspection_report" ? "Dana Whitfield" : null,
  inspectionCompany = null,
  datedOn = kind === "inspection_report" ? new Date().toISOString().slice(0, 10) : null,
}: DocumentFixture): Promise<string> {
  const id = randomUUID();
  const bytes = await testPdf(`${kind} ${id}`);
  await storage.put(documentKey(id), bytes, "application/pdf");
  await db.transaction(async (tx) => {
    await tx.insert(listingDocuments).values({
      id,
      listingId,
      kind,
      fileName,
      byteSize: bytes.length,
      sha256: createHash("sha256").update(bytes).digest("hex"),
      inspectorName,
      inspectionCompany,
      datedOn,
    });
    await refreshLastInspectedOn(tx, listingId);
  });
  return id;
}
