// Saved searches and their alerts (docs/product/buyers-come-back.md). The foreign key to `listings` is declared in
// the table's migration only (drizzle/0016_buyers-come-back.sql), as drizzle-kit's snapshot has it.
import { sql } from "drizzle-orm";
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth-schema.ts";

export const alertFrequencies = ["instant", "daily", "off"] as const;
export type AlertFrequency = (typeof alertFrequencies)[number];

/**
 * A buyer's search, kept to be opened again and matched against newly published listings. `query` is the
 * normalised search as URL parameters (it opens the search); the columns after it hold each value the
 * search's filter SQL binds (app/modules/search/listing-filters.server.ts), under the bind's name, so the
 * database matches new listings against every saved search of one filter shape in a single statement.
 * `shape` names which filters are present (searches of one shape share that statement).
 */
export const savedSearches = pgTable(
  "saved_searches",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    query: text("query").notNull(),
    frequency: text("frequency", { enum: alertFrequencies }).notNull().default("instant"),
    /** Random; the one-click unsubscribe link of this search's alert mails (RFC 8058). */
    unsubscribeToken: text("unsubscribe_token").notNull().unique().default(sql`gen_random_uuid()::text`),
    /**
     * Random, unguessable: the private address of this search's Atom feed (docs/product/open-platform.md); null while
     * the buyer has not made one. A new one replaces it, and the old address answers 404.
     */
    feedToken: text("feed_token").unique(),
    shape: text("shape").notNull(),
    // The bound values of the search's filters (null: the filter is not part of the search).
    vehicleType: text("vehicle_type"),
    makePattern: text("make_pattern"),
    modelPattern: text("model_pattern"),
    minPriceCents: integer("min_price_cents"),
    maxPriceCents: integer("max_price_cents"),
    /** The location as typed and its radius, for the page; the geocoded centre below is what matches. */
    location: text("location"),
    radiusMiles: smallint("radius_miles"),
    centreLatitude: doublePrecision("centre_latitude"),
    centreLongitude: doublePrecision("centre_longitude"),
    cosCentreLatitude: doublePrecision("cos_centre_latitude"),
    maxHaversine: doublePrecision("max_haversine"),
    bboxWest: doublePrecision("bbox_west"),
    bboxSouth: doublePrecision("bbox_south"),
    bboxEast: doublePrecision("bbox_east"),
    bboxNorth: doublePrecision("bbox_north"),
    sleepsMin: integer("sleeps_min"),
    lengthMaxFeet: integer("length_max_feet"),
    heightMinInches: integer("height_min_inches"),
    drivetrain: text("drivetrain"),
    transmission: text("transmission"),
    fuel: text("fuel"),
    solarMinWatts: integer("solar_min_watts"),
    batteryMinAmpHours: integer("battery_min_amp_hours"),
    waterMinGallons: integer("water_min_gallons"),
    toilet: text("toilet"),
    shower: text("shower"),
    heater: text("heater"),
    offGridMinTenths: integer("off_grid_min_tenths"),
    /** When the last daily digest of this search was written to the outbox. */
    lastDigestAt: timestamp("last_digest_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    check("saved_searches_frequency_check", sql`${t.frequency} in ('instant', 'daily', 'off')`),
    index("saved_searches_user_idx").on(t.userId, t.createdAt),
    index("saved_searches_shape_idx").on(t.shape).where(sql`${t.frequency} <> 'off'`),
  ],
);

/**
 * A newly published listing that matched a saved search: written once per pair (the primary key), so a
 * listing is announced at most once per search; `mailedAt` is set in the transaction that writes its mail.
 */
export const savedSearchMatches = pgTable(
  "saved_search_matches",
  {
    savedSearchId: uuid("saved_search_id")
      .notNull()
      .references(() => savedSearches.id, { onDelete: "cascade" }),
    listingId: uuid("listing_id").notNull(),
    matchedAt: timestamp("matched_at", { withTimezone: true }).notNull().defaultNow(),
    mailedAt: timestamp("mailed_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.savedSearchId, t.listingId] }),
    index("saved_search_matches_unmailed_idx").on(t.savedSearchId).where(sql`${t.mailedAt} is null`),
    index("saved_search_matches_listing_idx").on(t.listingId),
  ],
);

export type SavedSearch = typeof savedSearches.$inferSelect;
export type NewSavedSearch = typeof savedSearches.$inferInsert;
export type SavedSearchMatch = typeof savedSearchMatches.$inferSelect;
