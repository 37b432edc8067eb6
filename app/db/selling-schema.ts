// Tables of the selling area; see drizzle/0006_selling.sql for its migration (which also adds
// `listings.reminder_sent_at`, declared with the listings table in schema.ts).
import { index, pgTable, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * A listing checkout that renews an existing listing instead of making a new one: the payment
 * session (one row each) carries the listing it renews. The foreign keys to `payment_sessions` and
 * `listings` are in the migration (importing those tables here would be an import cycle).
 */
export const listingRenewals = pgTable(
  "listing_renewals",
  {
    paymentSessionId: uuid("payment_session_id").primaryKey(),
    /**
     * The listing it renews; null once that listing is deleted (ON DELETE SET NULL): the row stays, so
     * the session is still a renewal and can never make a new listing.
     */
    listingId: uuid("listing_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("listing_renewals_listing_idx").on(t.listingId)],
);

export type ListingRenewal = typeof listingRenewals.$inferSelect;
