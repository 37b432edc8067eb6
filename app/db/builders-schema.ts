// Tables of the builder area; see drizzle/0007_builders.sql for its migration.
import { sql } from "drizzle-orm";
import { boolean, check, doublePrecision, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth-schema.ts";

/**
 * A builder's company profile (docs/product/builders.md), made from one paid builder payment session.
 * Public on /builders and /builder/{id} while approved, active and not expired (one year from creation).
 * Photos and the video are media URLs (`/media/<id>`, `/media/<id>/video`) attached to `builder:<id>`.
 */
export const builders = pgTable(
  "builders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    businessName: text("business_name").notNull(),
    website: text("website").notNull().default(""),
    description: text("description").notNull(),
    location: text("location").notNull(),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    imageUrls: text("image_urls").array().notNull().default(sql`'{}'::text[]`),
    videoUrl: text("video_url"),
    instagram: text("instagram").notNull().default(""),
    email: text("email").notNull().default(""),
    /** The builder package (`roamstead`). */
    tier: text("tier").notNull().default("roamstead"),
    isActive: boolean("is_active").notNull().default(true),
    isApproved: boolean("is_approved").notNull().default(true),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** The paid builder session this profile was made from (payment_sessions.id; FK in the migration). */
    paymentSessionId: uuid("payment_session_id").unique(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    check("builders_tier_check", sql`${t.tier} = 'roamstead'`),
    check("builders_image_count_check", sql`coalesce(array_length(${t.imageUrls}, 1), 0) <= 30`),
    index("builders_created_at_idx").on(t.createdAt, t.id),
    index("builders_user_id_idx").on(t.userId),
  ],
);

export type Builder = typeof builders.$inferSelect;
export type NewBuilder = typeof builders.$inferInsert;
