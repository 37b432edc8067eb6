import { desc, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { listings } from "#app/db/schema.ts";
import type { ListingSummary } from "./listing-summary.ts";
import { isFeaturedListing, isPublicListing } from "./listing-visibility.server.ts";

export interface ListNewestListingsOptions {
  db: Database;
  limit: number;
}

/** The newest public listings, newest first with a stable tie-break on id. */
export async function listNewestListings({ db, limit }: ListNewestListingsOptions): Promise<ListingSummary[]> {
  return db
    .select({
      id: listings.id,
      title: listings.title,
      make: listings.make,
      model: listings.model,
      year: listings.year,
      priceCents: listings.priceCents,
      location: listings.location,
      image: sql<string | null>`${listings.images}[1]`,
      isFeatured: sql<boolean>`coalesce(${isFeaturedListing()}, false)`,
    })
    .from(listings)
    .where(isPublicListing())
    .orderBy(desc(listings.createdAt), desc(listings.id))
    .limit(limit);
}
