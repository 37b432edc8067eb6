// Trust between people (docs/product/people-and-trust.md): each account's precomputed trust figures, confirmed
// sales, the reviews they allow, public questions under listings, and reports of reviews and questions.
import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth-schema.ts";
import { conversations } from "./conversations-schema.ts";
import { listings } from "./listings-schema.ts";
import { reportReasons, reportStatuses } from "./moderation-schema.ts";

/**
 * One account's figures as a profile and a listing's trust line show them, recomputed when a message, a sale
 * or a review happens (and daily, as the 90-day window moves), never counted per view.
 */
export const accountTrustFigures = pgTable("account_trust_figures", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  /** Conversations whose buyer's first message came in the last 90 days. */
  firstMessages: integer("first_messages").notNull().default(0),
  /** Of those, the ones the seller answered. */
  replied: integer("replied").notNull().default(0),
  /** The median time to the seller's first answer among those answered; null when none were. */
  medianReplySeconds: integer("median_reply_seconds"),
  soldCount: integer("sold_count").notNull().default(0),
  reviewCount: integer("review_count").notNull().default(0),
  /** The mean of the public reviews' ratings, to two places; null without a review. */
  ratingAverage: numeric("rating_average", { precision: 3, scale: 2, mode: "number" }),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const saleParties = ["buyer", "seller"] as const;
export type SaleParty = (typeof saleParties)[number];

/**
 * A sale the seller named a buyer for (one of the accounts that wrote to them about the listing) and the buyer
 * confirmed ("I bought this"). Only a confirmed sale opens reviews. It outlives the listing and either account.
 */
export const listingSales = pgTable(
  "listing_sales",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Null once the listing is deleted: the sale reads under `listing_title`. */
    listingId: uuid("listing_id")
      .unique("listing_sales_listing_unique")
      .references(() => listings.id, { onDelete: "set null" }),
    listingTitle: text("listing_title").notNull(),
    sellerId: text("seller_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    buyerId: text("buyer_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** The conversation that shows the buyer wrote to the seller about this listing. */
    conversationId: uuid("conversation_id").references(() => conversations.id, { onDelete: "set null" }),
    namedAt: timestamp("named_at", { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /** confirmed_at + 14 days: reviews are written until then, and all are public from then. */
    reviewsCloseAt: timestamp("reviews_close_at", { withTimezone: true }),
  },
  (t) => [
    check("listing_sales_parties_check", sql`${t.sellerId} <> ${t.buyerId}`),
    check("listing_sales_confirmed_check", sql`(${t.confirmedAt} is null) = (${t.reviewsCloseAt} is null)`),
    index("listing_sales_buyer_idx").on(t.buyerId, t.namedAt),
    index("listing_sales_seller_idx").on(t.sellerId, t.namedAt),
    index("listing_sales_closing_idx").on(t.reviewsCloseAt).where(sql`${t.reviewsCloseAt} is not null`),
  ],
);

/**
 * One party's review of the other after a confirmed sale: once per party and sale, hidden until both wrote or
 * the sale's review window closed (`published_at`), never edited once public; the person reviewed may answer once.
 */
export const reviews = pgTable(
  "reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    saleId: uuid("sale_id")
      .notNull()
      .references(() => listingSales.id, { onDelete: "cascade" }),
    authorId: text("author_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    subjectId: text("subject_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    authorRole: text("author_role", { enum: saleParties }).notNull(),
    /** How accurate the listing was: only a buyer rates it. */
    accuracy: smallint("accuracy"),
    communication: smallint("communication").notNull(),
    handover: smallint("handover").notNull(),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    replyBody: text("reply_body"),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    /** An administrator removed it after a report. */
    removedAt: timestamp("removed_at", { withTimezone: true }),
  },
  (t) => [
    unique("reviews_sale_author_unique").on(t.saleId, t.authorId),
    check("reviews_author_role_check", sql`${t.authorRole} in ('buyer', 'seller')`),
    check("reviews_parties_check", sql`${t.authorId} <> ${t.subjectId}`),
    check(
      "reviews_ratings_check",
      sql`${t.communication} between 1 and 5 and ${t.handover} between 1 and 5 and (${t.accuracy} is null or ${t.accuracy} between 1 and 5)`,
    ),
    check("reviews_accuracy_check", sql`(${t.accuracy} is null) = (${t.authorRole} = 'seller')`),
    check("reviews_reply_check", sql`(${t.replyBody} is null) = (${t.repliedAt} is null)`),
    index("reviews_subject_public_idx")
      .on(t.subjectId, t.publishedAt)
      .where(sql`${t.publishedAt} is not null and ${t.removedAt} is null`),
    index("reviews_author_idx").on(t.authorId),
  ],
);

/** A signed-in buyer's public question under a listing, and the seller's public answer. */
export const listingQuestions = pgTable(
  "listing_questions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    listingId: uuid("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    askerId: text("asker_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    /** The known scam patterns the question matched (docs/product/sell-and-talk-safely.md). */
    scamSignals: text("scam_signals").array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    answerBody: text("answer_body"),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    /** The seller hid it from the page (an administrator still sees it). */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    /** An administrator removed it after a report. */
    removedAt: timestamp("removed_at", { withTimezone: true }),
  },
  (t) => [
    check("listing_questions_answer_check", sql`(${t.answerBody} is null) = (${t.answeredAt} is null)`),
    index("listing_questions_listing_idx").on(t.listingId, t.createdAt),
    index("listing_questions_asker_idx").on(t.askerId, t.createdAt),
  ],
);

/** A report of a review or a public question; one per reporter and thing reported. */
export const contentReports = pgTable(
  "content_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    reviewId: uuid("review_id").references(() => reviews.id, { onDelete: "cascade" }),
    questionId: uuid("question_id").references(() => listingQuestions.id, { onDelete: "cascade" }),
    reporterUserId: text("reporter_user_id").references(() => user.id, { onDelete: "set null" }),
    /** `user:{id}`, or `ip:{keyed hash of the client address}` (as listing reports). */
    reporterKey: text("reporter_key").notNull(),
    reason: text("reason", { enum: reportReasons }).notNull(),
    details: text("details").notNull().default(""),
    status: text("status", { enum: reportStatuses }).notNull().default("open"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    resolvedBy: text("resolved_by").references(() => user.id, { onDelete: "set null" }),
  },
  (t) => [
    check("content_reports_subject_check", sql`(${t.reviewId} is null) <> (${t.questionId} is null)`),
    check(
      "content_reports_reason_check",
      sql`${t.reason} in ('scam', 'already_sold', 'wrong_information', 'offensive', 'other')`,
    ),
    check("content_reports_status_check", sql`${t.status} in ('open', 'dismissed', 'actioned')`),
    uniqueIndex("content_reports_review_reporter_unique")
      .on(t.reviewId, t.reporterKey)
      .where(sql`${t.reviewId} is not null`),
    uniqueIndex("content_reports_question_reporter_unique")
      .on(t.questionId, t.reporterKey)
      .where(sql`${t.questionId} is not null`),
    index("content_reports_open_idx").on(t.createdAt).where(sql`${t.status} = 'open'`),
  ],
);
