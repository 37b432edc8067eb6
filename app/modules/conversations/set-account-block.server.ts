import { and, eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { accountBlocks } from "#app/db/conversations-schema.ts";
import { AppError } from "#app/lib/app-error.ts";
import { findPartyConversation, type PartyConversation } from "./find-party-conversation.server.ts";

export interface SetAccountBlockOptions {
  db: Database;
  conversationId: string;
  /** The asker, a party to the conversation: they block (or unblock) the other party. */
  userId: string;
  isBlocked: boolean;
}

/**
 * Blocks or unblocks the other party of a conversation (docs/product/conversations.md, "Blocking"). The
 * account is named by the conversation, so no account id is ever shown or taken. Idempotent. Throws
 * AppError `not-found` (not a party) or `conflict` (a contact-form buyer has no account to block).
 */
export async function setAccountBlock({
  db,
  conversationId,
  userId,
  isBlocked,
}: SetAccountBlockOptions): Promise<PartyConversation> {
  const conversation = await findPartyConversation(db, conversationId, userId);
  if (!conversation) throw new AppError("not-found", "conversations.error.notFound");
  const { otherId } = conversation;
  if (!otherId) throw new AppError("conflict", "conversations.error.answerByEmailOnly");
  if (isBlocked) {
    await db.insert(accountBlocks).values({ blockerId: userId, blockedId: otherId }).onConflictDoNothing();
  } else {
    await db
      .delete(accountBlocks)
      .where(and(eq(accountBlocks.blockerId, userId), eq(accountBlocks.blockedId, otherId)));
  }
  return { ...conversation, hasBlocked: isBlocked };
}
