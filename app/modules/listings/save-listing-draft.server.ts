import { and, eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { type ListingTierId, listingDrafts } from "#app/db/schema.ts";
import { isAppError } from "#app/lib/app-error.ts";
import { attachMedia } from "#app/modules/media/attach-media.server.ts";
import { listingDraftMediaTarget } from "./listing-draft.ts";
import { listingFailures } from "./listing-failures.ts";
import { type ListingFormValues, listingMessages } from "./listing-form-rules.ts";
import { listingDraftNotFound } from "./own-listing-draft.server.ts";

export interface SaveListingDraftOptions {
  db: Database;
  userId: string;
  /** Null: a new draft (its first save). */
  draftId: string | null;
  tier: ListingTierId;
  /** The form as typed (listingFormValues): stored exactly so, checked only when it is paid for. */
  values: ListingFormValues;
  /** The seller's own stock number (an import's or the API's); left as it is when not given. */
  stockNumber?: string | null;
}

/**
 * Saves a seller's draft (docs/product/selling.md, Draft), new or their own, in one transaction with its photos and
 * video: they are attached to `draft:<id>`, so the clean-up of unattached uploads leaves them alone, and the ones the
 * draft no longer lists are detached (deleted a day later). Throws AppError `not-found` (unknown, or someone else's
 * draft) or `invalid` on `images` (an upload that is not the seller's, or is gone).
 */
export async function saveListingDraft({
  db,
  userId,
  draftId,
  tier,
  values,
  stockNumber,
}: SaveListingDraftOptions): Promise<{ draftId: string }> {
  return db.transaction(async (tx) => {
    let id = draftId;
    if (id === null) {
      const [inserted] = await tx
        .insert(listingDrafts)
        .values({ userId, tier, values, stockNumber })
        .returning({ id: listingDrafts.id });
      if (!inserted) throw new Error("The draft insert returned no row");
      id = inserted.id;
    } else {
      const [updated] = await tx
        .update(listingDrafts)
        .set({ tier, values, stockNumber })
        .where(and(eq(listingDrafts.id, id), eq(listingDrafts.userId, userId)))
        .returning({ id: listingDrafts.id });
      if (!updated) throw listingDraftNotFound();
    }
    try {
      await attachMedia(tx, {
        ownerId: userId,
        target: listingDraftMediaTarget(id),
        imageUrls: values.images,
        videoUrl: values.video,
      });
    } catch (error) {
      if (isAppError(error, "invalid"))
        throw listingFailures.invalid({ images: error.message || listingMessages.invalidMedia });
      throw error;
    }
    return { draftId: id };
  });
}
