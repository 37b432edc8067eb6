import type { Database } from "#app/db/client.server.ts";
import type { Geocoder } from "#app/modules/geo/geocoder.ts";
import type { ListingSummary } from "#app/modules/listings/listing-summary.ts";
import type { VersionedCache } from "#app/modules/platform/versioned-cache.server.ts";
import { searchPageSizes } from "./listing-page.ts";
import { readSearchQuery } from "./read-search-query.server.ts";
import { rememberListingSearch } from "./run-listing-search.server.ts";

/** Cards in 'Recently listed'. */
export const recentListingsCount = 6;

export interface ListRecentListingsOptions {
  db: Database;
  /** The search wants one; the newest listings are searched by no place. */
  geocoder: Geocoder;
  /** Remembers the page per listings version (services.cache); absent: always query. */
  cache?: VersionedCache;
  /** Listings the page shows already (its featured cards, at most 6): left out. */
  excludeIds?: readonly string[];
}

/**
 * The home page's 'Recently listed' (docs/product/browse-and-search.md, Home): the 6 newest public listings
 * the page does not show already. One indexed page of 12, newest first: the walk /listings takes without
 * filters, remembered per listings version.
 */
export async function listRecentListings({
  db,
  geocoder,
  cache,
  excludeIds = [],
}: ListRecentListingsOptions): Promise<ListingSummary[]> {
  // Read as /listings reads its address without filters.
  const query = readSearchQuery(new URLSearchParams());
  if (!query.ok) throw new Error("a search without filters is always valid");
  const page = await rememberListingSearch({
    db,
    geocoder,
    input: query.data,
    pageSize: searchPageSizes.home,
    cache,
  });
  const shown = new Set(excludeIds);
  return page.listings.filter((listing) => !shown.has(listing.id)).slice(0, recentListingsCount);
}
