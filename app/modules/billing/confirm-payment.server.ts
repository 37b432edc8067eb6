import { and, eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { paymentSessions } from "#app/db/schema.ts";
import type { Logger } from "#app/lib/logger.server.ts";
import { fulfilPayment } from "./fulfil-payment.server.ts";
import type { PaymentProvider } from "./payment-provider.ts";
import { isProviderSessionId } from "./payment-session-key.server.ts";
import { type PaymentSessionView, toPaymentSessionView } from "./payment-session-view.ts";

export interface ConfirmPaymentOptions {
  db: Database;
  payments: PaymentProvider;
  /** From the success page's `?session_id=`: only a key to look up, never proof of anything. */
  providerSessionId: string;
  userId: string;
  logger?: Logger;
}

export type ConfirmPaymentResult =
  | { outcome: "paid"; session: PaymentSessionView }
  /** The provider has not confirmed payment (yet): open, expired or canceled. */
  | { outcome: "not-paid"; session: PaymentSessionView }
  /** No such session for this user: unknown, or someone else's. */
  | { outcome: "not-found" };

/**
 * What the success page calls: asks the provider server-side whether the checkout was paid (so a slow
 * or lost webhook does not strand the buyer), records it through fulfilPayment, and returns the
 * session when it belongs to `userId`. Another user's session id is answered like an unknown one.
 */
export async function confirmPayment({
  db,
  payments,
  providerSessionId,
  userId,
  logger,
}: ConfirmPaymentOptions): Promise<ConfirmPaymentResult> {
  if (!isProviderSessionId(providerSessionId)) return { outcome: "not-found" };
  const own = and(eq(paymentSessions.providerSessionId, providerSessionId), eq(paymentSessions.userId, userId));
  const [row] = await db.select().from(paymentSessions).where(own);
  if (!row) return { outcome: "not-found" };

  // A session made by another provider (PAYMENT_PROVIDER changed since) is judged by its stored state.
  if (row.status === "open" && row.provider === payments.name) {
    const checkout = await payments.retrieveCheckout(providerSessionId);
    const result = await fulfilPayment({ db, providerSessionId, confirmed: checkout });
    if (result.isAmountMismatch) {
      logger?.warn({ paymentSessionId: row.id, providerSessionId }, "paid amount differs from the session's amount");
    }
  }

  const [current] = await db.select().from(paymentSessions).where(own);
  if (!current) return { outcome: "not-found" };
  const session = toPaymentSessionView(current);
  return current.status === "paid" ? { outcome: "paid", session } : { outcome: "not-paid", session };
}
