import { desc, eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { type ConversationRole, conversationMessages } from "#app/db/conversations-schema.ts";
import { threadMessageLimit } from "./conversation-rules.ts";
import { knownScamSignals, type ScamSignalId } from "./scam-signals.ts";

export interface ThreadMessage {
  id: string;
  isMine: boolean;
  body: string;
  createdAt: Date;
  /** What the safety notice above the message explains; only ever for the recipient, never for the sender. */
  scamSignals: ScamSignalId[];
}

/**
 * The newest messages of a conversation, oldest first, as `viewerRole` sees them. The caller has checked
 * that the viewer is a party (findPartyConversation).
 */
export async function listThreadMessages(
  db: Database,
  conversationId: string,
  viewerRole: ConversationRole,
): Promise<ThreadMessage[]> {
  const rows = await db
    .select()
    .from(conversationMessages)
    .where(eq(conversationMessages.conversationId, conversationId))
    .orderBy(desc(conversationMessages.createdAt), desc(conversationMessages.id))
    .limit(threadMessageLimit);
  return rows.reverse().map((row) => {
    const isMine = row.senderRole === viewerRole;
    return {
      id: row.id,
      isMine,
      body: row.body,
      createdAt: row.createdAt,
      scamSignals: isMine ? [] : knownScamSignals(row.scamSignals),
    };
  });
}
