import { desc, eq, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { favorites, listings } from "#app/db/schema.ts";
import { listingCardColumns } from "#app/modules/listings/listing-card-columns.server.ts";
import type { ListingSummary } from "#app/modules/listings/listing-summary.ts";
import { isPublicListing } from "#app/modules/listings/listing-visibility.server.ts";

export interface ListFavoritesOptions {
  db: Database;
  userId: string;
}

/** A favorite on /favorites: the card of a public listing, or what is left to name one that is not. */
export type FavoriteItem =
  | { isAvailable: true; listing: ListingSummary }
  | {
      isAvailable: false;
      /** Sold by its seller: the page says 'Sold' rather than 'No longer available' (docs/product/mark-as-sold.md). */
      isSold: boolean;
      listing: Pick<ListingSummary, "id" | "title" | "make" | "model" | "image" | "location">;
    };

/** Most favorites the page lists. */
const maxFavorites = 500;

/**
 * The account's favorites, newest first (docs/product/buyers-come-back.md, "Favorites"). A listing that is
 * no longer public stays, without its price: the page marks it 'Sold' or 'No longer available'.
 */
export async function listFavorites({ db, userId }: ListFavoritesOptions): Promise<FavoriteItem[]> {
  const rows = await db
    .select({
      ...listingCardColumns,
      isPublic: sql<boolean>`coalesce(${isPublicListing()}, false)`,
      isSold: sql<boolean>`${listings.soldAt} is not null`,
    })
    .from(favorites)
    .innerJoin(listings, eq(listings.id, favorites.listingId))
    .where(eq(favorites.userId, userId))
    .orderBy(desc(favorites.createdAt), desc(favorites.listingId))
    .limit(maxFavorites);
  return rows.map(({ isPublic, isSold, ...listing }): FavoriteItem => {
    if (isPublic) return { isAvailable: true, listing };
    const { id, title, make, model, image, location } = listing;
    return { isAvailable: false, isSold, listing: { id, title, make, model, image, location } };
  });
}
