import { count, eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { favorites, listings } from "#app/db/schema.ts";

/**
 * How many buyers saved each of the seller's listings, in one grouped query; a listing nobody saved is
 * absent ('Saved by N buyers', docs/product/buyers-come-back.md).
 */
export async function countListingSavers(db: Database, sellerId: string): Promise<Record<string, number>> {
  const rows = await db
    .select({ listingId: favorites.listingId, savers: count() })
    .from(favorites)
    .innerJoin(listings, eq(listings.id, favorites.listingId))
    .where(eq(listings.userId, sellerId))
    .groupBy(favorites.listingId);
  return Object.fromEntries(rows.map((row) => [row.listingId, row.savers]));
}
