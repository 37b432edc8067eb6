import { sql } from "drizzle-orm";
import { bigserial, check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

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
    /** Replies go here instead of to MAIL_FROM (a buyer's address on a message to a seller). */
    replyTo: text("reply_to"),
    /** One-click unsubscribe URL for the List-Unsubscribe headers (RFC 8058) of newsletter mail. */
    listUnsubscribeUrl: text("list_unsubscribe_url"),
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
