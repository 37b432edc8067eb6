import type { Database } from "#app/db/client.server.ts";
import type { PaymentSessionStatus } from "#app/db/schema.ts";
import { billingFailures } from "./billing-failures.ts";
import { fulfilPayment } from "./fulfil-payment.server.ts";
import type { PaymentProvider } from "./payment-provider.ts";

/**
 * Closes an open checkout nobody should pay any more (a draft's, replaced by one for another tier or price: ADR 075)
 * so that its page can no longer take a payment, and records what the provider says it is now, as any confirmation
 * is recorded (fulfilPayment): `expired` (`canceled` for the local provider), or `paid` when the payer finished it
 * first, then fulfilled like any payment. Throws AppError `bad-gateway` when the provider cannot close it: the caller
 * must not open another checkout beside one that can still be paid.
 */
export async function expireCheckout({
  db,
  payments,
  providerSessionId,
}: {
  db: Database;
  payments: PaymentProvider;
  providerSessionId: string;
}): Promise<PaymentSessionStatus> {
  const checkout = await payments.expireCheckout(providerSessionId);
  const { status } = await fulfilPayment({ db, providerSessionId, confirmed: checkout });
  if (status === "open" || status === "unknown") throw billingFailures.providerUnavailable();
  return status;
}
