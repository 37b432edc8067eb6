// Tables of the admin area; see drizzle/0009_admin.sql for its migration.
import { sql } from "drizzle-orm";
import { bigserial, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth-schema.ts";

/**
 * What an administrator can do, as written to the audit log. The column is plain text (no check
 * constraint), so another area adds its actions here without a migration.
 */
export const adminAuditActions = [
  "listing.feature",
  "listing.unfeature",
  "listing.delete",
  "listing.update",
  "listing.dismiss_reports",
  "listing.hide",
  "listing.restore",
  "listing.clear_integrity_flags",
  "review.remove",
  "review.dismiss_reports",
  "question.remove",
  "question.dismiss_reports",
  "newsletter.export",
  "blog_post.create",
  "blog_post.update",
  "blog_post.delete",
] as const;
export type AdminAuditAction = (typeof adminAuditActions)[number];

/** Free-form facts about an action (a listing's title, its previous feature window, a row count). */
export type AdminAuditDetails = Record<string, string | number | boolean | null>;

/**
 * One row per administrator action, written in the transaction that made the change: who (id, and
 * the e-mail at the time, kept when the account is gone), what, on which target, when, details.
 */
export const adminAuditLog = pgTable(
  "admin_audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    actorId: text("actor_id").references(() => user.id, { onDelete: "set null" }),
    actorEmail: text("actor_email").notNull(),
    action: text("action").$type<AdminAuditAction>().notNull(),
    /** 'listing', 'newsletter', 'blog_post', … */
    targetType: text("target_type").notNull(),
    /** The target's id; null for an action on a whole list (the newsletter export). */
    targetId: text("target_id"),
    details: jsonb("details").$type<AdminAuditDetails>().notNull().default(sql`'{}'::jsonb`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("admin_audit_log_created_at_idx").on(t.createdAt.desc(), t.id.desc()),
    index("admin_audit_log_target_idx").on(t.targetType, t.targetId),
  ],
);

export type AdminAuditEntry = typeof adminAuditLog.$inferSelect;
