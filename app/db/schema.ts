import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth-schema.ts";

export * from "./auth-schema.ts";

export const vehicleTypes = ["van", "skoolie", "rv", "overlander"] as const;
export type VehicleType = (typeof vehicleTypes)[number];

export const listingTierIds = ["graze", "roam", "stampede"] as const;
export type ListingTierId = (typeof listingTierIds)[number];

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

export const listings = pgTable(
  "listings",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    vehicleType: text("vehicle_type", { enum: vehicleTypes }).notNull(),
    make: text("make").notNull(),
    model: text("model").notNull(),
    year: integer("year").notNull(),
    priceCents: integer("price_cents").notNull(),
    mileage: integer("mileage").notNull(),
    location: text("location").notNull(),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    description: text("description").notNull().default(""),
    images: text("images").array().notNull().default(sql`'{}'::text[]`),
    videoUrl: text("video_url"),
    userId: text("user_id").references(() => user.id, { onDelete: "cascade" }),
    tier: text("tier", { enum: listingTierIds }).notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    isApproved: boolean("is_approved").notNull().default(true),
    isActive: boolean("is_active").notNull().default(true),
    isFeatured: boolean("is_featured").notNull().default(false),
    featuredUntil: timestamp("featured_until", { withTimezone: true }),
    renewalCount: integer("renewal_count").notNull().default(0),
    ...timestamps,
  },
  (t) => [
    check("listings_vehicle_type_check", sql`${t.vehicleType} in ('van', 'skoolie', 'rv', 'overlander')`),
    check("listings_tier_check", sql`${t.tier} in ('graze', 'roam', 'stampede')`),
    check("listings_price_check", sql`${t.priceCents} >= 0`),
    check("listings_mileage_check", sql`${t.mileage} >= 0`),
    check("listings_year_check", sql`${t.year} between 1900 and 2100`),
    index("listings_title_trgm_idx").using("gin", sql`${t.title} gin_trgm_ops`),
    index("listings_make_trgm_idx").using("gin", sql`${t.make} gin_trgm_ops`),
    index("listings_model_trgm_idx").using("gin", sql`${t.model} gin_trgm_ops`),
    index("listings_price_idx").on(t.priceCents, t.id),
    index("listings_year_idx").on(t.year, t.id),
    index("listings_mileage_idx").on(t.mileage, t.id),
    index("listings_created_at_idx").on(t.createdAt, t.id),
    index("listings_vehicle_type_idx").on(t.vehicleType),
    index("listings_user_id_idx").on(t.userId),
    index("listings_featured_idx").on(t.isFeatured, t.featuredUntil),
    index("listings_earth_idx").using("gist", sql`ll_to_earth(${t.latitude}, ${t.longitude})`),
  ],
);

export type Listing = typeof listings.$inferSelect;
export type NewListing = typeof listings.$inferInsert;

export const outboxStatuses = ["pending", "sent"] as const;

/** Every e-mail is written here in the transaction that caused it; a worker delivers it. */
export const outbox = pgTable(
  "outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    reason: text("reason").notNull(),
    status: text("status", { enum: outboxStatuses }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    providerMessageId: text("provider_message_id"),
    /** A delivery attempt holds the row until then, without a transaction open during SMTP. */
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (t) => [
    check("outbox_status_check", sql`${t.status} in ('pending', 'sent')`),
    index("outbox_status_idx").on(t.status, t.id),
  ],
);

export type OutboxMessage = typeof outbox.$inferSelect;

/** Failed password sign-ins per account, so an account is protected even when guesses come from many IPs. */
export const signInFailures = pgTable(
  "sign_in_failures",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    email: text("email").notNull(),
    attemptedAt: timestamp("attempted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sign_in_failures_email_idx").on(t.email, t.attemptedAt)],
);
