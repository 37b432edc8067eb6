import { z } from "zod";
import { AppError, isAppError } from "#app/lib/app-error.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { billingMessages } from "./billing-failures.ts";
import { type StartCheckoutOptions, type StartedCheckout, startCheckout } from "./start-checkout.server.ts";

/** The checkout buttons' forms (camper checkout, builder pricing) have no fields: what to buy is in the address. */
export const checkoutFormSchema = z.object({});

/** 'Something went wrong with checkout: {reason}', one message per reason startCheckout gives. */
const pageCheckoutMessages: Partial<Record<string, MessageId>> = {
  [billingMessages.invalidTier]: "billing.checkout.failedInvalidTier",
  [billingMessages.providerUnavailable]: "billing.checkout.failedProviderUnavailable",
};

/**
 * Starts a checkout from a page's form. Its AppError keeps its code and says why in the page's words:
 * 'Something went wrong with checkout: {reason}' (a message id, ADR 056).
 */
export async function startPageCheckout(options: StartCheckoutOptions): Promise<StartedCheckout> {
  try {
    return await startCheckout(options);
  } catch (error) {
    throw inPageCheckoutWords(error);
  }
}

/** A checkout's AppError (startCheckout's, expireCheckout's) with its code, in the page's words; others as they are. */
export function inPageCheckoutWords(error: unknown): unknown {
  if (!isAppError(error)) return error;
  return new AppError(error.code, pageCheckoutMessages[error.message] ?? "billing.checkout.failed", {
    cause: error,
    retryAfterSeconds: error.retryAfterSeconds,
  });
}
