import { eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { conversations } from "#app/db/conversations-schema.ts";
import type { PartyConversation } from "./find-party-conversation.server.ts";

/**
 * The reader's own read marker, moved when the thread is opened (docs/product/conversations.md, "Unread"):
 * an idempotent write on a private GET, like the payment return pages (ADR 020). It records the other side's
 * latest message the reader was shown, not the current time, so a message arriving meanwhile stays unread.
 */
export async function markConversationRead(db: Database, conversation: PartyConversation): Promise<void> {
  const { lastOtherMessageAt, readAt } = conversation;
  if (!lastOtherMessageAt || (readAt && readAt >= lastOtherMessageAt)) return;
  await db
    .update(conversations)
    .set(conversation.role === "seller" ? { sellerReadAt: lastOtherMessageAt } : { buyerReadAt: lastOtherMessageAt })
    .where(eq(conversations.id, conversation.id));
}
