// When every photo an import row named is fetched or failed (docs/product/open-platform.md, Inventory import): a
// draft takes the fetched ones in the row's order (the failed left out); a listing takes them only when every one was
// fetched, through the edit form's rules — never a half set. A set replaced by a later import's is left alone.
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { inventoryImportRows, listingDrafts, photoFetches, user } from "#app/db/schema.ts";
import { isAppError } from "#app/lib/app-error.ts";
import type { Logger } from "#app/lib/logger.server.ts";
import type { Geocoder } from "#app/modules/geo/geocoder.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { getListingForEdit } from "#app/modules/listings/get-listing-for-edit.server.ts";
import { storedDraftValues } from "#app/modules/listings/listing-draft.ts";
import { listingFailures } from "#app/modules/listings/listing-failures.ts";
import { parseDraftValues } from "#app/modules/listings/parse-draft-values.server.ts";
import { saveListingDraft } from "#app/modules/listings/save-listing-draft.server.ts";
import { updateListing } from "#app/modules/listings/update-listing.server.ts";
import { mediaImageUrl } from "#app/modules/media/media-urls.ts";

export interface FinishPhotoSetOptions {
  db: Database;
  geocoder: Geocoder;
  logger: Logger;
  baseUrl: string;
  notifyOutbox?: () => void;
  importId: string;
  rowNumber: number;
}

export async function finishPhotoSet(options: FinishPhotoSetOptions): Promise<void> {
  const { db, logger, importId, rowNumber } = options;
  const set = await db
    .select()
    .from(photoFetches)
    .where(and(eq(photoFetches.importId, importId), eq(photoFetches.rowNumber, rowNumber)))
    .orderBy(asc(photoFetches.position));
  const isReplaced = set.some((photo) => photo.failure === ("imports.photo.replaced" satisfies MessageId));
  if (set.length === 0 || isReplaced || set.some((photo) => photo.status === "waiting")) return;
  const [first] = set;
  if (!first) return;
  const fetched = set.flatMap((photo) => (photo.mediaId ? [mediaImageUrl(photo.mediaId)] : []));
  try {
    if (first.draftId) await giveDraftItsPhotos(db, first.userId, first.draftId, fetched);
    else if (first.listingId && fetched.length === set.length) {
      await giveListingItsPhotos(options, first.userId, first.listingId, fetched);
    }
  } catch (error) {
    if (!isAppError(error)) throw error;
    logger.info({ importId, rowNumber, failure: error.message }, "an import's photos could not be put in place");
    const failure = Object.values(error.fieldErrors)[0] ?? error.message;
    await db
      .update(inventoryImportRows)
      .set({ failure })
      .where(and(eq(inventoryImportRows.importId, importId), eq(inventoryImportRows.rowNumber, rowNumber)));
  }
}

/** The draft's photos become the fetched ones, as a save of its form would make them; none fetched: it keeps its own. */
async function giveDraftItsPhotos(db: Database, userId: string, draftId: string, images: string[]) {
  if (images.length === 0) return;
  const [draft] = await db.select().from(listingDrafts).where(eq(listingDrafts.id, draftId));
  if (!draft) return;
  const values = { ...storedDraftValues(draft.values), images };
  await saveListingDraft({ db, userId, draftId, tier: draft.tier, values });
}

/** The listing's photos replaced by the edit form's rules (its tier's count, a sold listing refused). */
async function giveListingItsPhotos(
  { db, geocoder, baseUrl, notifyOutbox }: FinishPhotoSetOptions,
  userId: string,
  listingId: string,
  images: string[],
) {
  const [owner] = await db.select({ email: user.email }).from(user).where(eq(user.id, userId));
  const actor = { id: userId, email: owner?.email ?? "", role: "user" as const };
  const { values } = await getListingForEdit({ db, listingId, actor });
  const parsed = parseDraftValues({ ...values, images });
  if (!parsed.ok) throw listingFailures.invalid(parsed.fieldErrors);
  await updateListing({ db, geocoder, listingId, actor, input: parsed.input, baseUrl, notifyOutbox });
}
