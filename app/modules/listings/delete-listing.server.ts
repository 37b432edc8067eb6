import { eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { listings } from "#app/db/schema.ts";
import type { Logger } from "#app/lib/logger.server.ts";
import { deleteMediaOf } from "#app/modules/media/attach-media.server.ts";
import type { MediaStorage } from "#app/modules/media/media-storage.ts";
import { listingIdSchema } from "./get-public-listing.server.ts";
import { type ListingActor, mayChangeListing } from "./listing-actor.ts";
import { listingMediaTarget } from "./listing-media.server.ts";

export interface DeleteListingOptions {
  db: Database;
  storage: MediaStorage;
  /** Unvalidated (a URL parameter or a form field). */
  listingId: string;
  /** The owner, or an administrator (the admin area calls this too). */
  actor: ListingActor;
  logger?: Logger;
}

export type DeleteListingResult = "deleted" | "not-found" | "forbidden";

/**
 * Deletes a listing for its owner or an administrator, then its photos and video (rows and stored
 * files). The listing goes first: a failure to remove a file leaves an orphan file, never a listing
 * with missing photos.
 */
export async function deleteListing({
  db,
  storage,
  listingId,
  actor,
  logger,
}: DeleteListingOptions): Promise<DeleteListingResult> {
  if (!listingIdSchema.safeParse(listingId).success) return "not-found";
  const [row] = await db.select({ userId: listings.userId }).from(listings).where(eq(listings.id, listingId));
  if (!row) return "not-found";
  if (!mayChangeListing(actor, row.userId)) return "forbidden";
  const deleted = await db.delete(listings).where(eq(listings.id, listingId)).returning({ id: listings.id });
  if (deleted.length === 0) return "not-found";
  try {
    await deleteMediaOf(db, storage, listingMediaTarget(listingId));
  } catch (error) {
    logger?.error({ err: error, listingId }, "the deleted listing's media could not be removed");
  }
  return "deleted";
}
