import { type RouterContextProvider, redirect } from "react-router";
import { getServices } from "#app/lib/context.server.ts";
import type { CurrentUser } from "#app/modules/accounts/current-user.server.ts";
import { isBillingError } from "./billing-error.ts";
import type { PaymentKind } from "./catalogue.ts";
import { startCheckout } from "./start-checkout.server.ts";

/** Starts a checkout and sends the browser to the provider; a failure comes back as a message. */
export async function redirectToCheckout(
  context: Readonly<RouterContextProvider>,
  user: CurrentUser,
  kind: PaymentKind,
  tier: string,
): Promise<Response | { error: string }> {
  const { db, env, payments, logger } = getServices(context);
  try {
    const started = await startCheckout({ db, payments, user, kind, tier, baseUrl: env.BASE_URL });
    return redirect(started.redirectUrl);
  } catch (error) {
    if (!isBillingError(error)) logger.error({ err: error, kind, tier }, "checkout could not start");
    return { error: isBillingError(error) ? error.message : "Please try again." };
  }
}
