import { eq, sql } from "drizzle-orm";
import { offers } from "#app/db/deal-schema.ts";
import { isUniqueViolation } from "#app/lib/app-error.ts";
import { closeOpenOffers, lockOpenOffers } from "./close-open-offers.server.ts";
import { holdForAcceptedOffer } from "./hold-sale-pending.server.ts";
import { lockOfferListing } from "./lock-offer-listing.server.ts";
import { offerFailures } from "./offer-failures.ts";
import { findPartyOffer, type PartyOfferStepOptions, refuseUnreachableParty } from "./party-offer.server.ts";
import { recordOfferStep } from "./record-offer-step.server.ts";

export type AcceptOfferOptions = PartyOfferStepOptions;

/**
 * The other party accepts an open offer (docs/product/making-the-deal.md, "Offers"): the seller a buyer's offer, the
 * buyer the seller's counter. In one transaction under the listing's row lock (`for update`), so two accepts on one
 * listing take turns and the second finds the sale pending: the listing must still be public, unsold and not pending;
 * the offer must be open and within its time; it becomes `accepted`, the listing "Sale pending", and every other open
 * offer on the listing is declined (a seller's counter withdrawn), each a step in its thread and a mail. The unique
 * index of accepted offers per listing backs the lock. Throws the offers' AppErrors.
 */
export async function acceptOffer({
  db,
  baseUrl,
  notifyOutbox,
  offerId,
  userId,
}: AcceptOfferOptions): Promise<{ conversationId: string }> {
  const { offer, conversation } = await findPartyOffer(db, offerId, userId);
  if (conversation.role === offer.madeBy) throw offerFailures.notYourTurn();
  refuseUnreachableParty(conversation);
  try {
    await db.transaction(async (tx) => {
      const listing = await lockOfferListing(tx, offer.listingId, "update");
      // Every open offer on the listing, locked before any thread is written, in one order for every accept.
      const open = await lockOpenOffers(tx, listing.id);
      const accepted = open.find((row) => row.offer.id === offer.id);
      if (!accepted) throw offerFailures.notOpen();
      if (accepted.isDue) throw offerFailures.expired();
      const [decided] = await tx
        .update(offers)
        .set({ status: "accepted", decidedAt: sql`now()` })
        .where(eq(offers.id, offer.id))
        .returning();
      if (!decided) throw offerFailures.notOpen();
      await holdForAcceptedOffer(tx, listing.id);
      await recordOfferStep(tx, { offer: decided, event: "accepted", senderRole: conversation.role, baseUrl });
      await closeOpenOffers(
        tx,
        open.filter((other) => other.offer.id !== offer.id),
        baseUrl,
      );
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw offerFailures.salePending();
    throw error;
  }
  notifyOutbox();
  return { conversationId: offer.conversationId };
}
