import type { Database } from "#app/db/client.server.ts";
import { appendMessage } from "./append-message.server.ts";
import { admitBuyer, openBuyerConversation } from "./buyer-conversation.server.ts";
import type { ConversationRateLimits } from "./conversation-rate-limits.server.ts";

export interface StartConversationOptions {
  db: Database;
  baseUrl: string;
  /** Wakes the mail worker; called after the commit. */
  notifyOutbox(): void;
  buyerId: string;
  listingId: string;
  /** Validated by `startConversationSchema`. */
  message: string;
  /** The buyer's client address, from the header Express sets (never from the body). */
  senderIp: string;
  limits?: ConversationRateLimits;
}

/**
 * A signed-in buyer writes to the seller of a public listing, reached through `contactSeller` (the panel's one
 * way in; docs/product/conversations.md, "Contact panel"): the buyer's one conversation about the listing is
 * started, or continued when it exists, and the seller is mailed a link to it. Throws AppError `not-found` (no such public listing), `conflict` (nobody
 * can receive messages), `forbidden` (the buyer's own listing, or a block) or `rate-limited`.
 */
export async function startConversation({
  db,
  baseUrl,
  notifyOutbox,
  buyerId,
  listingId,
  message,
  senderIp,
  limits,
}: StartConversationOptions): Promise<{ conversationId: string }> {
  const admitted = await admitBuyer({ db, buyerId, listingId, senderIp, limits });
  const conversationId = await db.transaction(async (tx) => {
    const { conversationId: id, isNew } = await openBuyerConversation(tx, admitted);
    await appendMessage({
      tx,
      baseUrl,
      conversationId: id,
      listingTitle: admitted.listingTitle,
      senderRole: "buyer",
      senderName: admitted.buyerName,
      body: message,
      isFirstMessage: isNew,
      recipient: admitted.seller,
    });
    return id;
  });
  notifyOutbox();
  return { conversationId };
}
