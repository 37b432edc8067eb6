import { and, eq, or, type SQL, sql } from "drizzle-orm";
import { conversations } from "#app/db/conversations-schema.ts";

// docs/product/conversations.md, "Unread": a conversation is unread for a party while the other side's
// latest message is newer than the party's reading time.

/** The conversations `userId` is a party to (each side has its own index). */
export function isPartyTo(userId: string): SQL {
  return or(eq(conversations.sellerId, userId), eq(conversations.buyerId, userId)) as SQL;
}

/** Whether the conversation is unread for `userId` (who must be a party to it). */
export function isUnreadFor(userId: string): SQL {
  return or(
    and(
      eq(conversations.sellerId, userId),
      sql`${conversations.lastBuyerMessageAt} > coalesce(${conversations.sellerReadAt}, '-infinity')`,
    ),
    and(
      eq(conversations.buyerId, userId),
      sql`${conversations.lastSellerMessageAt} > coalesce(${conversations.buyerReadAt}, '-infinity')`,
    ),
  ) as SQL;
}
