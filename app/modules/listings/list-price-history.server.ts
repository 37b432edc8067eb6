import { asc, eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { listingPriceChanges } from "#app/db/schema.ts";

/** A listing's prices over time: what it was listed at, then each change, oldest first. */
export interface PriceHistory {
  listed: { priceCents: number; at: Date };
  changes: { priceCents: number; at: Date }[];
}

/** At most this many changes are shown (the latest ones): a history, not an audit log. */
const maxChanges = 50;

export interface ListPriceHistoryOptions {
  db: Database;
  listing: { id: string; priceCents: number; createdAt: Date };
}

/**
 * The listing page's 'Price history' (docs/product/buyers-come-back.md): the price it was listed at is
 * the first recorded change's old price (or today's, never changed), at the listing's date.
 */
export async function listPriceHistory({ db, listing }: ListPriceHistoryOptions): Promise<PriceHistory> {
  const rows = await db
    .select({
      oldPriceCents: listingPriceChanges.oldPriceCents,
      priceCents: listingPriceChanges.newPriceCents,
      at: listingPriceChanges.changedAt,
    })
    .from(listingPriceChanges)
    .where(eq(listingPriceChanges.listingId, listing.id))
    .orderBy(asc(listingPriceChanges.changedAt), asc(listingPriceChanges.id));
  const listedAt = rows[0]?.oldPriceCents ?? listing.priceCents;
  return {
    listed: { priceCents: listedAt, at: listing.createdAt },
    changes: rows.slice(-maxChanges).map(({ priceCents, at }) => ({ priceCents, at })),
  };
}
