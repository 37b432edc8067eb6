// Tables of selling and talking safely (docs/product/sell-and-talk-safely.md): conversations between a buyer and a
// seller, blocks between accounts, reports of listings, and listing views per day. See
// drizzle/0017_sell-and-talk-safely.sql for the migration. The foreign keys to `listings` are declared in the
// migration (importing that table here would be an import cycle).
import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, primaryKey, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth-schema.ts";

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
  },
  (t) => [
    unique("conversations_listing_buyer_unique").on(t.listingId, t.buyerId),
    check("conversations_buyer_check", sql`(${t.buyerId} is null) = (${t.buyerEmail} is not null)`),
    index("conversations_seller_idx").on(t.sellerId, t.lastMessageAt),
    index("conversations_buyer_idx").on(t.buyerId, t.lastMessageAt),
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
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
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

export const reportReasons = ["scam", "already_sold", "wrong_information", "offensive", "other"] as const;
export type ReportReason = (typeof reportReasons)[number];

export const reportStatuses = ["open", "dismissed", "actioned"] as const;
export type ReportStatus = (typeof reportStatuses)[number];

/** A visitor's report of a listing; one per reporter and listing. */
export const listingReports = pgTable(
  "listing_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    listingId: uuid("listing_id").notNull(),
    /** The signed-in reporter; null for a visitor without an account. */
    reporterUserId: text("reporter_user_id").references(() => user.id, { onDelete: "set null" }),
    /** Who reported: `user:{id}`, or `ip:{keyed hash of the client address}` for a visitor without an account. */
    reporterKey: text("reporter_key").notNull(),
    reason: text("reason", { enum: reportReasons }).notNull(),
    details: text("details").notNull().default(""),
    status: text("status", { enum: reportStatuses }).notNull().default("open"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    resolvedBy: text("resolved_by").references(() => user.id, { onDelete: "set null" }),
  },
  (t) => [
    unique("listing_reports_listing_reporter_unique").on(t.listingId, t.reporterKey),
    check(
      "listing_reports_reason_check",
      sql`${t.reason} in ('scam', 'already_sold', 'wrong_information', 'offensive', 'other')`,
    ),
    check("listing_reports_status_check", sql`${t.status} in ('open', 'dismissed', 'actioned')`),
    index("listing_reports_open_idx").on(t.listingId, t.createdAt).where(sql`${t.status} = 'open'`),
    // The queue's 'Hidden listings' view reads the reports an administrator acted on.
    index("listing_reports_actioned_idx").on(t.listingId, t.createdAt).where(sql`${t.status} = 'actioned'`),
  ],
);

/** Views of a listing's page per day (UTC), counted on the server once per visitor and day, bots left out. */
export const listingViewDays = pgTable(
  "listing_view_days",
  {
    listingId: uuid("listing_id").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    views: integer("views").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.listingId, t.day] })],
);

/** Which visitors (a keyed hash, never the address itself) were counted for a listing on a day; kept 2 days. */
export const listingViewVisitors = pgTable(
  "listing_view_visitors",
  {
    listingId: uuid("listing_id").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    visitor: text("visitor").notNull(),
  },
  (t) => [primaryKey({ columns: [t.listingId, t.day, t.visitor] }), index("listing_view_visitors_day_idx").on(t.day)],
);
