// The Stripe adapter: the real SDK against a local fake Stripe API, starting checkouts and the success
// page's server-side confirmation (the webhook: app/routes/api/stripe-webhook.test.ts).
import { beforeAll, describe, expect, it } from "vitest";
import { paymentSessions } from "#app/db/schema.ts";
import type { TestDatabase } from "#app/test/database.ts";
import { testBaseUrl as baseUrl } from "#app/test/services.ts";
import { english } from "#app/test/translator.tsx";
import { confirmPayment } from "./confirm-payment.server.ts";
import type { PaymentProvider } from "./payment-provider.ts";
import { startCheckout } from "./start-checkout.server.ts";
import type { FakeStripeApi } from "./testing/fake-stripe-api.ts";
import { stripeTestBed, stripeTestKeys } from "./testing/stripe-test-bed.ts";

/** The message a refused checkout was refused with (a message id). */
async function messageOf(refused: Promise<unknown>): Promise<string> {
  const error = await refused.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof Error)) throw new Error("expected the checkout to be refused");
  return error.message;
}

const bed = stripeTestBed();
const { startRoamCheckout, sessionRow } = bed;
const { secretKey } = stripeTestKeys;
let database: TestDatabase;
let fake: FakeStripeApi;
let payments: PaymentProvider;
beforeAll(() => {
  ({ database, fake, payments } = bed);
});

describe("starting a Stripe checkout", () => {
  it("creates a Checkout Session in payment mode with our session id, the price and the return URLs", async () => {
    const started = await startRoamCheckout();
    expect(started.redirectUrl).toBe(`https://checkout.stripe.test/c/pay/${started.providerSessionId}`);
    const sent = fake.sessions.get(started.providerSessionId)?.createdWith;
    expect(sent).toMatchObject({
      mode: "payment",
      "line_items[0][price_data][currency]": "usd",
      "line_items[0][price_data][unit_amount]": "8900",
      "line_items[0][price_data][product_data][name]": "Roam",
      "line_items[0][quantity]": "1",
      customer_email: "bea@example.com",
      client_reference_id: started.sessionId,
      "metadata[sessionId]": started.sessionId,
      "metadata[userId]": "buyer",
      "metadata[kind]": "listing",
      "metadata[tier]": "roam",
      success_url: `${baseUrl}/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${baseUrl}/cancel`,
    });
    const create = fake.requests.find((request) => request.method === "POST");
    expect(create?.authorization).toBe(`Bearer ${secretKey}`);
    expect(create?.idempotencyKey).toBe(`checkout-${started.sessionId}`);
    expect(await sessionRow(started.providerSessionId)).toMatchObject({
      provider: "stripe",
      userId: "buyer",
      kind: "listing",
      tier: "roam",
      amountCents: 8_900,
      currency: "usd",
      status: "open",
      paidAt: null,
      usedAt: null,
    });
  });

  it("charges the builder package at $1,500 and returns to the builder pages", async () => {
    const started = await startCheckout({
      db: database.db,
      payments,
      user: { id: "buyer", email: "bea@example.com" },
      kind: "builder",
      tier: "roamstead",
      baseUrl,
    });
    expect(fake.sessions.get(started.providerSessionId)?.createdWith).toMatchObject({
      "line_items[0][price_data][unit_amount]": "150000",
      "line_items[0][price_data][product_data][name]": "Roamstead Builder",
      success_url: `${baseUrl}/builder-success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${baseUrl}/builder-cancel`,
    });
  });

  it("refuses a tier that does not belong to the kind, before anything is stored or sent", async () => {
    const before = fake.requests.length;
    for (const [kind, tier] of [
      ["listing", "roamstead"],
      ["builder", "roam"],
      ["listing", "gold"],
      ["listing", ""],
    ] as const) {
      const refused = startCheckout({
        db: database.db,
        payments,
        user: { id: "buyer", email: "b@x.io" },
        kind,
        tier,
        baseUrl,
      });
      await expect(refused).rejects.toMatchObject({ code: "invalid" });
      expect(english(await messageOf(refused))).toBe("Invalid or missing tier selection.");
    }
    expect(fake.requests.length).toBe(before);
  });

  it("removes the open row and reports the provider when Stripe is down", async () => {
    fake.failWith = 500;
    const count = (await database.db.select().from(paymentSessions)).length;
    const failure = startRoamCheckout();
    await expect(failure).rejects.toMatchObject({ code: "bad-gateway", status: 502 });
    expect(english(await messageOf(failure))).toBe(
      "There was an error creating the checkout session. Please try again.",
    );
    expect((await database.db.select().from(paymentSessions)).length).toBe(count);
  });
});

describe("confirmPayment (the success page)", () => {
  it("confirms a paid session server-side before any webhook arrived", async () => {
    const { providerSessionId, sessionId } = await startRoamCheckout();
    fake.pay(providerSessionId);
    const result = await confirmPayment({ db: database.db, payments, providerSessionId, userId: "buyer" });
    expect(result).toMatchObject({
      outcome: "paid",
      session: { id: sessionId, kind: "listing", tier: "roam", productName: "Roam", amountCents: 8_900, isUsed: false },
    });
  });

  it("answers not-found for another user's session, and does not ask Stripe", async () => {
    const { providerSessionId } = await startRoamCheckout();
    fake.pay(providerSessionId);
    const before = fake.requests.length;
    expect(await confirmPayment({ db: database.db, payments, providerSessionId, userId: "other" })).toEqual({
      outcome: "not-found",
    });
    expect(fake.requests.length).toBe(before);
    expect((await sessionRow(providerSessionId)).status).toBe("open");
  });

  it("a session id in the query string proves nothing: an unpaid session stays unpaid", async () => {
    const { providerSessionId } = await startRoamCheckout();
    expect(await confirmPayment({ db: database.db, payments, providerSessionId, userId: "buyer" })).toMatchObject({
      outcome: "not-paid",
      session: { status: "open" },
    });
    expect(
      await confirmPayment({ db: database.db, payments, providerSessionId: "cs_test_made_up", userId: "buyer" }),
    ).toEqual({ outcome: "not-found" });
    expect((await sessionRow(providerSessionId)).status).toBe("open");
  });

  it("records an expired session as expired", async () => {
    const { providerSessionId } = await startRoamCheckout();
    fake.update(providerSessionId, { status: "expired" });
    expect(await confirmPayment({ db: database.db, payments, providerSessionId, userId: "buyer" })).toMatchObject({
      outcome: "not-paid",
      session: { status: "expired" },
    });
  });
});
