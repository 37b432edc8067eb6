import { and, eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { listingDocuments } from "#app/db/schema.ts";
import type { Logger } from "#app/lib/logger.server.ts";
import { findEditableListing } from "#app/modules/listings/get-listing-for-edit.server.ts";
import type { ListingActor } from "#app/modules/listings/listing-actor.ts";
import type { MediaStorage } from "#app/modules/media/media-storage.ts";
import { documentKey } from "./document-storage.ts";
import { refreshLastInspectedOn } from "./inspection-recency.server.ts";
import { documentRefusals } from "./receive-listing-document.server.ts";

export interface DeleteListingDocumentOptions {
  db: Database;
  storage: MediaStorage;
  logger?: Logger;
  /** Unvalidated (a URL segment). */
  listingId: string;
  documentId: string;
  actor: ListingActor;
}

/**
 * Deletes one of the listing's documents for its owner or an administrator, its row (last_inspected_on follows in
 * the same transaction) then its file; a document already gone is no error. Throws AppError `not-found` / `forbidden`.
 */
export async function deleteListingDocument({
  db,
  storage,
  logger,
  listingId,
  documentId,
  actor,
}: DeleteListingDocumentOptions): Promise<void> {
  const listing = await findEditableListing(db, listingId, actor, documentRefusals);
  const deleted = await db.transaction(async (tx) => {
    const rows = await tx
      .delete(listingDocuments)
      .where(and(eq(listingDocuments.id, documentId), eq(listingDocuments.listingId, listing.id)))
      .returning({ id: listingDocuments.id });
    if (rows.length > 0) await refreshLastInspectedOn(tx, listing.id);
    return rows;
  });
  // After the commit: a file left behind by a failure here is an orphan, never a document without its file.
  await storage.delete(deleted.map((row) => documentKey(row.id))).catch((error: unknown) => {
    logger?.error({ err: error, documentId }, "a deleted document's file could not be removed");
  });
}
