// Making the deal (docs/product/making-the-deal.md): offers in a conversation, and the campers listed before, so a
// relisted camper keeps its days on market.
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth-schema.ts";
import { isOneOf } from "./columns.ts";
import { conversations } from "./conversations-schema.ts";
import { currencies } from "./listing-vocabulary.ts";
import { listings } from "./listings-schema.ts";
import { offerMakers, offerStatuses } from "./offer-vocabulary.ts";

export const offers = pgTable(
  "offers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    /** Null once the listing is deleted: the offer reads under its conversation's title. */
    listingId: uuid("listing_id").references(() => listings.id, { onDelete: "set null" }),
    buyerId: text("buyer_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    sellerId: text("seller_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    madeBy: text("made_by", { enum: offerMakers }).notNull(),
    /** The amount, in cents of the listing's asking currency when it was made. */
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency", { enum: currencies }).notNull(),
    /** The offer this one counters, if it is a counter. */
    countersOfferId: uuid("counters_offer_id"),
    status: text("status", { enum: offerStatuses }).notNull().default("open"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the status left `open`. */
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (t) => [
    check("offers_made_by_check", isOneOf(t.madeBy, offerMakers)),
    check("offers_amount_check", sql`${t.amountCents} > 0`),
    check("offers_currency_check", sql`${t.currency} in ('USD', 'CAD')`),
    check("offers_status_check", isOneOf(t.status, offerStatuses)),
    check("offers_decided_check", sql`(${t.status} = 'open') = (${t.decidedAt} is null)`),
    check("offers_counter_check", sql`(${t.madeBy} = 'seller') = (${t.countersOfferId} is not null)`),
    // One open offer per conversation, one accepted offer per listing: two racing accepts cannot both commit.
    uniqueIndex("offers_one_open_per_conversation").on(t.conversationId).where(sql`${t.status} = 'open'`),
    uniqueIndex("offers_one_accepted_per_listing").on(t.listingId).where(sql`${t.status} = 'accepted'`),
    index("offers_conversation_idx").on(t.conversationId, t.createdAt),
    // A listing's offers: the open ones an accept or a sale closes, and the foreign key when a listing is deleted.
    index("offers_listing_idx").on(t.listingId),
    index("offers_open_expiry_idx").on(t.expiresAt).where(sql`${t.status} = 'open'`),
  ],
);

export type Offer = typeof offers.$inferSelect;

/**
 * A listing that was deleted, as the days on market of a relisted camper read it: its VIN, its seller and its
 * make, model and year, when it was first listed and when it ended. Listings still held (active, expired, sold)
 * are read from `listings` itself.
 */
export const endedListings = pgTable(
  "ended_listings",
  {
    listingId: uuid("listing_id").primaryKey(),
    /** Null once the seller's account is gone. */
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    vin: text("vin"),
    make: text("make").notNull(),
    model: text("model").notNull(),
    year: smallint("year").notNull(),
    firstListedAt: timestamp("first_listed_at", { withTimezone: true }).notNull(),
    endedAt: timestamp("ended_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("ended_listings_vin_idx").on(t.vin).where(sql`${t.vin} is not null`),
    index("ended_listings_seller_camper_idx").on(t.userId, sql`lower(${t.make})`, sql`lower(${t.model})`, t.year),
  ],
);
