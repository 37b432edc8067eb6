import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth-schema.ts";
import { timestamps } from "./columns.ts";

export const paymentProviderIds = ["local", "stripe"] as const;
export type PaymentProviderId = (typeof paymentProviderIds)[number];
export const paymentSessionKinds = ["listing", "builder"] as const;
export const paymentSessionStatuses = ["open", "paid", "expired", "canceled"] as const;
export type PaymentSessionStatus = (typeof paymentSessionStatuses)[number];

/**
 * One checkout (a payment session, docs/product/payments.md): a user paying for a listing tier or the builder
 * package. It becomes `paid` only when the provider confirms it on the server, and is consumed by
 * exactly one listing or profile (`used_at`, `used_for_id`).
 */
export const paymentSessions = pgTable(
  "payment_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    provider: text("provider", { enum: paymentProviderIds }).notNull(),
    /** The provider's id (Stripe's `cs_…`); null only between our insert and the provider's answer. */
    providerSessionId: text("provider_session_id").unique(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: paymentSessionKinds }).notNull(),
    /** A listing tier for `listing`, `roamstead` for `builder`. */
    tier: text("tier").notNull(),
    amountCents: integer("amount_cents").notNull(),
    currency: text("currency").notNull().default("usd"),
    status: text("status", { enum: paymentSessionStatuses }).notNull().default("open"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    usedAt: timestamp("used_at", { withTimezone: true }),
    /** The listing or builder profile made from this payment. */
    usedForId: text("used_for_id"),
    ...timestamps,
  },
  (t) => [
    check("payment_sessions_provider_check", sql`${t.provider} in ('local', 'stripe')`),
    check("payment_sessions_kind_check", sql`${t.kind} in ('listing', 'builder')`),
    check(
      "payment_sessions_tier_check",
      sql`(${t.kind} = 'listing' and ${t.tier} in ('graze', 'roam', 'stampede')) or (${t.kind} = 'builder' and ${t.tier} = 'roamstead')`,
    ),
    check("payment_sessions_status_check", sql`${t.status} in ('open', 'paid', 'expired', 'canceled')`),
    check("payment_sessions_amount_check", sql`${t.amountCents} >= 0`),
    check("payment_sessions_currency_check", sql`${t.currency} = 'usd'`),
    check("payment_sessions_paid_at_check", sql`(${t.status} = 'paid') = (${t.paidAt} is not null)`),
    check("payment_sessions_used_check", sql`${t.usedAt} is null or ${t.status} = 'paid'`),
    index("payment_sessions_user_kind_status_idx").on(t.userId, t.kind, t.status),
  ],
);

export type PaymentSession = typeof paymentSessions.$inferSelect;
