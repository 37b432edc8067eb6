import { eq, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { type ConversationRole, conversationMessages, conversations } from "#app/db/trust-schema.ts";
import { enqueueMail } from "#app/modules/mail/enqueue-mail.server.ts";
import { newMessageMail } from "./new-message-mail.ts";
import { detectScamSignals } from "./scam-signals.ts";

export interface AppendMessageOptions {
  /** The transaction of the whole change, so the message, the conversation's times and the mail go together. */
  tx: Database;
  baseUrl: string;
  conversationId: string;
  listingTitle: string;
  senderRole: ConversationRole;
  senderName: string;
  body: string;
  isFirstMessage: boolean;
  /** Who is told by mail; null when the other side has no account (the contact form mails them itself). */
  recipientEmail: string | null;
}

/**
 * Stores a message with the scam signals it matches, moves the conversation's times (the sender has read
 * everything up to their own message) and queues the mail to the other party.
 */
export async function appendMessage({
  tx,
  baseUrl,
  conversationId,
  listingTitle,
  senderRole,
  senderName,
  body,
  isFirstMessage,
  recipientEmail,
}: AppendMessageOptions): Promise<void> {
  const scamSignals = detectScamSignals(body, { isFirstMessage });
  await tx.insert(conversationMessages).values({ conversationId, senderRole, body, scamSignals });
  await tx
    .update(conversations)
    .set(
      senderRole === "buyer"
        ? { lastMessageAt: sql`now()`, lastBuyerMessageAt: sql`now()`, buyerReadAt: sql`now()` }
        : { lastMessageAt: sql`now()`, lastSellerMessageAt: sql`now()`, sellerReadAt: sql`now()` },
    )
    .where(eq(conversations.id, conversationId));
  if (recipientEmail) {
    await enqueueMail(tx, newMessageMail({ baseUrl, recipientEmail, senderName, listingTitle, conversationId }));
  }
}
