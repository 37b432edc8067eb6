// The demo's documents into the seed (seed-demo-data.server.ts): the PDFs are drawn and stored before the listings'
// transaction, as the photos are, and their rows inserted in it once their listings are.
import { createHash, randomUUID } from "node:crypto";
import type { Database } from "#app/db/client.server.ts";
import { listingDocuments, type NewListing } from "#app/db/schema.ts";
import { safeDocumentFileName } from "#app/modules/documents/document-file-name.ts";
import { documentKey } from "#app/modules/documents/document-storage.ts";
import { refreshLastInspectedOn } from "#app/modules/documents/inspection-recency.server.ts";
import type { MediaStorage } from "#app/modules/media/media-storage.ts";
import { buildDemoDocuments } from "./demo-documents.ts";
import { drawDemoDocument } from "./draw-demo-document.server.ts";

export type DemoDocumentRow = typeof listingDocuments.$inferInsert & { id: string; listingId: string };

/**
 * Draws and stores the PDFs of the demo's documents; the listings that carry one get their id now (`rows` are
 * inserted afterwards with it). Returns the documents' rows, for insertDemoDocuments.
 */
export async function storeDemoDocuments({
  storage,
  rows,
  now,
}: {
  storage: MediaStorage;
  rows: NewListing[];
  now: Date;
}): Promise<DemoDocumentRow[]> {
  return Promise.all(
    buildDemoDocuments(rows, now).map(async (document) => {
      const listing = rows[document.listingIndex];
      if (!listing) throw new Error(`No demo listing ${document.listingIndex}`);
      listing.id ??= randomUUID();
      const bytes = Buffer.from(await drawDemoDocument(document, listing));
      const id = randomUUID();
      await storage.put(documentKey(id), bytes, "application/pdf");
      return {
        id,
        listingId: listing.id,
        kind: document.kind,
        fileName: safeDocumentFileName(document.fileName),
        byteSize: bytes.length,
        sha256: createHash("sha256").update(bytes).digest("hex"),
        inspectorName: document.inspectorName,
        inspectionCompany: document.inspectionCompany,
        datedOn: document.datedOn,
      };
    }),
  );
}

/** The documents' rows, in the seed's transaction once their listings are in; last_inspected_on follows. */
export async function insertDemoDocuments(tx: Database, documents: readonly DemoDocumentRow[]): Promise<void> {
  if (documents.length === 0) return;
  await tx.insert(listingDocuments).values([...documents]);
  for (const listingId of new Set(documents.map((document) => document.listingId))) {
    await refreshLastInspectedOn(tx, listingId);
  }
}

/** The stored PDFs of documents that were not inserted (another process seeded first). */
export async function removeDemoDocuments(storage: MediaStorage, documents: readonly DemoDocumentRow[]) {
  await storage.delete(documents.map((document) => documentKey(document.id)));
}
