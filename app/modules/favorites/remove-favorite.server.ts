import { and, eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { favorites } from "#app/db/schema.ts";
import { AppError } from "#app/lib/app-error.ts";
import { listingIdSchema } from "#app/modules/listings/listing-id.ts";

export interface RemoveFavoriteOptions {
  db: Database;
  userId: string;
  /** Unvalidated (a form field). */
  listingId: string;
}

/**
 * Takes a listing off the account's favorites, whatever the listing's state; removing one that is not
 * there is done already (docs/product/buyers-come-back.md, "Favorites"). Only the account's own
 * favorite can go. Throws AppError `not-found` for a malformed listing id.
 */
export async function removeFavorite({ db, userId, listingId }: RemoveFavoriteOptions): Promise<void> {
  if (!listingIdSchema.safeParse(listingId).success) throw new AppError("not-found", "favorites.error.notAvailable");
  await db.delete(favorites).where(and(eq(favorites.userId, userId), eq(favorites.listingId, listingId)));
}
