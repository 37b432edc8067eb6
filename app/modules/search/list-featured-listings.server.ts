import { eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { isFeaturedListing } from "#app/modules/listings/listing-visibility.server.ts";
import { listingOrderFor } from "./listing-order.server.ts";
import { featuredPageSize, type ListingCursor, type ListingPage } from "./listing-page.ts";
import { queryListingPage } from "./query-listing-page.server.ts";

export interface ListFeaturedListingsOptions {
  db: Database;
  /** 12 on /featured (spec §9); the home page shows the first 6. */
  pageSize?: number;
  /** Where the page starts; absent for the first page. */
  cursor?: ListingCursor;
}

/** One page of public listings whose feature window is open, newest first (for /featured and home). */
export async function listFeaturedListings({
  db,
  pageSize = featuredPageSize,
  cursor,
}: ListFeaturedListingsOptions): Promise<ListingPage> {
  return queryListingPage({
    db,
    kind: "featured",
    order: listingOrderFor("newest"),
    cursor,
    pageSize,
    filtersOnWalk: (walked) => [eq(walked.isFeatured, true)],
    filtersOnTable: () => [isFeaturedListing()],
  });
}
