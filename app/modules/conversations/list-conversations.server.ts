import { desc, eq, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { type ConversationRole, conversationMessages, conversations } from "#app/db/conversations-schema.ts";
import { offers } from "#app/db/deal-schema.ts";
import type { OfferEvent } from "#app/db/offer-vocabulary.ts";
import type { Currency } from "#app/modules/currencies/currencies.ts";
import type { PartyNames } from "./conversation-parties.server.ts";
import {
  buyerAccount,
  conversationPartyColumns,
  conversationPartyNames,
  sellerAccount,
} from "./conversation-parties.server.ts";
import { inboxConversationLimit } from "./conversation-rules.ts";
import { isPartyTo, isUnreadFor } from "./unread.server.ts";

export interface InboxConversation {
  id: string;
  listingId: string | null;
  listingTitle: string;
  role: ConversationRole;
  otherName: string;
  lastMessageAt: Date;
  /** The start of the latest message (the inbox shows one line of it). */
  excerpt: string;
  /** The offer step the latest message tells (docs/product/making-the-deal.md), its excerpt being the note. */
  latestOfferStep: InboxOfferStep | null;
  isUnread: boolean;
  /** A contact-form buyer without an account: the seller answers by e-mail. */
  isAnsweredByEmail: boolean;
}

export interface InboxOfferStep {
  event: OfferEvent;
  isMine: boolean;
  amountCents: number;
  currency: Currency;
}

const excerptLength = 140;

/**
 * The account's conversations, latest message first (docs/product/conversations.md, "Inbox"); an account without a
 * chosen name, and a deleted one, are named as the page says (its language).
 */
export async function listConversations(
  db: Database,
  userId: string,
  names: PartyNames = {},
): Promise<InboxConversation[]> {
  const rows = await db
    .select({
      ...conversationPartyColumns,
      lastMessageAt: conversations.lastMessageAt,
      excerpt: sql<string>`coalesce((select left(${conversationMessages.body}, ${excerptLength + 1}) from ${conversationMessages} where ${conversationMessages.conversationId} = ${conversations.id} order by ${conversationMessages.createdAt} desc limit 1), '')`,
      latestOfferStep: sql<{
        event: OfferEvent;
        senderRole: ConversationRole;
        amountCents: number;
        currency: Currency;
      } | null>`(select case when ${offers.id} is null then null else json_build_object('event', ${conversationMessages.offerEvent}, 'senderRole', ${conversationMessages.senderRole}, 'amountCents', ${offers.amountCents}, 'currency', ${offers.currency}) end from ${conversationMessages} left join ${offers} on ${offers.id} = ${conversationMessages.offerId} where ${conversationMessages.conversationId} = ${conversations.id} order by ${conversationMessages.createdAt} desc limit 1)`,
      isUnread: sql<boolean>`coalesce(${isUnreadFor(userId)}, false)`,
    })
    .from(conversations)
    .innerJoin(sellerAccount, eq(sellerAccount.id, conversations.sellerId))
    .leftJoin(buyerAccount, eq(buyerAccount.id, conversations.buyerId))
    .where(isPartyTo(userId))
    .orderBy(desc(conversations.lastMessageAt), desc(conversations.id))
    .limit(inboxConversationLimit);
  return rows.map((row) => {
    const isSeller = row.sellerId === userId;
    const { sellerName, buyerName } = conversationPartyNames(row, names);
    const excerpt = row.excerpt.replace(/\s+/g, " ").trim();
    const step = row.latestOfferStep;
    return {
      id: row.id,
      listingId: row.listingId,
      listingTitle: row.listingTitle,
      role: isSeller ? "seller" : "buyer",
      otherName: isSeller ? buyerName : sellerName,
      lastMessageAt: row.lastMessageAt,
      excerpt: excerpt.length > excerptLength ? `${excerpt.slice(0, excerptLength - 1)}…` : excerpt,
      latestOfferStep: step
        ? {
            event: step.event,
            isMine: step.senderRole === (isSeller ? "seller" : "buyer"),
            amountCents: step.amountCents,
            currency: step.currency,
          }
        : null,
      isUnread: Boolean(row.isUnread),
      isAnsweredByEmail: row.buyerId === null,
    };
  });
}
