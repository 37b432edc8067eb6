import { endOpenOffer } from "./end-open-offer.server.ts";
import { offerFailures } from "./offer-failures.ts";
import { findPartyOffer, type PartyOfferStepOptions } from "./party-offer.server.ts";

export type DeclineOfferOptions = PartyOfferStepOptions;

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
  await endOpenOffer(db, { offerId: offer.id, ending: "declined", senderRole: conversation.role, baseUrl });
  notifyOutbox();
  return { conversationId: offer.conversationId };
}
