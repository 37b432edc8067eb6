import { and, desc, eq, exists, isNotNull } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { type ListingTierId, listingIntegrity, listings } from "#app/db/schema.ts";
import { listingTiers } from "#app/modules/billing/catalogue.ts";
import { listingCardColumns } from "./listing-card-columns.server.ts";
import type { OwnListingItem } from "./own-listing-status.ts";

export interface ListOwnListingsOptions {
  db: Database;
  userId: string;
}

/** What the owner's pages show of each listing, whatever its state (the owner sees expired ones too). */
export interface OwnListing extends OwnListingItem {
  tier: ListingTierId;
  expiresAt: Date;
  featuredUntil: Date | null;
  createdAt: Date;
}

/** Most a seller's page lists; nobody sells this many campers at once. */
const maxOwnListings = 500;

/** The user's listings, whatever their state, newest first (docs/product/selling.md, My listings). */
export async function listOwnListings({ db, userId }: ListOwnListingsOptions): Promise<OwnListing[]> {
  const rows = await db
    .select({
      ...listingCardColumns,
      tier: listings.tier,
      expiresAt: listings.expiresAt,
      isActive: listings.isActive,
      isApproved: listings.isApproved,
      soldAt: listings.soldAt,
      moderationState: listings.moderationState,
      featuredUntil: listings.featuredUntil,
      renewalCount: listings.renewalCount,
      createdAt: listings.createdAt,
      isHeldByChecks: exists(
        db
          .select({ listingId: listingIntegrity.listingId })
          .from(listingIntegrity)
          .where(and(eq(listingIntegrity.listingId, listings.id), isNotNull(listingIntegrity.heldAt))),
      ).mapWith(Boolean),
    })
    .from(listings)
    .where(eq(listings.userId, userId))
    .orderBy(desc(listings.createdAt), desc(listings.id))
    .limit(maxOwnListings);
  return rows.map((row) => ({ ...row, tierName: listingTiers[row.tier]?.name ?? row.tier }));
}
