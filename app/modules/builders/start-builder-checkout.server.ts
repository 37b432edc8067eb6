import type { Database } from "#app/db/client.server.ts";
import { isAppError } from "#app/lib/app-error.ts";
import type { Logger } from "#app/lib/logger.server.ts";
import type { PaymentProvider } from "#app/modules/billing/payment-provider.ts";
import { startCheckout } from "#app/modules/billing/start-checkout.server.ts";

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
 * Why a builder checkout did not start. The builder pricing page has one message for each of three
 * failures (docs/product/builders.md, Builder pricing):
 * - `unreachable`: the call to the payment provider failed (down, timed out, refused the request):
 *   'Something went wrong. Please try again later.'
 * - `no-checkout`: nothing failed outright, but no checkout came of it (the provider answered without a
 *   checkout page, or the tier is not the builder package): 'Something went wrong starting checkout.
 *   Please try again.'
 * - `server-error`: our own server failed unexpectedly (a database error, a bug; logged here): 'There
 *   was a server error. Please try again shortly.'
 * `invalid-tier` is told apart too, for /builder-checkout?tier=… ('No tier selected.').
 */
export type BuilderCheckoutFailure = "invalid-tier" | "no-checkout" | "unreachable" | "server-error";

export type BuilderCheckoutOutcome = { ok: true; redirectUrl: string } | { ok: false; failure: BuilderCheckoutFailure };

/** Opens a builder package checkout for the user; a failure is answered, never thrown. */
export async function startBuilderCheckout({
  db,
  payments,
  logger,
  user,
  tier,
  baseUrl,
}: StartBuilderCheckoutOptions): Promise<BuilderCheckoutOutcome> {
  try {
    const started = await startCheckout({ db, payments, user, kind: "builder", tier, baseUrl });
    return { ok: true, redirectUrl: started.redirectUrl };
  } catch (error) {
    if (isAppError(error, "invalid")) return { ok: false, failure: "invalid-tier" };
    if (isAppError(error, "bad-gateway")) {
      // With a cause, the provider call itself failed; without one, the provider answered but gave no checkout.
      logger.warn({ err: error, userId: user.id }, "builder checkout: the payment provider failed");
      return { ok: false, failure: error.cause === undefined ? "no-checkout" : "unreachable" };
    }
    if (isAppError(error)) return { ok: false, failure: "no-checkout" };
    logger.error({ err: error, userId: user.id }, "builder checkout could not start");
    return { ok: false, failure: "server-error" };
  }
}
