import { asc, eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { listingPriceChanges } from "#app/db/schema.ts";
import type { Money } from "#app/modules/currencies/currencies.ts";

/** A listing's asking prices over time, each in its currency: what it was listed at, then each change, oldest first. */
export interface PriceHistory {
  listed: { price: Money; at: Date };
  changes: { price: Money; at: Date }[];
}

/** At most this many changes are shown (the latest ones): a history, not an audit log. */
const maxChanges = 50;

export interface ListPriceHistoryOptions {
  db: Database;
  listing: { id: string; askingPrice: Money; createdAt: Date };
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
      currency: listingPriceChanges.currency,
      at: listingPriceChanges.changedAt,
    })
    .from(listingPriceChanges)
    .where(eq(listingPriceChanges.listingId, listing.id))
    .orderBy(asc(listingPriceChanges.changedAt), asc(listingPriceChanges.id));
  const first = rows[0];
  return {
    listed: {
      price: first ? { cents: first.oldPriceCents, currency: first.currency } : listing.askingPrice,
      at: listing.createdAt,
    },
    changes: rows
      .slice(-maxChanges)
      .map(({ priceCents, currency, at }) => ({ price: { cents: priceCents, currency }, at })),
  };
}
