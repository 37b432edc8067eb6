import { and, eq, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { favorites, listings } from "#app/db/schema.ts";
import { AppError } from "#app/lib/app-error.ts";
import { listingIdSchema } from "#app/modules/listings/listing-id.ts";
import { isPublicListing } from "#app/modules/listings/listing-visibility.server.ts";

export interface AddFavoriteOptions {
  db: Database;
  userId: string;
  /** Unvalidated (a form field). */
  listingId: string;
}

/**
 * Saves a public listing to the account's favorites; saving it again keeps the one favorite
 * (docs/product/buyers-come-back.md, "Favorites"). The listing's visibility is checked by the insert
 * itself, so a listing taken down meanwhile is never saved. Throws AppError `not-found` for an unknown
 * listing and for one that is not public (as its page answers a visitor: nothing tells them apart).
 */
export async function addFavorite({ db, userId, listingId }: AddFavoriteOptions): Promise<void> {
  const unknown = new AppError("not-found", "favorites.error.notAvailable");
  if (!listingIdSchema.safeParse(listingId).success) throw unknown;
  const saved = await db
    .insert(favorites)
    .select(
      db
        .select({
          userId: sql<string>`${userId}`.as("user_id"),
          listingId: listings.id,
          createdAt: sql<Date>`now()`.as("created_at"),
        })
        .from(listings)
        .where(sql`${listings.id} = ${listingId} and ${isPublicListing()}`),
    )
    .onConflictDoNothing()
    .returning({ listingId: favorites.listingId });
  if (saved.length > 0) return;
  // Nothing inserted for a public listing: it was saved already.
  const [listing] = await db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.id, listingId), isPublicListing()));
  if (!listing) throw unknown;
}
