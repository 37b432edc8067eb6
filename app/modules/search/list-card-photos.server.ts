import { and, inArray } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { listings } from "#app/db/schema.ts";
import { isPublicListing } from "#app/modules/listings/listing-visibility.server.ts";
import type { VersionedCache } from "#app/modules/platform/versioned-cache.server.ts";

export interface ListCardPhotosOptions {
  db: Database;
  /** The cards' listings (a page's worth: read by primary key). */
  listingIds: readonly string[];
  /** Remembers the answer per listings version (services.cache); absent: always query. */
  cache?: VersionedCache;
}

/**
 * Every photo of each public listing named, for cards whose cover opens the full-screen viewer (the home
 * page's featured grid, docs/product/browse-and-search.md, Listing card). A card itself carries only its cover.
 */
export async function listCardPhotos({
  db,
  listingIds,
  cache,
}: ListCardPhotosOptions): Promise<Record<string, string[]>> {
  if (listingIds.length === 0) return {};
  const query = async () => {
    const rows = await db
      .select({ id: listings.id, images: listings.images })
      .from(listings)
      .where(and(inArray(listings.id, [...listingIds]), isPublicListing()));
    return Object.fromEntries(rows.map((row) => [row.id, row.images]));
  };
  return cache ? cache.searchPages.remember(JSON.stringify(["card-photos", listingIds]), query) : query();
}
