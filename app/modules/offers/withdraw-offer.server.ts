import { endOpenOffer } from "./end-open-offer.server.ts";
import { offerFailures } from "./offer-failures.ts";
import { findPartyOffer, type PartyOfferStepOptions } from "./party-offer.server.ts";

export type WithdrawOfferOptions = PartyOfferStepOptions;

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
  await endOpenOffer(db, { offerId: offer.id, ending: "withdrawn", senderRole: conversation.role, baseUrl });
  notifyOutbox();
  return { conversationId: offer.conversationId };
}
