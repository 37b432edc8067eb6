import type { Database } from "#app/db/client.server.ts";
import { isFeaturedListing } from "#app/modules/listings/listing-visibility.server.ts";
import type { VersionedCache } from "#app/modules/platform/versioned-cache.server.ts";
import { listingOrderFor } from "./listing-order.server.ts";
import { featuredPageSize, type ListingCardPage, type ListingCursor } from "./listing-page.ts";
import { queryListingPage } from "./query-listing-page.server.ts";

export interface ListFeaturedListingsOptions {
  db: Database;
  /** 12 on /featured; the home page shows the first 6 (docs/product/browse-and-search.md). */
  pageSize?: number;
  /** Where the page starts; absent for the first page. */
  cursor?: ListingCursor;
  /** Remembers pages between requests (services.cache); absent: always query. */
  cache?: VersionedCache;
}

/** One page of public listings whose feature window is open, newest first (for /featured and home). */
export async function listFeaturedListings({
  db,
  pageSize = featuredPageSize,
  cursor,
  cache,
}: ListFeaturedListingsOptions): Promise<ListingCardPage> {
  const query = () => queryFeaturedPage(db, pageSize, cursor);
  return cache ? cache.searchPages.remember(JSON.stringify(["featured", cursor, pageSize]), query) : query();
}

function queryFeaturedPage(
  db: Database,
  pageSize: number,
  cursor: ListingCursor | undefined,
): Promise<ListingCardPage> {
  return queryListingPage({
    db,
    kind: "featured",
    order: listingOrderFor("newest"),
    cursor,
    pageSize,
    // The walk reads the featured listings' own index (listings_public_featured_idx), so it holds
    // nothing else and needs no filter afterwards.
    walkConditions: () => [isFeaturedListing()],
  });
}
