// Stripe for tests: the real SDK against a local fake Stripe API (fake-stripe-api.ts), a test database
// with two buyers, and the request context a route module receives. `stripeTestBed` registers the
// hooks that start and stop it; what the code under test logged is kept one object per line.

import { eq } from "drizzle-orm";
import pino from "pino";
import { RouterContextProvider } from "react-router";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { type PaymentSession, paymentSessions, user } from "#app/db/schema.ts";
import { type AppServices, servicesContext } from "#app/lib/context.server.ts";
import { parseEnv } from "#app/lib/env.server.ts";
import { createTestDatabase, type TestDatabase } from "#app/test/database.ts";
import { testBaseUrl } from "#app/test/services.ts";
import { createPaymentProvider } from "../create-payment-provider.server.ts";
import type { PaymentProvider } from "../payment-provider.ts";
import { startCheckout } from "../start-checkout.server.ts";
import { type FakeStripeApi, startFakeStripeApi } from "./fake-stripe-api.ts";

export const stripeTestKeys = {
  webhookSecret: "whsec_test_secret_for_roamstead",
  secretKey: "sk_test_roamstead_fake",
} as const;

export interface StripeTestBed {
  database: TestDatabase;
  fake: FakeStripeApi;
  payments: PaymentProvider;
  /** The context a loader or action receives: configuration, database, logger and payments. */
  context: RouterContextProvider;
  /** What the code logged, one object per line; emptied before each test. */
  logLines: Array<Record<string, unknown>>;
  /** A roam checkout started through the real flow: a payment_sessions row and a session in the fake Stripe. */
  startRoamCheckout(userId?: string, email?: string): ReturnType<typeof startCheckout>;
  sessionRow(providerSessionId: string): Promise<PaymentSession>;
}

/** The test bed for this file's tests (buyers "buyer" and "other"); `fake.failWith` is reset after each test. */
export function stripeTestBed(): StripeTestBed {
  const logLines: Array<Record<string, unknown>> = [];
  const bed = {
    logLines,
    startRoamCheckout: (userId = "buyer", email = "bea@example.com") =>
      startCheckout({
        db: bed.database.db,
        payments: bed.payments,
        user: { id: userId, email },
        kind: "listing",
        tier: "Roam",
        baseUrl: testBaseUrl,
      }),
    async sessionRow(providerSessionId: string) {
      const [row] = await bed.database.db
        .select()
        .from(paymentSessions)
        .where(eq(paymentSessions.providerSessionId, providerSessionId));
      if (!row) throw new Error(`no payment session ${providerSessionId}`);
      return row;
    },
  } as StripeTestBed;

  beforeAll(async () => {
    [bed.database, bed.fake] = await Promise.all([createTestDatabase(), startFakeStripeApi()]);
    const env = parseEnv({
      NODE_ENV: "test",
      BASE_URL: testBaseUrl,
      PAYMENT_PROVIDER: "stripe",
      STRIPE_SECRET_KEY: stripeTestKeys.secretKey,
      STRIPE_WEBHOOK_SECRET: stripeTestKeys.webhookSecret,
      STRIPE_API_URL: bed.fake.url,
    });
    const logger = pino({ level: "info" }, { write: (line: string) => logLines.push(JSON.parse(line)) });
    const db = bed.database.db;
    bed.payments = createPaymentProvider({ env, db, logger });
    bed.context = new RouterContextProvider();
    const services = { env, db, logger, payments: bed.payments, notifyOutbox() {} };
    bed.context.set(servicesContext, services as unknown as AppServices);
    await db.insert(user).values([
      { id: "buyer", email: "bea@example.com", name: "Bea", emailVerified: true },
      { id: "other", email: "otto@example.com", name: "Otto", emailVerified: true },
    ]);
  });
  afterAll(async () => {
    await Promise.all([bed.database?.destroy(), bed.fake?.close()]);
  });
  beforeEach(() => {
    logLines.length = 0;
  });
  afterEach(() => {
    bed.fake.failWith = null;
  });
  return bed;
}
