import type { Database } from "#app/db/client.server.ts";
import { AppError } from "#app/lib/app-error.ts";
import { appendMessage } from "./append-message.server.ts";
import { refuseBlocked } from "./block-state.server.ts";
import {
  type ConversationRateLimits,
  consumeConversationLimits,
  conversationRateLimits,
  replyHits,
} from "./conversation-rate-limits.server.ts";
import { findPartyConversation } from "./find-party-conversation.server.ts";

export interface ReplyToConversationOptions {
  db: Database;
  baseUrl: string;
  notifyOutbox(): void;
  conversationId: string;
  senderId: string;
  /** Validated by `threadActionSchema`. */
  message: string;
  limits?: ConversationRateLimits;
}

/**
 * Either party answers in a conversation (docs/product/conversations.md, "Thread"); it keeps working after
 * the listing stopped being public. Throws AppError `not-found` (not a party, or no such conversation),
 * `conflict` (a contact-form buyer, answered by e-mail; the other party deleted their account), `forbidden` (a
 * block) or `rate-limited`.
 */
export async function replyToConversation({
  db,
  baseUrl,
  notifyOutbox,
  conversationId,
  senderId,
  message,
  limits = conversationRateLimits,
}: ReplyToConversationOptions): Promise<void> {
  const conversation = await findPartyConversation(db, conversationId, senderId);
  if (!conversation) throw new AppError("not-found", "conversations.error.notFound");
  if (!conversation.otherId) throw new AppError("conflict", "conversations.error.answerByEmailOnly");
  if (conversation.isOtherDeleted) throw new AppError("conflict", "conversations.error.otherDeleted");
  refuseBlocked(conversation);
  await consumeConversationLimits(db, replyHits(limits, conversation.id, senderId));
  await db.transaction((tx) =>
    appendMessage({
      tx,
      baseUrl,
      conversationId: conversation.id,
      listingTitle: conversation.listingTitle,
      senderRole: conversation.role,
      senderName: conversation.myName,
      body: message,
      isFirstMessage: false,
      recipient: conversation.otherAccount,
    }),
  );
  notifyOutbox();
}
