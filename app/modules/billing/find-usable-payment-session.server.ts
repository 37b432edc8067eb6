import { and, eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { paymentSessions } from "#app/db/schema.ts";
import { billingFailures } from "./billing-failures.ts";
import type { PaymentKind } from "./catalogue.ts";
import { paymentSessionKey } from "./payment-session-key.server.ts";
import { type PaymentSessionView, toPaymentSessionView } from "./payment-session-view.ts";

export interface FindUsablePaymentSessionOptions {
  db: Database;
  /** Our payment_sessions.id or the provider's session id (from the form's URL: only a key, checked here). */
  sessionId: string;
  userId: string;
  kind: PaymentKind;
}

/**
 * For the listing and builder forms' loaders: the user's paid, unused session of this kind, or a
 * AppError (`conflict`, `payment-required`, `not-found`). Submitting still goes through
 * consumePaymentSession, which decides atomically.
 */
export async function findUsablePaymentSession({
  db,
  sessionId,
  userId,
  kind,
}: FindUsablePaymentSessionOptions): Promise<PaymentSessionView> {
  const key = paymentSessionKey(sessionId);
  if (!key) throw billingFailures.notFound();
  const [row] = await db
    .select()
    .from(paymentSessions)
    .where(and(key, eq(paymentSessions.userId, userId), eq(paymentSessions.kind, kind)));
  if (!row) throw billingFailures.notFound();
  if (row.usedAt) throw billingFailures.alreadyUsed();
  if (row.status !== "paid") throw billingFailures.notPaid();
  return toPaymentSessionView(row);
}
