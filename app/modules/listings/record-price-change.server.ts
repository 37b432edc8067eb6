import { eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { listingPriceChanges, listings } from "#app/db/schema.ts";
import { enqueuePriceDropMails } from "#app/modules/favorites/enqueue-price-drop-mails.server.ts";

export interface RecordPriceChangeOptions {
  /** The transaction that changes the price (docs/product/buyers-come-back.md: recorded in it). */
  tx: Database;
  baseUrl: string;
  listingId: string;
  oldPriceCents: number;
  newPriceCents: number;
}

/**
 * Records a change of the listing's asking price with its time, keeps the listing's latest drop (set on a
 * drop, cleared on a rise) and, on a drop of a public listing, writes the price-drop mails of the buyers who
 * saved it. Nothing happens when the price stays. Returns how many mails were written (the caller wakes the
 * mail worker after the commit).
 */
export async function recordPriceChange({
  tx,
  baseUrl,
  listingId,
  oldPriceCents,
  newPriceCents,
}: RecordPriceChangeOptions): Promise<number> {
  if (oldPriceCents === newPriceCents) return 0;
  const [change] = await tx
    .insert(listingPriceChanges)
    .values({ listingId, oldPriceCents, newPriceCents })
    .returning({ changedAt: listingPriceChanges.changedAt });
  const isDrop = newPriceCents < oldPriceCents;
  await tx
    .update(listings)
    .set(
      isDrop
        ? { lastPriceDropAt: change?.changedAt ?? new Date(), lastPriceDropCents: oldPriceCents - newPriceCents }
        : { lastPriceDropAt: null, lastPriceDropCents: null },
    )
    .where(eq(listings.id, listingId));
  if (!isDrop) return 0;
  return enqueuePriceDropMails({ tx, baseUrl, listingId, oldPriceCents, newPriceCents });
}
