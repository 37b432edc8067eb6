// Roamstead's own tables of the accounts area (better-auth's are in auth-schema.ts).
import { bigserial, index, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { user } from "./auth-schema.ts";

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

/**
 * What a signed-out visitor was doing when asked to sign in (a favourite, a saved search, a message being
 * written), held under a random token in their browser's cookie until a session starts in that browser
 * (docs/product/accounts.md, "Carried through sign-in"). A message draft is then claimed by the account
 * (`user_id`) until its listing page shows it again.
 */
export const waitingActions = pgTable(
  "waiting_actions",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** SHA-256 of the cookie's token: the database alone cannot be replayed as a cookie. */
    tokenHash: text("token_hash").notNull(),
    kind: text("kind").notNull(),
    payload: jsonb("payload").notNull(),
    userId: text("user_id").references(() => user.id, { onDelete: "cascade" }),
    carriedAt: timestamp("carried_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex("waiting_actions_token_kind_idx").on(t.tokenHash, t.kind),
    index("waiting_actions_user_idx").on(t.userId),
    index("waiting_actions_expires_idx").on(t.expiresAt),
  ],
);
