import { eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { listingDocuments } from "#app/db/schema.ts";
import { documentKey } from "./document-storage.ts";

/**
 * The storage keys of a listing's documents: read in the transaction that deletes the listing (its rows go with it,
 * ON DELETE CASCADE), the files removed once it committed (app/modules/listings/after-listing-change.server.ts).
 */
export async function listingDocumentKeys(tx: Database, listingId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: listingDocuments.id })
    .from(listingDocuments)
    .where(eq(listingDocuments.listingId, listingId));
  return rows.map((row) => documentKey(row.id));
}
