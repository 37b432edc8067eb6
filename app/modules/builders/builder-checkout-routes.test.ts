// Builder checkout through its routes: /builder-pricing's three failure messages (docs/product/builders.md),
// /builder-checkout?tier=… ('No tier selected.' for no tier or an unknown one), and the flow paths
// /submit-builder-form and /thank-you that lead to the real pages.
import { eq } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentSessions, user } from "#app/db/schema.ts";
import type { AppServices } from "#app/lib/context.server.ts";
import { clientIpHeader } from "#app/modules/accounts/auth.server.ts";
import { BillingError, billingMessages } from "#app/modules/billing/billing-error.ts";
import type { PaymentProvider } from "#app/modules/billing/payment-provider.ts";
import { loader as checkoutLoader } from "#app/routes/billing/builder-checkout.tsx";
import { action as pricingAction } from "#app/routes/billing/builder-pricing.tsx";
import { loader as submitFormLoader } from "#app/routes/builders/submit-builder-form.ts";
import { loader as thankYouLoader } from "#app/routes/builders/thank-you.ts";
import { createTestDatabase, type TestDatabase } from "#app/test/database.ts";
import { testBaseUrl as baseUrl, contextWith, createTestServices } from "#app/test/services.ts";

const password = "correct horse battery";

let database: TestDatabase;
let services: AppServices;
let cookie: string;
let userId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  services = createTestServices(database);
  const postAuth = (path: string, body: unknown) =>
    services.auth.handler(
      new Request(`${baseUrl}/api/auth${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: baseUrl, [clientIpHeader]: "203.0.113.8" },
        body: JSON.stringify(body),
      }),
    );
  const email = "pat@example.com";
  expect((await postAuth("/sign-up/email", { email, password, name: "Pat" })).status).toBe(200);
  const [row] = await database.db
    .update(user)
    .set({ emailVerified: true })
    .where(eq(user.email, email))
    .returning({ id: user.id });
  userId = row?.id ?? "";
  const signedIn = await postAuth("/sign-in/email", { email, password });
  cookie = signedIn.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
});
afterAll(() => database?.destroy());

/** The status and body (or location) of what a loader or action returned or threw. */
async function settle(promise: unknown) {
  let result: unknown;
  try {
    result = await promise;
  } catch (thrown) {
    result = thrown;
  }
  if (result instanceof Response) {
    return { status: result.status, body: null, location: result.headers.get("location") };
  }
  const value = result as { type?: string; data?: unknown; init?: { status?: number } | null };
  if (value && value.type === "DataWithResponseInit") return { status: value.init?.status ?? 200, body: value.data };
  return { status: 200, body: result };
}

function args(path: string, context: RouterContextProvider, method = "GET") {
  const request = new Request(`${baseUrl}${path}`, {
    method,
    headers: { cookie, ...(method === "POST" ? { "content-type": "application/x-www-form-urlencoded" } : {}) },
    ...(method === "POST" ? { body: "" } : {}),
  });
  return { request, context, params: {}, url: new URL(request.url), pattern: path } as never;
}

/** A provider whose checkout call fails the given way. */
function providerThat(createCheckout: PaymentProvider["createCheckout"]): PaymentProvider {
  return { ...services.payments, createCheckout };
}

async function openSessions() {
  return database.db.select().from(paymentSessions).where(eq(paymentSessions.userId, userId));
}

describe("/builder-pricing", () => {
  it("sends the builder to the provider's checkout", async () => {
    const result = await settle(pricingAction(args("/builder-pricing", contextWith(services), "POST")));
    expect(result).toMatchObject({
      status: 302,
      location: expect.stringMatching(/^\/checkout\/local\/[0-9a-f-]{36}$/),
    });
  });

  it("says 'Something went wrong. Please try again later.' when the provider cannot be reached", async () => {
    const before = (await openSessions()).length;
    const context = contextWith({
      ...services,
      payments: providerThat(async () => {
        throw new TypeError("fetch failed", { cause: new Error("connect ETIMEDOUT api.stripe.com:443") });
      }),
    });
    expect(await settle(pricingAction(args("/builder-pricing", context, "POST")))).toEqual({
      status: 502,
      body: { error: "Something went wrong. Please try again later." },
    });
    // The open session is gone again: nobody can pay a checkout that was never handed out.
    expect(await openSessions()).toHaveLength(before);
  });

  it("says 'Something went wrong starting checkout. Please try again.' when the provider gives no checkout", async () => {
    const context = contextWith({
      ...services,
      payments: providerThat(async () => {
        // What the Stripe provider throws for a session without a url.
        throw new BillingError("provider-unavailable", billingMessages.providerUnavailable);
      }),
    });
    expect(await settle(pricingAction(args("/builder-pricing", context, "POST")))).toEqual({
      status: 502,
      body: { error: "Something went wrong starting checkout. Please try again." },
    });
  });

  it("says 'There was a server error. Please try again shortly.' when our server fails", async () => {
    const context = contextWith({
      ...services,
      db: {
        transaction() {
          throw new Error("connect ECONNREFUSED 10.0.0.7:5432");
        },
      } as unknown as AppServices["db"],
    });
    expect(await settle(pricingAction(args("/builder-pricing", context, "POST")))).toEqual({
      status: 500,
      body: { error: "There was a server error. Please try again shortly." },
    });
  });
});

describe("/builder-checkout", () => {
  it("starts the checkout for the builder tier", async () => {
    expect(await settle(checkoutLoader(args("/builder-checkout?tier=roamstead", contextWith(services))))).toMatchObject(
      { status: 302, location: expect.stringMatching(/^\/checkout\/local\//) },
    );
  });

  it("answers no tier and an unknown tier with 'No tier selected.', then /builder-pricing", async () => {
    for (const path of ["/builder-checkout", "/builder-checkout?tier=", "/builder-checkout?tier=platinum"]) {
      expect(await settle(checkoutLoader(args(path, contextWith(services))))).toEqual({
        status: 400,
        body: { error: "No tier selected.", next: "/builder-pricing" },
      });
    }
  });

  it("answers a provider failure with the product's checkout message, then /builder-cancel", async () => {
    const context = contextWith({
      ...services,
      payments: providerThat(async () => {
        throw new Error("socket hang up");
      }),
    });
    expect(await settle(checkoutLoader(args("/builder-checkout?tier=roamstead", context)))).toEqual({
      status: 502,
      body: { error: "There was an error creating the checkout session. Please try again.", next: "/builder-cancel" },
    });
  });
});

describe("legacy addresses of the builder flow (docs/product/site-shell.md, Legacy URL aliases)", () => {
  it("/submit-builder-form leads to /submit-builder with its query; /thank-you to /builders", async () => {
    const request = new Request(`${baseUrl}/submit-builder-form?session_id=local_abc&x=1`);
    expect(await settle(submitFormLoader({ request } as never))).toMatchObject({
      status: 301,
      location: "/submit-builder?session_id=local_abc&x=1",
    });
    expect(
      await settle(submitFormLoader({ request: new Request(`${baseUrl}/submit-builder-form`) } as never)),
    ).toMatchObject({ location: "/submit-builder" });
    expect(await settle(thankYouLoader())).toMatchObject({ status: 301, location: "/builders" });
  });
});
