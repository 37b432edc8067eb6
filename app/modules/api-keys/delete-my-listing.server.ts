import type { Database } from "#app/db/client.server.ts";
import type { Logger } from "#app/lib/logger.server.ts";
import { deleteListing } from "#app/modules/listings/delete-listing.server.ts";
import { deleteListingDraft } from "#app/modules/listings/delete-listing-draft.server.ts";
import type { MediaStorage } from "#app/modules/media/media-storage.ts";
import { findMyListing, myListingNotFound } from "./find-my-listings.server.ts";
import { payerOf } from "./my-listing-body.server.ts";

export interface DeleteMyListingOptions {
  db: Database;
  storage: MediaStorage;
  /** BASE_URL: the links of the mails of the offers a deletion closes. */
  baseUrl: string;
  notifyOutbox?: () => void;
  logger?: Logger;
  userId: string;
  id: string;
}

/**
 * `DELETE /api/v1/my/listings/{id}` (docs/product/open-platform.md, Managing listings through the API): a listing is
 * deleted as its owner's 'Delete' does (its photos and documents, its open offers closed), a draft as 'Delete draft'
 * does. Another seller's id, like an unknown one, is `not-found`; so is a second DELETE.
 */
export async function deleteMyListing({
  db,
  storage,
  baseUrl,
  notifyOutbox,
  logger,
  userId,
  id,
}: DeleteMyListingOptions) {
  const found = await findMyListing(db, { userId, id });
  if (!found) throw myListingNotFound();
  if (found.kind === "draft") return deleteListingDraft({ db, storage, userId, draftId: id, logger });
  const actor = { ...(await payerOf(db, userId)), role: "user" as const };
  await deleteListing({ db, storage, listingId: id, actor, baseUrl, notifyOutbox, logger });
}
