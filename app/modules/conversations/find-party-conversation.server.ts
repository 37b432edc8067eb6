import { and, eq, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { accountBlocks, type ConversationRole, conversations } from "#app/db/conversations-schema.ts";
import type { MailRecipient } from "#app/modules/mail/mail-recipient.ts";
import { conversationIdSchema } from "./conversation-message.schema.ts";
import {
  buyerAccount,
  conversationPartyColumns,
  conversationPartyNames,
  type PartyNames,
  sellerAccount,
} from "./conversation-parties.server.ts";
import { isPartyTo } from "./unread.server.ts";

export interface PartyConversation {
  id: string;
  listingId: string | null;
  listingTitle: string;
  /** The asker's side. */
  role: ConversationRole;
  myName: string;
  /** The other party's account; null for a buyer who wrote through the contact form. */
  otherId: string | null;
  otherName: string;
  /** The other party deleted their account: the conversation still reads, but nobody answers it any more. */
  isOtherDeleted: boolean;
  /** Where the mail about a new message goes, in the other party's language; never shown to the asker (null once deleted). */
  otherAccount: MailRecipient | null;
  /** Only for the seller of a contact-form conversation: what the buyer gave to be answered at. */
  buyerEmail: string | null;
  buyerPhone: string | null;
  /** The asker blocks the other party. */
  hasBlocked: boolean;
  /** The other party blocks the asker. */
  isBlockedBy: boolean;
  /** The other side's latest message, and the asker's reading time (docs/product/conversations.md, "Unread"). */
  lastOtherMessageAt: Date | null;
  readAt: Date | null;
}

/**
 * The conversation `rawId` names, when `viewerId` is one of its two parties; null otherwise — for a
 * malformed id, an unknown one and one of other people alike, administrators included, so a guess
 * learns nothing.
 */
export async function findPartyConversation(
  db: Database,
  rawId: unknown,
  viewerId: string,
  names: PartyNames = {},
): Promise<PartyConversation | null> {
  const id = conversationIdSchema.safeParse(rawId);
  if (!id.success) return null;
  const [row] = await db
    .select({
      ...conversationPartyColumns,
      buyerEmail: conversations.buyerEmail,
      buyerPhone: conversations.buyerPhone,
      lastBuyerMessageAt: conversations.lastBuyerMessageAt,
      lastSellerMessageAt: conversations.lastSellerMessageAt,
      buyerReadAt: conversations.buyerReadAt,
      sellerReadAt: conversations.sellerReadAt,
      hasBlocked: sql<boolean>`exists (select 1 from ${accountBlocks} where ${accountBlocks.blockerId} = ${viewerId} and ${accountBlocks.blockedId} = (case when ${conversations.sellerId} = ${viewerId} then ${conversations.buyerId} else ${conversations.sellerId} end))`,
      isBlockedBy: sql<boolean>`exists (select 1 from ${accountBlocks} where ${accountBlocks.blockedId} = ${viewerId} and ${accountBlocks.blockerId} = (case when ${conversations.sellerId} = ${viewerId} then ${conversations.buyerId} else ${conversations.sellerId} end))`,
    })
    .from(conversations)
    .innerJoin(sellerAccount, eq(sellerAccount.id, conversations.sellerId))
    .leftJoin(buyerAccount, eq(buyerAccount.id, conversations.buyerId))
    .where(and(eq(conversations.id, id.data), isPartyTo(viewerId)))
    .limit(1);
  if (!row) return null;
  const isSeller = row.sellerId === viewerId;
  const { sellerName, buyerName } = conversationPartyNames(row, names);
  const isOtherDeleted = (isSeller ? row.buyerAccountDeletedAt : row.sellerDeletedAt) !== null;
  return {
    id: row.id,
    listingId: row.listingId,
    listingTitle: row.listingTitle,
    role: isSeller ? "seller" : "buyer",
    myName: isSeller ? sellerName : buyerName,
    otherId: isSeller ? row.buyerId : row.sellerId,
    otherName: isSeller ? buyerName : sellerName,
    isOtherDeleted,
    otherAccount: isOtherDeleted
      ? null
      : isSeller
        ? row.buyerAccountEmail && row.buyerAccountLocale
          ? { email: row.buyerAccountEmail, locale: row.buyerAccountLocale }
          : null
        : { email: row.sellerEmail, locale: row.sellerLocale },
    buyerEmail: isSeller ? row.buyerEmail : null,
    buyerPhone: isSeller ? row.buyerPhone : null,
    hasBlocked: Boolean(row.hasBlocked),
    isBlockedBy: Boolean(row.isBlockedBy),
    lastOtherMessageAt: isSeller ? row.lastBuyerMessageAt : row.lastSellerMessageAt,
    readAt: isSeller ? row.sellerReadAt : row.buyerReadAt,
  };
}
