// `message.received` (docs/product/open-platform.md, Webhooks): told to the recipient of a message someone wrote in
// a conversation, in the transaction that stores it (appendMessage). An offer's step is told by `offer.updated`.
import { eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { type ConversationRole, conversations } from "#app/db/conversations-schema.ts";
import { recordWebhookEvent } from "./record-webhook-event.server.ts";
import type { MessageEventData } from "./webhook-payload.ts";

export interface RecordMessageReceivedOptions {
  conversationId: string;
  senderRole: ConversationRole;
  /** The sender as the recipient's pages name them. */
  senderName: string;
  text: string;
}

export async function recordMessageReceived(
  tx: Database,
  { conversationId, senderRole, senderName, text }: RecordMessageReceivedOptions,
): Promise<number> {
  const [conversation] = await tx
    .select({ sellerId: conversations.sellerId, buyerId: conversations.buyerId, listingId: conversations.listingId })
    .from(conversations)
    .where(eq(conversations.id, conversationId));
  if (!conversation) return 0;
  const data: MessageEventData = { conversationId, listingId: conversation.listingId, senderRole, senderName, text };
  const recipientId = senderRole === "buyer" ? conversation.sellerId : conversation.buyerId;
  return recordWebhookEvent(tx, { userId: recipientId, event: "message.received", data });
}
