import type { Database } from "#app/db/client.server.ts";
import { AppError, isAppError } from "#app/lib/app-error.ts";
import type { Logger } from "#app/lib/logger.server.ts";
import { handleStripeEvent } from "./handle-stripe-event.server.ts";
import type { PaymentProvider } from "./payment-provider.ts";

/** Stripe's events are a few kilobytes; anything this large is not one. */
export const maxWebhookBodyBytes = 512 * 1024;

export interface ReceiveStripeWebhookOptions {
  db: Database;
  payments: PaymentProvider;
  logger: Logger;
  /** The body exactly as received (the signature covers these bytes), read by the route's reader. */
  rawBody: string;
  /** The `Stripe-Signature` header, if any. */
  signatureHeader: string | null;
}

/**
 * POST /api/stripe/webhook: verify, then handle (ADR 011). Throws AppError: `not-found` when payments
 * are not Stripe's, `invalid` for a missing or wrong signature, `unavailable` when the event cannot be
 * handled now (Stripe delivers it again for up to three days).
 */
export async function receiveStripeWebhook({
  db,
  payments,
  logger,
  rawBody,
  signatureHeader,
}: ReceiveStripeWebhookOptions): Promise<void> {
  if (!payments.verifyWebhook) throw new AppError("not-found", "Not found.");
  if (!signatureHeader) throw new AppError("invalid", "Missing Stripe-Signature header.");
  const verification = payments.verifyWebhook(rawBody, signatureHeader);
  if (!verification.ok) {
    logger.warn({ reason: verification.reason }, "stripe webhook refused");
    throw new AppError("invalid", "Invalid signature or payload.");
  }
  const { event } = verification;

  logger.info({ eventId: event.id, type: event.type }, "stripe webhook received");
  try {
    await handleStripeEvent({ db, payments, event, logger });
  } catch (error) {
    // A session Stripe does not know will not appear: acknowledged, or Stripe would retry for days.
    if (isAppError(error, "not-found")) {
      logger.warn({ eventId: event.id, type: event.type }, "stripe does not know the event's checkout session");
      return;
    }
    logger.error({ err: error, eventId: event.id, type: event.type }, "stripe webhook could not be handled");
    throw new AppError("unavailable", "Could not process the event now; retry later.", { cause: error });
  }
}
