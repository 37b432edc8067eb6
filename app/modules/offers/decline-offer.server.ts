import { eq, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { offers } from "#app/db/deal-schema.ts";
import { offerFailures } from "./offer-failures.ts";
import { findPartyOffer, lockOpenOffer } from "./party-offer.server.ts";
import { recordOfferStep } from "./record-offer-step.server.ts";

export interface DeclineOfferOptions {
  db: Database;
  baseUrl: string;
  /** Wakes the mail worker; called after the commit. */
  notifyOutbox(): void;
  /** Unvalidated (a URL parameter). */
  offerId: string;
  userId: string;
}

/**
 * The other party declines an open offer within its time (docs/product/making-the-deal.md, "Offers"): the seller a
 * buyer's offer, the buyer the seller's counter; a step in the thread and a mail. Declining needs no listing: it
 * ends the offer whatever became of the camper. Throws the offers' AppErrors.
 */
export async function declineOffer({
  db,
  baseUrl,
  notifyOutbox,
  offerId,
  userId,
}: DeclineOfferOptions): Promise<{ conversationId: string }> {
  const { offer, conversation } = await findPartyOffer(db, offerId, userId);
  if (conversation.role === offer.madeBy) throw offerFailures.notYourTurn();
  await db.transaction(async (tx) => {
    await lockOpenOffer(tx, offer.id);
    const [declined] = await tx
      .update(offers)
      .set({ status: "declined", decidedAt: sql`now()` })
      .where(eq(offers.id, offer.id))
      .returning();
    if (!declined) throw offerFailures.notOpen();
    await recordOfferStep(tx, { offer: declined, event: "declined", senderRole: conversation.role, baseUrl });
  });
  notifyOutbox();
  return { conversationId: offer.conversationId };
}
