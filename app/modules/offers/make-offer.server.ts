import type { Database } from "#app/db/client.server.ts";
import { admitBuyer, openBuyerConversation } from "#app/modules/conversations/buyer-conversation.server.ts";
import type { ConversationRateLimits } from "#app/modules/conversations/conversation-rate-limits.server.ts";
import type { MakeOfferInput } from "./offer.schema.ts";
import { placeOffer } from "./place-offer.server.ts";

export interface MakeOfferOptions {
  db: Database;
  baseUrl: string;
  /** Wakes the mail worker; called after the commit. */
  notifyOutbox(): void;
  buyerId: string;
  /** Unvalidated (a URL parameter). */
  listingId: string;
  input: MakeOfferInput;
  /** The buyer's client address, from the header Express sets (never from the body). */
  senderIp: string;
  limits?: ConversationRateLimits;
}

/**
 * 'Make an offer' (docs/product/making-the-deal.md, "Offers"), from the listing or from the thread: the buyer's words
 * pass the rules of a message to the seller (a public listing whose seller can receive them, not the buyer's own, no
 * block, the buyer's limits, scam signals on the note), then the buyer's one conversation about the listing is
 * started or continued and the offer placed in it, in one transaction. Returns the conversation to open. Throws
 * AppError: the conversations' refusals, and the offers'.
 */
export async function makeOffer({
  db,
  baseUrl,
  notifyOutbox,
  buyerId,
  listingId,
  input,
  senderIp,
  limits,
}: MakeOfferOptions): Promise<{ conversationId: string }> {
  const admitted = await admitBuyer({ db, buyerId, listingId, senderIp, limits });
  const conversationId = await db.transaction(async (tx) => {
    const { conversationId: id, isNew } = await openBuyerConversation(tx, admitted);
    await placeOffer({
      tx,
      baseUrl,
      conversationId: id,
      listingId: admitted.listingId,
      buyerId,
      sellerId: admitted.sellerId,
      input,
      isFirstMessage: isNew,
    });
    return id;
  });
  notifyOutbox();
  return { conversationId };
}
