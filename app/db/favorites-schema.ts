// Favourites (docs/product/buyers-come-back.md): a buyer's hearts on listings. The foreign key to `listings` is
// declared in the table's migration only (drizzle/0016_buyers-come-back.sql), as drizzle-kit's snapshot has it.
import { index, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth-schema.ts";

/** A buyer's heart on a listing. The listing may stop being public; the favourite stays. */
export const favorites = pgTable(
  "favorites",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    listingId: uuid("listing_id").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.listingId] }), index("favorites_listing_idx").on(t.listingId)],
);

export type Favorite = typeof favorites.$inferSelect;
