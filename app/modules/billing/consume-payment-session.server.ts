import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { paymentSessions } from "#app/db/schema.ts";
import { billingFailures } from "./billing-failures.ts";
import type { PaymentKind } from "./catalogue.ts";
import { paymentSessionKey } from "./payment-session-key.server.ts";
import { type PaymentSessionView, toPaymentSessionView } from "./payment-session-view.ts";

export interface ConsumePaymentSessionOptions {
  /** The transaction that creates the listing or profile, so both commit or neither does. */
  tx: Database;
  /** Our payment_sessions.id, or the provider's session id (what the success page passes on). */
  sessionId: string;
  userId: string;
  kind: PaymentKind;
  /** The listing's or profile's id. */
  usedForId: string;
}

/**
 * Marks a paid session used by one listing or profile, exactly once: a single conditional UPDATE, so
 * of two concurrent submissions one wins and the other gets 'This session has already been used.'.
 * Throws AppError `conflict` (used), `payment-required` (not paid) or `not-found` (unknown, someone else's, other kind).
 */
export async function consumePaymentSession({
  tx,
  sessionId,
  userId,
  kind,
  usedForId,
}: ConsumePaymentSessionOptions): Promise<PaymentSessionView> {
  const key = paymentSessionKey(sessionId);
  if (!key) throw billingFailures.notFound();
  const mine = and(key, eq(paymentSessions.userId, userId), eq(paymentSessions.kind, kind));
  const [consumed] = await tx
    .update(paymentSessions)
    .set({ usedAt: sql`now()`, usedForId })
    .where(and(mine, eq(paymentSessions.status, "paid"), isNull(paymentSessions.usedAt)))
    .returning();
  if (consumed) return toPaymentSessionView(consumed);

  const [row] = await tx.select().from(paymentSessions).where(mine);
  if (!row) throw billingFailures.notFound();
  if (row.usedAt) throw billingFailures.alreadyUsed();
  throw billingFailures.notPaid();
}
