// The automatic integrity checks of listings (docs/product/integrity-checks.md): what each check found, and each
// listing's checking state. What the checks look at lives elsewhere: photos' hashes on `media`, the VIN and price on
// `listings`.
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth-schema.ts";
import { listings } from "./listings-schema.ts";

export const integrityCheckKinds = ["photo_copy", "vin_elsewhere", "vin_mismatch", "price_below_fence"] as const;
export type IntegrityCheckKind = (typeof integrityCheckKinds)[number];

/**
 * open: in the queue; cleared: an administrator found nothing wrong; hidden: an administrator hid the listing for it;
 * withdrawn: an edit of the listing made it no longer true.
 */
export const integrityFlagStatuses = ["open", "cleared", "hidden", "withdrawn"] as const;
export type IntegrityFlagStatus = (typeof integrityFlagStatuses)[number];

/** One photo of the listing and the earlier photo of another seller's listing it is a near copy of. */
export interface PhotoCopyEvidence {
  photoId: string;
  otherPhotoId: string;
  otherListingId: string;
  /** Differing bits of the 192-bit hash at the best crop (0: the same picture). */
  distance: number;
}

/** What a flag found, kept as it was when found (the queue shows the other listings as they are now). */
export type IntegrityEvidence =
  | { kind: "photo_copy"; copies: PhotoCopyEvidence[] }
  | { kind: "vin_elsewhere"; vin: string; otherListingIds: string[] }
  | {
      kind: "vin_mismatch";
      vin: string;
      decoded: { make: string; model: string | null; modelYear: number | null };
      stated: { make: string; year: number };
      isOtherMake: boolean;
      isOtherYear: boolean;
    }
  | {
      kind: "price_below_fence";
      priceCents: number;
      fenceCents: number;
      lowerQuartileCents: number;
      upperQuartileCents: number;
      comparables: number;
    };

/**
 * One finding of one check about one listing. At most one open flag per listing and check: a new run replaces it,
 * or withdraws it when the check no longer finds anything. `subjects` names what was found ('photo:{id}:{other id}',
 * 'listing:{id}', …): what an administrator cleared is not raised again for that listing.
 */
export const listingIntegrityFlags = pgTable(
  "listing_integrity_flags",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    listingId: uuid("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: integrityCheckKinds }).notNull(),
    status: text("status", { enum: integrityFlagStatuses }).notNull().default("open"),
    subjects: text("subjects").array().notNull(),
    evidence: jsonb("evidence").$type<IntegrityEvidence>().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    resolvedBy: text("resolved_by").references(() => user.id, { onDelete: "set null" }),
  },
  (t) => [
    check(
      "listing_integrity_flags_kind_check",
      sql`${t.kind} in (${sql.raw(integrityCheckKinds.map((kind) => `'${kind}'`).join(", "))})`,
    ),
    check(
      "listing_integrity_flags_status_check",
      sql`${t.status} in (${sql.raw(integrityFlagStatuses.map((status) => `'${status}'`).join(", "))})`,
    ),
    uniqueIndex("listing_integrity_flags_open_unique").on(t.listingId, t.kind).where(sql`${t.status} = 'open'`),
    // What was cleared before, read by every run of the listing's checks.
    index("listing_integrity_flags_listing_idx").on(t.listingId, t.status),
  ],
);

export type ListingIntegrityFlag = typeof listingIntegrityFlags.$inferSelect;

/**
 * A listing's checking: a run is due since `pendingSince` (set by the save that changed it, in its transaction), and
 * the listing is held from search since `heldAt` (two or more open flags) until an administrator decides.
 */
export const listingIntegrity = pgTable(
  "listing_integrity",
  {
    listingId: uuid("listing_id")
      .primaryKey()
      .references(() => listings.id, { onDelete: "cascade" }),
    pendingSince: timestamp("pending_since", { withTimezone: true }),
    /** After a failed run: not tried again before this. */
    retryAt: timestamp("retry_at", { withTimezone: true }),
    failures: integer("failures").notNull().default(0),
    checkedAt: timestamp("checked_at", { withTimezone: true }),
    heldAt: timestamp("held_at", { withTimezone: true }),
  },
  (t) => [
    index("listing_integrity_pending_idx").on(t.pendingSince).where(sql`${t.pendingSince} is not null`),
    index("listing_integrity_held_idx").on(t.heldAt).where(sql`${t.heldAt} is not null`),
  ],
);
