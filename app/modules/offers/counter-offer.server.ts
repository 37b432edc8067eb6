import { eq, sql } from "drizzle-orm";
import { offers } from "#app/db/deal-schema.ts";
import {
  type ConversationRateLimits,
  consumeConversationLimits,
  conversationRateLimits,
  replyHits,
} from "#app/modules/conversations/conversation-rate-limits.server.ts";
import { lockOfferListing } from "./lock-offer-listing.server.ts";
import { offerFailures } from "./offer-failures.ts";
import { counterOfferOpenDays } from "./offer-rules.ts";
import {
  findPartyOffer,
  lockOpenOffer,
  type PartyOfferStepOptions,
  refuseUnreachableParty,
} from "./party-offer.server.ts";
import { recordOfferStep } from "./record-offer-step.server.ts";

export interface CounterOfferOptions extends PartyOfferStepOptions {
  /** Cents of the offer's currency, parsed by `offerActionSchema`. */
  amountCents: number;
  note: string;
  limits?: ConversationRateLimits;
}

/**
 * The seller answers a buyer's open offer with another amount (docs/product/making-the-deal.md, "Offers"): above the
 * offer and no more than the asking price, while the listing still takes offers (public, unsold, no sale pending).
 * The buyer's offer becomes `countered` and the counter is the conversation's open offer for 48 hours, which the
 * buyer may accept or decline; a step in the thread and a mail. A note counts against the seller's reply limits.
 * Throws the offers' AppErrors.
 */
export async function counterOffer({
  db,
  baseUrl,
  notifyOutbox,
  offerId,
  userId,
  amountCents,
  note,
  limits = conversationRateLimits,
}: CounterOfferOptions): Promise<{ counterOfferId: string; conversationId: string }> {
  const { offer, conversation } = await findPartyOffer(db, offerId, userId);
  if (conversation.role !== "seller" || offer.madeBy !== "buyer") throw offerFailures.sellerCountersOnly();
  refuseUnreachableParty(conversation);
  await consumeConversationLimits(db, replyHits(limits, conversation.id, userId));
  const counterOfferId = await db.transaction(async (tx) => {
    const listing = await lockOfferListing(tx, offer.listingId, "share");
    const answered = await lockOpenOffer(tx, offer.id);
    const isAboveAsking = listing.currency === answered.currency && amountCents > listing.askingPriceCents;
    if (amountCents <= answered.amountCents || isAboveAsking) throw offerFailures.counterNotAbove();
    await tx.update(offers).set({ status: "countered", decidedAt: sql`now()` }).where(eq(offers.id, answered.id));
    const [counter] = await tx
      .insert(offers)
      .values({
        conversationId: answered.conversationId,
        listingId: listing.id,
        buyerId: answered.buyerId,
        sellerId: answered.sellerId,
        madeBy: "seller",
        amountCents,
        currency: answered.currency,
        countersOfferId: answered.id,
        expiresAt: sql`now() + make_interval(days => ${counterOfferOpenDays})`,
      })
      .returning();
    if (!counter) throw new Error("The counter-offer insert returned no row");
    await recordOfferStep(tx, { offer: counter, event: "countered", senderRole: "seller", note, baseUrl });
    return counter.id;
  });
  notifyOutbox();
  return { counterOfferId, conversationId: offer.conversationId };
}
