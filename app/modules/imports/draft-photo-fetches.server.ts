// A draft an import made, whose photos are fetched by address (docs/product/open-platform.md, Inventory import): it is
// not paid for while any is on its way ("nothing half-made is published"), and its fetches follow it into the listing
// it becomes, so a later import knows where that listing's photos came from.
import { and, eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { photoFetches } from "#app/db/schema.ts";
import { AppError } from "#app/lib/app-error.ts";

/** AppError `conflict` ('This draft's photos are still being fetched…') while one of its photos is on its way. */
export async function refuseDraftWaitingForPhotos(db: Database, draftId: string): Promise<void> {
  const [waiting] = await db
    .select({ id: photoFetches.id })
    .from(photoFetches)
    .where(and(eq(photoFetches.draftId, draftId), eq(photoFetches.status, "waiting")))
    .limit(1);
  if (waiting) throw new AppError("conflict", "listings.draft.photosComing");
}

/** In the transaction that makes the listing from the draft (before the draft is deleted). */
export async function movePhotoFetchesToListing(
  tx: Database,
  { draftId, listingId }: { draftId: string; listingId: string },
): Promise<void> {
  await tx.update(photoFetches).set({ draftId: null, listingId }).where(eq(photoFetches.draftId, draftId));
}
