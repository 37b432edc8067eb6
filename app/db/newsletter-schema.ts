import { sql } from "drizzle-orm";
import { check, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { localeCodes } from "./locale-vocabulary.ts";

/**
 * One row per address (stored lower-cased). A sign-up only asks: the address is subscribed once its
 * owner confirms through the mailed link (double opt-in, docs/decisions/019-newsletter-double-opt-in.md).
 * Subscribed means `confirmed_at` set and `unsubscribed_at` null; unsubscribing keeps the row, and a new
 * sign-up re-activates it only through a new confirmation.
 */
export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull().unique(),
    unsubscribeToken: text("unsubscribe_token").notNull().unique(),
    /** When the current subscription started (its confirmation); for an address never confirmed, when the row was made. */
    subscribedAt: timestamp("subscribed_at", { withTimezone: true }).notNull().defaultNow(),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The sign-up the latest confirmation mail answered, and the client address it came from. */
    requestedAt: timestamp("requested_at", { withTimezone: true }),
    requestIp: text("request_ip"),
    /** SHA-256 (hex) of the random token in the confirmation link; the token itself is never stored. */
    confirmTokenHash: text("confirm_token_hash").unique(),
    confirmTokenExpiresAt: timestamp("confirm_token_expires_at", { withTimezone: true }),
    /** Consent: when the link was confirmed and the client address the confirmation came from. */
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    confirmIp: text("confirm_ip"),
    /** The language of the page the address signed up on: the newsletter's mails are written in it. */
    locale: text("locale", { enum: localeCodes }).notNull().default("en-US"),
  },
  (t) => [
    check("newsletter_subscribers_email_lower_check", sql`${t.email} = lower(${t.email})`),
    check("newsletter_subscribers_locale_check", sql`${t.locale} in ('en-US', 'fr-CA')`),
  ],
);

export type NewsletterSubscriber = typeof newsletterSubscribers.$inferSelect;
