import type { Database } from "#app/db/client.server.ts";
import { AppError, isAppError } from "#app/lib/app-error.ts";
import type { Logger } from "#app/lib/logger.server.ts";
import type { PaymentProvider } from "#app/modules/billing/payment-provider.ts";
import { startCheckout } from "#app/modules/billing/start-checkout.server.ts";
import { builderMessages } from "./builder-messages.ts";

export interface StartBuilderCheckoutOptions {
  db: Database;
  payments: PaymentProvider;
  logger: Logger;
  user: { id: string; email: string };
  /** From the request; only the builder package's id (case-insensitive) is a tier here. */
  tier: string;
  /** This site's public origin (BASE_URL). */
  baseUrl: string;
}

/**
 * Opens a builder package checkout for the user. Throws AppError: `invalid` when the tier is not the
 * builder package; `bad-gateway` in the pricing page's words (docs/product/builders.md, Builder
 * pricing) when the payment provider could not be reached ('Something went wrong. Please try again
 * later.') or answered without a checkout ('Something went wrong starting checkout. Please try
 * again.'). A fault of ours is thrown on, for the page to report.
 */
export async function startBuilderCheckout({
  db,
  payments,
  logger,
  user,
  tier,
  baseUrl,
}: StartBuilderCheckoutOptions): Promise<{ redirectUrl: string }> {
  try {
    const started = await startCheckout({ db, payments, user, kind: "builder", tier, baseUrl });
    return { redirectUrl: started.redirectUrl };
  } catch (error) {
    if (!isAppError(error) || error.code === "invalid") throw error;
    // With a cause, the provider call itself failed; without one, the provider answered but gave no checkout.
    const isUnreachable = isAppError(error, "bad-gateway") && error.cause !== undefined;
    if (isUnreachable) logger.warn({ err: error, userId: user.id }, "builder checkout: the payment provider failed");
    const message = isUnreachable ? builderMessages.pricingUnreachable : builderMessages.pricingNoCheckout;
    throw new AppError("bad-gateway", message, { cause: error });
  }
}

/** Whether startBuilderCheckout failed because the provider answered without a checkout (no address to go to). */
export function isCheckoutWithoutAddress(error: unknown): boolean {
  return isAppError(error, "bad-gateway") && error.message === builderMessages.pricingNoCheckout;
}
