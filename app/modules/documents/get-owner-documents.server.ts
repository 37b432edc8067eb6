import type { Database } from "#app/db/client.server.ts";
import { findEditableListing } from "#app/modules/listings/get-listing-for-edit.server.ts";
import type { ListingActor } from "#app/modules/listings/listing-actor.ts";
import { listingDisplayTitle } from "#app/modules/listings/listing-summary.ts";
import type { ListingDocumentView } from "./document-kinds.ts";
import { readListingDocuments } from "./read-listing-documents.server.ts";
import { documentRefusals } from "./receive-listing-document.server.ts";

export interface OwnerDocuments {
  listing: { id: string; title: string };
  documents: ListingDocumentView[];
}

/** What /listing-documents/{id} shows its owner (or an administrator). Throws AppError `not-found` / `forbidden`. */
export async function getOwnerDocuments({
  db,
  listingId,
  actor,
}: {
  db: Database;
  /** Unvalidated (a URL segment). */
  listingId: string;
  actor: ListingActor;
}): Promise<OwnerDocuments> {
  const listing = await findEditableListing(db, listingId, actor, documentRefusals);
  const { documents } = await readListingDocuments(db, listing.id);
  return { listing: { id: listing.id, title: listingDisplayTitle(listing) }, documents };
}
