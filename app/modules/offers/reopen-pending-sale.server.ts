import { and, eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { listings, offers } from "#app/db/schema.ts";
import { listFavoriteMailRecipients } from "#app/modules/favorites/favorite-mail-recipients.server.ts";
import { enqueueMail } from "#app/modules/mail/enqueue-mail.server.ts";
import { recordListingEvent } from "#app/modules/webhooks/record-listing-event.server.ts";
import { recordOfferStep } from "./record-offer-step.server.ts";
import { saleReopenedMail } from "./sale-reopened-mail.ts";

export interface ReopenPendingSaleOptions {
  /** A listing whose row the caller locked in this transaction, with a sale pending. */
  listingId: string;
  /** BASE_URL: the links of the mails. */
  baseUrl: string;
  /** The seller chose to reopen it ('Reopen now'); false when its time ran out or an administrator reopened it. */
  isSellersStep: boolean;
}

/**
 * Ends a pending sale in `tx` (docs/product/making-the-deal.md, Sale pending): the listing is back in search (its
 * seller's webhooks told by `listing.updated`), its accepted offer `lapsed` with a thread message (mailed to the
 * buyer), and the buyers who saved it told in their language, those with the favourites' mail on (the 'Sold' mail's
 * preference). The caller wakes the mail worker after the commit.
 */
export async function reopenPendingSale(
  tx: Database,
  { listingId, baseUrl, isSellersStep }: ReopenPendingSaleOptions,
): Promise<void> {
  const [reopened] = await tx
    .update(listings)
    .set({ salePendingUntil: null, salePendingExtended: false })
    .where(eq(listings.id, listingId))
    .returning({ id: listings.id, userId: listings.userId });
  if (reopened) await recordListingEvent(tx, "listing.updated", reopened);
  const [lapsed] = await tx
    .update(offers)
    .set({ status: "lapsed" })
    .where(and(eq(offers.listingId, listingId), eq(offers.status, "accepted")))
    .returning();
  if (lapsed) {
    // Told from the seller's side: the buyer is the one whose deal it was.
    await recordOfferStep(tx, {
      offer: lapsed,
      event: "lapsed",
      senderRole: "seller",
      baseUrl,
      isAutomatic: !isSellersStep,
    });
  }
  for (const { email: to, locale, unsubscribeToken, listing } of await listFavoriteMailRecipients(tx, listingId)) {
    await enqueueMail(tx, saleReopenedMail({ baseUrl, to, locale, unsubscribeToken, listing }));
  }
}
