// Days on market that survive a relist (docs/product/making-the-deal.md, "Days on market"). A listing counts from
// the first listing of the same camper: an earlier listing with its VIN (whoever listed it, whenever), or the same
// seller's listing of the same make, model and year that ended (sold, expired, deleted) within the relist window or
// is still up. Earlier listings are read from `listings` (still held: live, expired, sold) and from `ended_listings`
// (deleted). Each listing keeps the time it inherited, so a chain of relists counts from its first link.
import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "#app/db/client.server.ts";
import { endedListings } from "#app/db/deal-schema.ts";
import { listings } from "#app/db/schema.ts";

/** A seller's camper relisted within this many days of its last listing's end keeps counting from its first. */
export const relistWindowDays = 30;

/** The camper a listing about to be published is of. */
export interface ListedCamper {
  userId: string;
  /** Normalized, as stored; null when the seller gave none. */
  vin: string | null;
  make: string;
  model: string;
  year: number;
}

/**
 * When `camper` was first listed, as the value of a new listing's `first_listed_at`: the earliest `first_listed_at`
 * of its earlier listings, else now (the transaction's time, the listing's own `created_at`). Two listings that both
 * carry a VIN, and different ones, are different campers whatever their make, model and year.
 */
export function firstListedAtOf(camper: ListedCamper): SQL<Date> {
  const since = sql`now() - make_interval(days => ${relistWindowDays})`;
  const sameCamper = (row: {
    vin: AnyPgColumn;
    userId: AnyPgColumn;
    make: AnyPgColumn;
    model: AnyPgColumn;
    year: AnyPgColumn;
  }) => {
    const sameVin = camper.vin === null ? sql`false` : sql`${row.vin} = ${camper.vin}`;
    const noVinTellsApart = camper.vin === null ? sql`true` : sql`${row.vin} is null`;
    const sameSellersCamper = sql`${row.userId} = ${camper.userId} and lower(${row.make}) = lower(${camper.make})
      and lower(${row.model}) = lower(${camper.model}) and ${row.year} = ${camper.year} and ${noVinTellsApart}`;
    return { sameVin, sameSellersCamper };
  };
  const held = sameCamper(listings);
  const deleted = sameCamper(endedListings);
  // A listing still held ended when it was sold, or when it expired; one still up has not ended yet.
  const heldEndedAt = sql`coalesce(${listings.soldAt}, least(${listings.expiresAt}, now()))`;
  return sql<Date>`coalesce((select min(earlier.first_listed_at) from (
      select ${listings.firstListedAt} as first_listed_at from ${listings}
        where ${held.sameVin} or (${held.sameSellersCamper} and ${heldEndedAt} >= ${since})
      union all
      select ${endedListings.firstListedAt} from ${endedListings}
        where ${deleted.sameVin} or (${deleted.sameSellersCamper} and ${endedListings.endedAt} >= ${since})
    ) as earlier), now())`;
}

/**
 * Writes the deleted listing's camper to `ended_listings`, in the deletion's transaction, so that a relist of it
 * keeps counting. It ended when it was sold, when it expired, or now.
 */
export async function recordEndedListing(
  tx: Database,
  listing: {
    id: string;
    userId: string | null;
    vin: string | null;
    make: string;
    model: string;
    year: number;
    firstListedAt: Date;
    soldAt: Date | null;
    expiresAt: Date;
  },
): Promise<void> {
  const endedAt = listing.soldAt ?? sql`least(${listing.expiresAt.toISOString()}::timestamptz, now())`;
  await tx.insert(endedListings).values({
    listingId: listing.id,
    userId: listing.userId,
    vin: listing.vin,
    make: listing.make,
    model: listing.model,
    year: listing.year,
    firstListedAt: listing.firstListedAt,
    endedAt,
  });
}

/** Whole days from `from` to `until` (now by default), never below 0: 'Listed 23 days ago', '40 days on market'. */
export function wholeDaysBetween(from: AnyPgColumn | SQL, until: AnyPgColumn | SQL = sql`now()`): SQL<number> {
  return sql<number>`greatest(floor(extract(epoch from (${until} - ${from})) / 86400), 0)::integer`.mapWith(Number);
}
