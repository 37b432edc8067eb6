// The second half of attaching a PDF (docs/product/listing-documents.md, Attaching a PDF): the received upload is
// judged by its content (check-pdf), stored under `documents/<id>.pdf` and recorded, and the listing's
// last_inspected_on follows in the same transaction.
import { createHash, randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { and, eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { listingDocuments, listings } from "#app/db/schema.ts";
import { AppError } from "#app/lib/app-error.ts";
import type { Logger } from "#app/lib/logger.server.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import type { MediaStorage } from "#app/modules/media/media-storage.ts";
import { assertPdf } from "./check-pdf.server.ts";
import { safeDocumentFileName } from "./document-file-name.ts";
import { documentKey } from "./document-storage.ts";
import type { DocumentUploadInput } from "./document-upload.schema.ts";
import { refreshLastInspectedOn } from "./inspection-recency.server.ts";
import {
  countDocuments,
  discardReceivedDocument,
  documentRefusals,
  maxDocumentsPerListing,
  type ReceivedDocument,
  tooManyDocuments,
} from "./receive-listing-document.server.ts";

export interface AttachListingDocumentOptions {
  db: Database;
  storage: MediaStorage;
  logger?: Logger;
  /** What receiveListingDocument received: it is stored or removed here, whatever happens. */
  upload: ReceivedDocument;
  input: DocumentUploadInput;
}

/**
 * Stores the upload as the listing's document and returns its id. Throws AppError `invalid` on the `file` field
 * (not a PDF, damaged, protected by a password), `conflict` (the same PDF already attached, or 10 documents) or
 * `not-found` (the listing was deleted meanwhile); the upload is removed then.
 */
export async function attachListingDocument({
  db,
  storage,
  logger,
  upload,
  input,
}: AttachListingDocumentOptions): Promise<{ id: string }> {
  let bytes: Buffer;
  try {
    bytes = await readFile(upload.file);
    await assertPdf(bytes);
  } catch (error) {
    await discardReceivedDocument(upload);
    throw error;
  }
  const id = randomUUID();
  await storage.putFile(documentKey(id), upload.file, "application/pdf");
  const sha256 = createHash("sha256").update(bytes).digest("hex");
  try {
    await db.transaction(async (tx) => {
      // The listing's row, locked: concurrent uploads to it count and compare one after the other.
      const [listing] = await tx
        .select({ id: listings.id })
        .from(listings)
        .where(eq(listings.id, upload.listingId))
        .for("update");
      if (!listing) throw new AppError("not-found", documentRefusals.notFound);
      const [same] = await tx
        .select({ id: listingDocuments.id })
        .from(listingDocuments)
        .where(and(eq(listingDocuments.listingId, listing.id), eq(listingDocuments.sha256, sha256)));
      if (same) throw new AppError("conflict", duplicate, { fieldErrors: { file: duplicate } });
      if ((await countDocuments(tx, listing.id)) >= maxDocumentsPerListing) throw tooManyDocuments();
      await tx.insert(listingDocuments).values({
        id,
        listingId: listing.id,
        kind: input.kind,
        fileName: safeDocumentFileName(upload.fileName),
        byteSize: upload.size,
        sha256,
        inspectorName: input.inspectorName,
        inspectionCompany: input.inspectionCompany,
        datedOn: input.datedOn,
      });
      await refreshLastInspectedOn(tx, listing.id);
    });
  } catch (error) {
    await storage.delete([documentKey(id)]).catch(() => {});
    throw error;
  }
  logger?.info(
    { documentId: id, listingId: upload.listingId, kind: input.kind, bytes: upload.size },
    "document attached",
  );
  return { id };
}

const duplicate = "documents.upload.duplicate" satisfies MessageId;
