import { and, asc, eq, gt, lt, ne, or, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import type { IntegrityEvidence } from "#app/db/integrity-schema.ts";
import { listings } from "#app/db/schema.ts";

export interface VinElsewhereListing {
  id: string;
  userId: string | null;
  vin: string | null;
  createdAt: Date;
}

/** The other listings named in a flag, at most. */
const maxOtherListings = 10;

/**
 * The same VIN on another seller's active listing published before this one (docs/product/integrity-checks.md, VIN):
 * the later listing is the one flagged, so a seller whose VIN was copied is not flagged for it. Read through the
 * listings' VIN index.
 */
export async function findVinElsewhere(db: Database, listing: VinElsewhereListing): Promise<IntegrityEvidence | null> {
  if (listing.vin === null) return null;
  const others = await db
    .select({ id: listings.id })
    .from(listings)
    .where(
      and(
        eq(listings.vin, listing.vin),
        ne(listings.id, listing.id),
        sql`${listings.userId} is distinct from ${listing.userId}`,
        eq(listings.isActive, true),
        gt(listings.expiresAt, sql`now()`),
        or(
          lt(listings.createdAt, listing.createdAt),
          and(eq(listings.createdAt, listing.createdAt), lt(listings.id, listing.id)),
        ),
      ),
    )
    .orderBy(asc(listings.createdAt))
    .limit(maxOtherListings);
  if (others.length === 0) return null;
  return { kind: "vin_elsewhere", vin: listing.vin, otherListingIds: others.map((other) => other.id) };
}
