import { and, desc, eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { listings } from "#app/db/schema.ts";
import { listingCardColumns } from "#app/modules/listings/listing-card-columns.server.ts";
import type { ListingSummary } from "#app/modules/listings/listing-summary.ts";
import { isPublicListing } from "#app/modules/listings/listing-visibility.server.ts";

/** Campers per page of a profile (docs/product/people-and-trust.md, "Seller profiles"). */
export const profileListingsPageSize = 24;

export interface ProfileListingsPage {
  items: ListingSummary[];
  hasMore: boolean;
}

/** One page of the account's public campers, newest first (over listings_user_id_idx). */
export async function listProfileListings(db: Database, userId: string, page: number): Promise<ProfileListingsPage> {
  const rows = await db
    .select(listingCardColumns)
    .from(listings)
    .where(and(eq(listings.userId, userId), isPublicListing()))
    .orderBy(desc(listings.createdAt), desc(listings.id))
    .limit(profileListingsPageSize + 1)
    .offset((page - 1) * profileListingsPageSize);
  return { items: rows.slice(0, profileListingsPageSize), hasMore: rows.length > profileListingsPageSize };
}
