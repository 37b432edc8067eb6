// Builder perks (docs/product/payments.md): a user with an active builder profile gets their first 3
// camper listings free and 20% off every listing after the third. "First" counts from the package: listings bought
// since the user's oldest active profile was created (a new package year starts a new count).
import { and, count, eq, gt, gte, min, ne, or, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { builders, listingRenewals, paymentSessions } from "#app/db/schema.ts";
import { builderPackage } from "./catalogue.ts";

export interface ListingPerks {
  /** Listings bought under the package so far (paid listing sessions, free ones once used; not renewals). */
  listingsBought: number;
  /** Free listings left (0 to 3). */
  freeListingsLeft: number;
  /** Percent off every listing once the free ones are used. */
  discountPercent: number;
}

export interface GetListingPerksOptions {
  db: Pick<Database, "select">;
  userId: string;
}

/** The user's builder perks for camper listings, or null without an active (approved, unexpired) profile. */
export async function getListingPerks({ db, userId }: GetListingPerksOptions): Promise<ListingPerks | null> {
  const [profile] = await db
    .select({ since: min(builders.createdAt) })
    .from(builders)
    .where(
      and(
        eq(builders.userId, userId),
        eq(builders.isActive, true),
        eq(builders.isApproved, true),
        gt(builders.expiresAt, sql`now()`),
      ),
    );
  if (!profile?.since) return null;
  const [bought] = await db
    .select({ n: count() })
    .from(paymentSessions)
    .where(
      and(
        eq(paymentSessions.userId, userId),
        eq(paymentSessions.kind, "listing"),
        eq(paymentSessions.status, "paid"),
        gte(paymentSessions.createdAt, profile.since),
        // A free listing not submitted yet is still on offer, not bought (there is at most one).
        or(ne(paymentSessions.amountCents, 0), sql`${paymentSessions.usedAt} is not null`),
        // A renewal extends a listing already counted; it is not another listing.
        sql`not exists (select 1 from ${listingRenewals} where ${listingRenewals.paymentSessionId} = ${paymentSessions.id})`,
      ),
    );
  const listingsBought = bought?.n ?? 0;
  return {
    listingsBought,
    freeListingsLeft: Math.max(0, builderPackage.freeListings - listingsBought),
    discountPercent: builderPackage.listingDiscountPercent,
  };
}

/** A catalogue price with the builder discount, in whole cents (rounded half up). */
export function discountedCents(priceCents: number, discountPercent: number): number {
  return Math.round((priceCents * (100 - discountPercent)) / 100);
}
