import { desc, eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { type ListingTierId, listings } from "#app/db/schema.ts";
import { listingTiers } from "#app/modules/billing/catalogue.ts";
import { firstImage } from "./listing-card-columns.server.ts";

export interface ListOwnListingsOptions {
  db: Database;
  userId: string;
}

/** What the owner's pages show of each listing, whatever its state (the owner sees expired ones too). */
export interface OwnListing {
  id: string;
  title: string;
  make: string;
  model: string;
  year: number;
  priceCents: number;
  location: string;
  image: string | null;
  tier: ListingTierId;
  /** The tier's name as the pages show it ('Roam'). */
  tierName: string;
  expiresAt: Date;
  isActive: boolean;
  isApproved: boolean;
  isFeatured: boolean;
  featuredUntil: Date | null;
  renewalCount: number;
  createdAt: Date;
}

/** Most a seller's page lists; nobody sells this many campers at once. */
const maxOwnListings = 500;

/** The user's listings, newest first (seller spec §7: filtered by user_id). */
export async function listOwnListings({ db, userId }: ListOwnListingsOptions): Promise<OwnListing[]> {
  const rows = await db
    .select({
      id: listings.id,
      title: listings.title,
      make: listings.make,
      model: listings.model,
      year: listings.year,
      priceCents: listings.priceCents,
      location: listings.location,
      image: firstImage(listings.images),
      tier: listings.tier,
      expiresAt: listings.expiresAt,
      isActive: listings.isActive,
      isApproved: listings.isApproved,
      isFeatured: listings.isFeatured,
      featuredUntil: listings.featuredUntil,
      renewalCount: listings.renewalCount,
      createdAt: listings.createdAt,
    })
    .from(listings)
    .where(eq(listings.userId, userId))
    .orderBy(desc(listings.createdAt), desc(listings.id))
    .limit(maxOwnListings);
  return rows.map((row) => ({ ...row, tierName: listingTiers[row.tier]?.name ?? row.tier }));
}
