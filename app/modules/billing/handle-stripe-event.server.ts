import type { Database } from "#app/db/client.server.ts";
import type { Logger } from "#app/lib/logger.server.ts";
import { type FulfilPaymentResult, fulfilPayment } from "./fulfil-payment.server.ts";
import type { PaymentProvider, VerifiedWebhookEvent } from "./payment-provider.ts";

/** The Checkout events we act on; everything else is acknowledged and ignored. */
export const handledStripeEvents = [
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "checkout.session.expired",
] as const;

export interface HandleStripeEventOptions {
  db: Database;
  payments: PaymentProvider;
  /** Verified by `payments.verifyWebhook`. */
  event: VerifiedWebhookEvent;
  logger: Logger;
}

export type HandleStripeEventResult = { handled: false } | ({ handled: true } & FulfilPaymentResult);

/**
 * Acts on a verified Checkout event. The event body is not trusted for the outcome: the session is
 * re-read from Stripe (events arrive late, twice and out of order) and fulfilPayment records it once.
 * Provider failures propagate, so the webhook answers 5xx and Stripe delivers the event again.
 */
export async function handleStripeEvent({
  db,
  payments,
  event,
  logger,
}: HandleStripeEventOptions): Promise<HandleStripeEventResult> {
  if (!(handledStripeEvents as readonly string[]).includes(event.type) || !event.objectId) return { handled: false };
  const providerSessionId = event.objectId;
  const checkout = await payments.retrieveCheckout(providerSessionId);
  const result = await fulfilPayment({ db, providerSessionId, confirmed: checkout });
  const details = { eventId: event.id, type: event.type, providerSessionId, ...result };
  if (result.isAmountMismatch) logger.warn(details, "stripe checkout paid with an unexpected amount: not fulfilled");
  else if (result.status === "unknown") logger.warn(details, "stripe checkout session not found here");
  else logger.info(details, "stripe checkout event handled");
  return { handled: true, ...result };
}
