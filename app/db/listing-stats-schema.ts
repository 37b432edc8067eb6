// Listing views per day (docs/product/sell-and-talk-safely.md). The foreign keys to `listings` are declared in the
// tables' migration only (drizzle/0017_sell-and-talk-safely.sql), as drizzle-kit's snapshot has it.
import { date, index, integer, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";

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
