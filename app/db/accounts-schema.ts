// Roamstead's own table of the accounts area (better-auth's are in auth-schema.ts).
import { bigserial, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Failed password sign-ins, per account and client address (ADR 018): counted per pair and per address
 * to refuse, and per account only to tighten the pair limit while the account is under attack.
 */
export const signInFailures = pgTable(
  "sign_in_failures",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    email: text("email").notNull(),
    /** The client address (an IPv6 address as its /64), or 'unknown' when none was given. */
    clientAddress: text("client_address").notNull().default("unknown"),
    attemptedAt: timestamp("attempted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("sign_in_failures_email_idx").on(t.email, t.attemptedAt),
    index("sign_in_failures_pair_idx").on(t.email, t.clientAddress, t.attemptedAt),
    index("sign_in_failures_address_idx").on(t.clientAddress, t.attemptedAt),
  ],
);
