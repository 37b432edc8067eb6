import { desc } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { listings } from "#app/db/schema.ts";
import { listingCardColumns } from "./listing-card-columns.server.ts";
import type { ListingSummary } from "./listing-summary.ts";
import { isPublicListing } from "./listing-visibility.server.ts";

export interface ListNewestListingsOptions {
  db: Database;
  limit: number;
}

/** The newest public listings, newest first with a stable tie-break on id. */
export async function listNewestListings({ db, limit }: ListNewestListingsOptions): Promise<ListingSummary[]> {
  return db
    .select(listingCardColumns)
    .from(listings)
    .where(isPublicListing())
    .orderBy(desc(listings.createdAt), desc(listings.id))
    .limit(limit);
}
