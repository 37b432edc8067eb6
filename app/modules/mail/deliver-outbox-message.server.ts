import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { outbox } from "#app/db/schema.ts";
import type { MailTransport } from "./mail-transport.server.ts";

export interface DeliverOutboxMessageOptions {
  db: Database;
  transport: MailTransport;
  outboxId: number;
  from: string;
  baseUrl: string;
  /** How long one attempt holds the row; longer than the slowest SMTP conversation. */
  claimSeconds?: number;
}

export type DeliveryOutcome = "sent" | "skipped";

/**
 * Sends one outbox message. The row is claimed with a single UPDATE instead of a transaction held
 * across the SMTP conversation: embedded PGlite has one connection, and a transaction left open
 * while a mail server thinks would stall every request. Throws when sending fails, so the queue retries.
 */
export async function deliverOutboxMessage({
  db,
  transport,
  outboxId,
  from,
  baseUrl,
  claimSeconds = 120,
}: DeliverOutboxMessageOptions): Promise<DeliveryOutcome> {
  const [message] = await db
    .update(outbox)
    .set({
      claimedUntil: sql`now() + make_interval(secs => ${claimSeconds})`,
      attempts: sql`${outbox.attempts} + 1`,
    })
    .where(
      and(
        eq(outbox.id, outboxId),
        eq(outbox.status, "pending"),
        or(isNull(outbox.claimedUntil), lt(outbox.claimedUntil, sql`now()`)),
      ),
    )
    .returning();
  // Already sent, or another attempt holds it (the sweep re-queues it if that attempt dies).
  if (!message) return "skipped";

  let providerMessageId: string;
  try {
    ({ providerMessageId } = await transport.send({
      from,
      to: message.recipient,
      subject: message.subject,
      text: message.text,
      html: message.html,
      messageId: outboxMessageId(message.id, baseUrl),
      replyTo: message.replyTo ?? undefined,
      listUnsubscribeUrl: message.listUnsubscribeUrl ?? undefined,
    }));
  } catch (error) {
    await db
      .update(outbox)
      .set({ lastError: describeError(error), claimedUntil: null })
      .where(and(eq(outbox.id, outboxId), eq(outbox.status, "pending")));
    throw error;
  }

  await db
    .update(outbox)
    .set({ status: "sent", sentAt: sql`now()`, providerMessageId, claimedUntil: null, lastError: null })
    .where(eq(outbox.id, outboxId));
  return "sent";
}

/** The Message-ID header of an outbox row: the same on every attempt. */
export function outboxMessageId(outboxId: number, baseUrl: string): string {
  return `<outbox-${outboxId}@${new URL(baseUrl).hostname}>`;
}

function describeError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, 1000);
}
