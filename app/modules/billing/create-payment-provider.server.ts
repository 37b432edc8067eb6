import type { Database } from "#app/db/client.server.ts";
import type { Env } from "#app/lib/env.server.ts";
import type { Logger } from "#app/lib/logger.server.ts";
import { createLocalPaymentProvider } from "./local-payment-provider.server.ts";
import type { PaymentProvider } from "./payment-provider.ts";
import { createStripePaymentProvider } from "./stripe-payment-provider.server.ts";

export interface CreatePaymentProviderOptions {
  env: Pick<
    Env,
    "PAYMENT_PROVIDER" | "STRIPE_SECRET_KEY" | "STRIPE_WEBHOOK_SECRET" | "STRIPE_API_URL" | "isProduction"
  >;
  db: Database;
  logger: Logger;
}

/** The provider PAYMENT_PROVIDER names (env validation guarantees Stripe's keys are there). */
export function createPaymentProvider({ env, db, logger }: CreatePaymentProviderOptions): PaymentProvider {
  if (env.PAYMENT_PROVIDER === "stripe") {
    if (!env.STRIPE_SECRET_KEY || !env.STRIPE_WEBHOOK_SECRET) {
      throw new Error("PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET");
    }
    return createStripePaymentProvider({
      secretKey: env.STRIPE_SECRET_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
      apiUrl: env.STRIPE_API_URL,
    });
  }
  if (env.isProduction) {
    logger.warn("PAYMENT_PROVIDER=local: checkouts are completed by a Pay button without any charge");
  }
  return createLocalPaymentProvider({ db });
}
