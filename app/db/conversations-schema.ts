// Conversations between a buyer and a seller (docs/product/sell-and-talk-safely.md), blocks between accounts, and
// the contact form's stored messages. The conversations' foreign key to `listings` is declared in their migration
// only (drizzle/0017_sell-and-talk-safely.sql), as drizzle-kit's snapshot has it.
import { sql } from "drizzle-orm";
import { check, index, pgTable, primaryKey, smallint, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth-schema.ts";
import { isOneOf } from "./columns.ts";
import { listings } from "./listings-schema.ts";
import { offerEvents } from "./offer-vocabulary.ts";

/**
 * One buyer and one seller talking about one listing. A signed-in buyer has at most one conversation per
 * listing. A message from the anonymous contact form is a conversation without a buyer account: it carries
 * the address the buyer typed (the seller answers by e-mail), and nobody but the seller can open it.
 */
export const conversations = pgTable(
  "conversations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Null once the listing is deleted: the conversation stays readable under `listing_title`. */
    listingId: uuid("listing_id"),
    /** The listing's title when the conversation started. */
    listingTitle: text("listing_title").notNull(),
    sellerId: text("seller_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** Null: written through the anonymous contact form. */
    buyerId: text("buyer_id").references(() => user.id, { onDelete: "cascade" }),
    /** What the seller sees as the buyer's name: the account's name, or the contact form's first and last name. */
    buyerName: text("buyer_name").notNull(),
    /** Only for the anonymous contact form: the address (and phone) the buyer gave to be answered at. */
    buyerEmail: text("buyer_email"),
    buyerPhone: text("buyer_phone"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The latest message of either side (the inbox's order). */
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }).notNull().defaultNow(),
    /** The latest message of each side, against which the other side's reading time tells "unread". */
    lastBuyerMessageAt: timestamp("last_buyer_message_at", { withTimezone: true }),
    lastSellerMessageAt: timestamp("last_seller_message_at", { withTimezone: true }),
    buyerReadAt: timestamp("buyer_read_at", { withTimezone: true }),
    sellerReadAt: timestamp("seller_read_at", { withTimezone: true }),
    // The seller's reply record (docs/product/people-and-trust.md, "Reply time and rate"): the buyer's first
    // message, the seller's first message after it, and how many reminders to answer were mailed (at most two).
    firstBuyerMessageAt: timestamp("first_buyer_message_at", { withTimezone: true }),
    firstSellerReplyAt: timestamp("first_seller_reply_at", { withTimezone: true }),
    replyNudgesSent: smallint("reply_nudges_sent").notNull().default(0),
  },
  (t) => [
    unique("conversations_listing_buyer_unique").on(t.listingId, t.buyerId),
    check("conversations_buyer_check", sql`(${t.buyerId} is null) = (${t.buyerEmail} is not null)`),
    index("conversations_seller_idx").on(t.sellerId, t.lastMessageAt),
    index("conversations_buyer_idx").on(t.buyerId, t.lastMessageAt),
    index("conversations_seller_first_message_idx").on(t.sellerId, t.firstBuyerMessageAt),
    index("conversations_unanswered_idx")
      .on(t.firstBuyerMessageAt)
      .where(sql`${t.firstSellerReplyAt} is null and ${t.replyNudgesSent} < 2`),
    check("conversations_reply_nudges_check", sql`${t.replyNudgesSent} between 0 and 2`),
  ],
);

export const conversationRoles = ["buyer", "seller"] as const;
export type ConversationRole = (typeof conversationRoles)[number];

/** One message of a conversation, stored exactly as accepted. */
export const conversationMessages = pgTable(
  "conversation_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    senderRole: text("sender_role", { enum: conversationRoles }).notNull(),
    body: text("body").notNull(),
    /** The known scam patterns the message matched when it was stored (the recipient sees a safety notice). */
    scamSignals: text("scam_signals").array().notNull().default(sql`'{}'::text[]`),
    /**
     * The offer step this message tells (docs/product/making-the-deal.md), with the offer's id; the body is then the
     * optional note that came with it. Its foreign key to `offers` is declared in its migration only
     * (drizzle/0031_make-the-deal.sql): the offers table refers to conversations.
     */
    offerId: uuid("offer_id"),
    offerEvent: text("offer_event", { enum: offerEvents }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("conversation_messages_offer_event_check", isOneOf(t.offerEvent, offerEvents)),
    check("conversation_messages_offer_check", sql`(${t.offerId} is null) = (${t.offerEvent} is null)`),
    index("conversation_messages_offer_idx").on(t.offerId).where(sql`${t.offerId} is not null`),
    check("conversation_messages_sender_role_check", sql`${t.senderRole} in ('buyer', 'seller')`),
    index("conversation_messages_conversation_idx").on(t.conversationId, t.createdAt),
  ],
);

/** An account that will not receive messages from another one. */
export const accountBlocks = pgTable(
  "account_blocks",
  {
    blockerId: text("blocker_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    blockedId: text("blocked_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] }), index("account_blocks_blocked_idx").on(t.blockedId)],
);

/** A buyer's message to a seller, stored before it is mailed (the seller's address never leaves the server). */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    listingId: uuid("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull().default(""),
    email: text("email").notNull(),
    phone: text("phone").notNull().default(""),
    message: text("message").notNull(),
    senderIp: text("sender_ip"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("contact_messages_listing_idx").on(t.listingId, t.createdAt)],
);

export type ContactMessage = typeof contactMessages.$inferSelect;
