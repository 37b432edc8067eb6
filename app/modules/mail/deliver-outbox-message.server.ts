import { setTimeout as sleep } from "node:timers/promises";
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { outbox } from "#app/db/schema.ts";
import { isDatabaseUnavailable } from "#app/lib/app-error.ts";
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

/**
 * `resent`: sent again after an attempt that ended without an outcome (its claim ran out), which may
 * have reached the relay already: the receiver may get two copies, with one Message-ID.
 */
export type DeliveryOutcome = "sent" | "resent" | "skipped";

/** Written on a row whose earlier attempt left its claim behind (docs/product/quality-bars.md, mail). */
export const possiblySentNote =
  "An earlier attempt ended without an outcome (the process or the database went away while it held the mail); it may have been sent, so it is sent again with the same Message-ID.";

/**
 * Sends one outbox message at most once per claim. The claim is its own committed UPDATE before the
 * SMTP conversation (no transaction held across it: embedded PGlite has one connection, and a
 * transaction left open while a mail server thinks would stall every request). Another attempt
 * skips a claimed row; a claim that runs out without a mark means its attempt died at an unknown
 * moment, and the mail is sent again with the same Message-ID (ADR 036). Throws when sending fails,
 * so the queue retries.
 */
export async function deliverOutboxMessage({
  db,
  transport,
  outboxId,
  from,
  baseUrl,
  claimSeconds = 120,
}: DeliverOutboxMessageOptions): Promise<DeliveryOutcome> {
  const claimedAt = Date.now();
  const [message] = await db
    .update(outbox)
    .set({
      claimedUntil: sql`now() + make_interval(secs => ${claimSeconds})`,
      attempts: sql`${outbox.attempts} + 1`,
      // A claim still set here was left by an attempt that never came back (a released one is null).
      lastError: sql`case when ${outbox.claimedUntil} is not null then ${possiblySentNote} else ${outbox.lastError} end`,
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

  // The relay has the mail: from here until the mark is written, a crash means a second copy. The
  // mark outlasts a database that went away (a restart, a failover) for as long as the claim holds.
  const claimEnds = claimedAt + claimSeconds * 1000;
  for (let pause = 100; ; pause = Math.min(pause * 2, 2000)) {
    try {
      await db
        .update(outbox)
        .set({ status: "sent", sentAt: sql`now()`, providerMessageId, claimedUntil: null, lastError: null })
        .where(eq(outbox.id, outboxId));
      break;
    } catch (error) {
      if (!isDatabaseUnavailable(error) || Date.now() + pause >= claimEnds) throw error;
      await sleep(pause);
    }
  }
  return message.lastError === possiblySentNote ? "resent" : "sent";
}

/** The Message-ID header of an outbox row: the same on every attempt, so a receiver can drop a second copy. */
export function outboxMessageId(outboxId: number, baseUrl: string): string {
  return `<outbox-${outboxId}@${new URL(baseUrl).hostname}>`;
}

function describeError(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, 1000);
}
