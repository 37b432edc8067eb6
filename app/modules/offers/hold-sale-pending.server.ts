import { eq, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { listings } from "#app/db/schema.ts";
import { recordListingEvent } from "#app/modules/webhooks/record-listing-event.server.ts";

/** How long an accepted offer holds a listing before it reopens by itself (docs/product/making-the-deal.md). */
export const salePendingDays = 7;

/**
 * Marks a listing "Sale pending" for the offer just accepted: out of default search for seven days, and not yet
 * extended. Called inside the accepting transaction, under the listing's row lock the caller already holds, so the
 * hold, the accepted offer and the seller's `listing.updated` (its status now `sale_pending`) commit together.
 */
export async function holdForAcceptedOffer(tx: Database, listingId: string): Promise<void> {
  const [held] = await tx
    .update(listings)
    .set({ salePendingUntil: sql`now() + make_interval(days => ${salePendingDays})`, salePendingExtended: false })
    .where(eq(listings.id, listingId))
    .returning({ id: listings.id, userId: listings.userId });
  if (held) await recordListingEvent(tx, "listing.updated", held);
}
