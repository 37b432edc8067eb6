import { eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { listingPriceChanges, listings } from "#app/db/schema.ts";
import type { Money } from "#app/modules/currencies/currencies.ts";
import { enqueuePriceDropMails } from "#app/modules/favorites/enqueue-price-drop-mails.server.ts";

export interface RecordPriceChangeOptions {
  /** The transaction that changes the price (docs/product/buyers-come-back.md: recorded in it). */
  tx: Database;
  baseUrl: string;
  listingId: string;
  oldPrice: Money;
  newPrice: Money;
}

/**
 * Records a change of the listing's asking price with its time, keeps the listing's latest drop (set on a
 * drop, cleared on a rise) and, on a drop of a public listing, writes the price-drop mails of the buyers who
 * saved it. Nothing happens when the price stays. A price restated in another currency is no drop nor rise: the
 * latest drop is cleared, and the history goes on in the new currency. Returns how many mails were written (the
 * caller wakes the mail worker after the commit).
 */
export async function recordPriceChange({
  tx,
  baseUrl,
  listingId,
  oldPrice,
  newPrice,
}: RecordPriceChangeOptions): Promise<number> {
  const noDrop = { lastPriceDropAt: null, lastPriceDropCents: null };
  if (oldPrice.currency !== newPrice.currency) {
    await tx.update(listings).set(noDrop).where(eq(listings.id, listingId));
    return 0;
  }
  if (oldPrice.cents === newPrice.cents) return 0;
  const [change] = await tx
    .insert(listingPriceChanges)
    .values({ listingId, oldPriceCents: oldPrice.cents, newPriceCents: newPrice.cents, currency: newPrice.currency })
    .returning({ changedAt: listingPriceChanges.changedAt });
  const isDrop = newPrice.cents < oldPrice.cents;
  await tx
    .update(listings)
    .set(
      isDrop
        ? { lastPriceDropAt: change?.changedAt ?? new Date(), lastPriceDropCents: oldPrice.cents - newPrice.cents }
        : noDrop,
    )
    .where(eq(listings.id, listingId));
  if (!isDrop) return 0;
  return enqueuePriceDropMails({ tx, baseUrl, listingId, oldPrice, newPrice });
}
