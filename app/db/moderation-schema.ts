// Reports of listings (docs/product/sell-and-talk-safely.md). The foreign key to `listings` is declared in the
// table's migration only (drizzle/0017_sell-and-talk-safely.sql), as drizzle-kit's snapshot has it.
import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth-schema.ts";

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
