// Listing drafts (docs/product/selling.md, Draft): a listing the seller fills in before paying, kept on the server, and
// the checkouts that pay for publishing one. See docs/decisions/048-a-draft-on-the-server-pay-at-publish.md.
import { sql } from "drizzle-orm";
import { check, doublePrecision, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth-schema.ts";
import { paymentSessions } from "./billing-schema.ts";
import { timestamps } from "./columns.ts";
import { listingTierIds } from "./listing-vocabulary.ts";

/**
 * One seller's unfinished listing: the form exactly as typed (strings, the photo and video addresses; checked only
 * when it is paid for) and the tier chosen. Its photos and video are attached to `draft:<id>`, so the clean-up of
 * unattached uploads leaves them alone. Deleted when it becomes a listing, or by its owner.
 */
export const listingDrafts = pgTable(
  "listing_drafts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    tier: text("tier", { enum: listingTierIds }).notNull(),
    /** The listing form's values as typed (app/modules/listings/listing.schema.ts, ListingFormValues). */
    values: jsonb("values").$type<Record<string, unknown>>().notNull(),
    /** The seller's own stock number, when the draft came from an inventory import or the API. */
    stockNumber: text("stock_number"),
    ...timestamps,
  },
  (t) => [
    check("listing_drafts_tier_check", sql`${t.tier} in ('graze', 'roam', 'stampede')`),
    index("listing_drafts_user_idx").on(t.userId, t.updatedAt),
    uniqueIndex("listing_drafts_seller_stock_number_idx")
      .on(t.userId, t.stockNumber)
      .where(sql`${t.stockNumber} is not null`),
  ],
);

export type ListingDraft = typeof listingDrafts.$inferSelect;

/**
 * A listing checkout that publishes a draft (one row per payment session, written in the transaction that opens the
 * session): when the provider confirms the payment, the listing is made from the draft in the same transaction. The
 * place is the one found when the checkout opened, for the location typed then (no geocoder call while recording a
 * payment). `draft_id` becomes null when the draft is deleted: the payment then stays paid and unused, and the
 * dashboard offers it for a listing (docs/product/payments.md, Stranded payments).
 */
export const listingDraftPayments = pgTable(
  "listing_draft_payments",
  {
    paymentSessionId: uuid("payment_session_id")
      .primaryKey()
      .references(() => paymentSessions.id, { onDelete: "cascade" }),
    draftId: uuid("draft_id").references(() => listingDrafts.id, { onDelete: "set null" }),
    /** The location as typed when the checkout opened, and where the geocoder placed it. */
    typedLocation: text("typed_location").notNull(),
    location: text("location").notNull(),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("listing_draft_payments_draft_idx").on(t.draftId)],
);

export type ListingDraftPayment = typeof listingDraftPayments.$inferSelect;
