import { eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { listingDrafts } from "#app/db/schema.ts";
import type { Logger } from "#app/lib/logger.server.ts";
import { deleteMediaOf } from "#app/modules/media/attach-media.server.ts";
import type { MediaStorage } from "#app/modules/media/media-storage.ts";
import { listingDraftMediaTarget } from "./listing-draft.ts";
import { findOwnListingDraft } from "./own-listing-draft.server.ts";

export interface DeleteListingDraftOptions {
  db: Database;
  storage: MediaStorage;
  userId: string;
  draftId: string;
  logger?: Logger;
}

/**
 * Deletes the seller's own draft, then its photos and video (docs/product/selling.md, Draft). A checkout opened for
 * it and paid later finds no draft: the payment stays paid and unused, and the dashboard offers it for a listing.
 * Throws AppError `not-found` (unknown, or someone else's).
 */
export async function deleteListingDraft({ db, storage, userId, draftId, logger }: DeleteListingDraftOptions) {
  await db.transaction(async (tx) => {
    await findOwnListingDraft(tx, { draftId, userId, forUpdate: true });
    await tx.delete(listingDrafts).where(eq(listingDrafts.id, draftId));
  });
  try {
    await deleteMediaOf(db, storage, listingDraftMediaTarget(draftId));
  } catch (error) {
    // The draft is gone; its files are orphans at worst, never a draft with missing photos.
    logger?.error({ err: error, draftId }, "the deleted draft's media could not be removed");
  }
}
