import type { Database } from "#app/db/client.server.ts";
import type { Logger } from "#app/lib/logger.server.ts";
import { readCapped } from "#app/modules/platform/read-submission.server.ts";
import { isBillingError } from "./billing-error.ts";
import { handleStripeEvent } from "./handle-stripe-event.server.ts";
import type { PaymentProvider } from "./payment-provider.ts";

/** Stripe's events are a few kilobytes; anything this large is not one. */
export const maxWebhookBodyBytes = 512 * 1024;

export interface ReceiveStripeWebhookOptions {
  db: Database;
  payments: PaymentProvider;
  logger: Logger;
  /** The webhook request; its body is read here exactly as received (the signature covers it). */
  request: Request;
}

export type ReceiveStripeWebhookResult =
  | { status: 200; body: { received: true } }
  | { status: 400 | 404 | 413 | 503; message: string };

/** POST /api/stripe/webhook: verify, then handle (ADR 011). */
export async function receiveStripeWebhook({
  db,
  payments,
  logger,
  request,
}: ReceiveStripeWebhookOptions): Promise<ReceiveStripeWebhookResult> {
  if (!payments.verifyWebhook) return { status: 404, message: "Not found." };
  const signatureHeader = request.headers.get("stripe-signature");
  if (!signatureHeader) return { status: 400, message: "Missing Stripe-Signature header." };
  const rawBody = await readCapped(request, maxWebhookBodyBytes);
  if (rawBody === undefined) return { status: 413, message: "Payload too large." };

  const verification = payments.verifyWebhook(rawBody, signatureHeader);
  if (!verification.ok) {
    logger.warn({ reason: verification.reason }, "stripe webhook refused");
    return { status: 400, message: "Invalid signature or payload." };
  }
  const { event } = verification;

  logger.info({ eventId: event.id, type: event.type }, "stripe webhook received");
  try {
    await handleStripeEvent({ db, payments, event, logger });
  } catch (error) {
    // Stripe retries a non-2xx answer for up to three days; a session Stripe does not know will not appear.
    if (isBillingError(error, "not-found")) {
      logger.warn({ eventId: event.id, type: event.type }, "stripe does not know the event's checkout session");
      return { status: 200, body: { received: true } };
    }
    logger.error({ err: error, eventId: event.id, type: event.type }, "stripe webhook could not be handled");
    return { status: 503, message: "Could not process the event now; retry later." };
  }
  return { status: 200, body: { received: true } };
}
