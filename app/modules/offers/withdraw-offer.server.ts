import { eq, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { offers } from "#app/db/deal-schema.ts";
import { offerFailures } from "./offer-failures.ts";
import { findPartyOffer, lockOpenOffer } from "./party-offer.server.ts";
import { recordOfferStep } from "./record-offer-step.server.ts";

export interface WithdrawOfferOptions {
  db: Database;
  baseUrl: string;
  /** Wakes the mail worker; called after the commit. */
  notifyOutbox(): void;
  /** Unvalidated (a URL parameter). */
  offerId: string;
  userId: string;
}

/**
 * The maker of an open offer takes it back before it is answered or expires (docs/product/making-the-deal.md,
 * "Offers"): a buyer their offer, the seller their counter; a step in the thread and a mail to the other party. The
 * buyer may then make another. Throws the offers' AppErrors.
 */
export async function withdrawOffer({
  db,
  baseUrl,
  notifyOutbox,
  offerId,
  userId,
}: WithdrawOfferOptions): Promise<{ conversationId: string }> {
  const { offer, conversation } = await findPartyOffer(db, offerId, userId);
  if (conversation.role !== offer.madeBy) throw offerFailures.notYours();
  await db.transaction(async (tx) => {
    await lockOpenOffer(tx, offer.id);
    const [withdrawn] = await tx
      .update(offers)
      .set({ status: "withdrawn", decidedAt: sql`now()` })
      .where(eq(offers.id, offer.id))
      .returning();
    if (!withdrawn) throw offerFailures.notOpen();
    await recordOfferStep(tx, { offer: withdrawn, event: "withdrawn", senderRole: conversation.role, baseUrl });
  });
  notifyOutbox();
  return { conversationId: offer.conversationId };
}
