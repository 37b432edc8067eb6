import { bigserial, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Our rate limits' sliding windows (contact form, newsletter, uploads, reports, conversations, the account
 * endpoints): one row per allowed hit, kept while it is inside its rule's window.
 */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    key: text("key").notNull(),
    hitAt: timestamp("hit_at", { withTimezone: true }).notNull(),
    /** When the hit leaves its window and the row may be deleted. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limit_hits_key_idx").on(t.key, t.hitAt), index("rate_limit_hits_expires_idx").on(t.expiresAt)],
);
