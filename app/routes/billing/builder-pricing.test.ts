// The builder package's checkout through its routes: /builder-pricing's three failure messages
// (docs/product/builders.md) and /builder-checkout?tier=… ('No tier selected.' for no tier or an
// unknown one).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paymentSessions } from "#app/db/schema.ts";
import type { AppServices } from "#app/lib/context.server.ts";
import { billingFailures } from "#app/modules/billing/billing-failures.ts";
import type { PaymentProvider } from "#app/modules/billing/payment-provider.ts";
import { signedInAccount, type TestAccount } from "#app/test/accounts.ts";
import { createTestDatabase, type TestDatabase } from "#app/test/database.ts";
import { formRequest, pageRequest, routeArgs, settle } from "#app/test/route-args.ts";
import { contextWith, createTestServices } from "#app/test/services.ts";
import type { Route as CheckoutRoute } from "./+types/builder-checkout";
import type { Route as PricingRoute } from "./+types/builder-pricing";
import { loader as checkoutLoader } from "./builder-checkout.tsx";
import { action as pricingAction } from "./builder-pricing.tsx";

let database: TestDatabase;
let services: AppServices;
let pat: TestAccount;

beforeAll(async () => {
  database = await createTestDatabase();
  services = createTestServices(database);
  pat = await signedInAccount(services, "pat@example.com");
});
afterAll(() => database?.destroy());

function choose(on: AppServices = services) {
  const request = formRequest("/builder-pricing", {}, pat.cookie);
  return settle(() => pricingAction(routeArgs<PricingRoute.ActionArgs>(request, contextWith(on))));
}

function checkout(path: string, on: AppServices = services) {
  return settle(() =>
    checkoutLoader(routeArgs<CheckoutRoute.LoaderArgs>(pageRequest(path, pat.cookie), contextWith(on))),
  );
}

/** The services with a provider whose checkout call fails the given way. */
function withProvider(createCheckout: PaymentProvider["createCheckout"]): AppServices {
  return { ...services, payments: { ...services.payments, createCheckout } };
}

async function openSessions() {
  return database.db.select().from(paymentSessions).where(eq(paymentSessions.userId, pat.id));
}

describe("/builder-pricing", () => {
  it("sends the builder to the provider's checkout", async () => {
    expect(await choose()).toMatchObject({
      status: 302,
      location: expect.stringMatching(/^\/checkout\/local\/[0-9a-f-]{36}$/),
    });
  });

  it("says 'Something went wrong. Please try again later.' when the provider cannot be reached", async () => {
    const before = (await openSessions()).length;
    const unreachable = withProvider(async () => {
      throw new TypeError("fetch failed", { cause: new Error("connect ETIMEDOUT api.stripe.com:443") });
    });
    expect(await choose(unreachable)).toMatchObject({
      status: 502,
      body: { ok: false, message: "Something went wrong. Please try again later." },
    });
    // The open session is gone again: nobody can pay a checkout that was never handed out.
    expect(await openSessions()).toHaveLength(before);
  });

  it("says 'Something went wrong starting checkout. Please try again.' when the provider gives no checkout", async () => {
    // What the Stripe provider throws for a session without a url.
    const noCheckout = withProvider(async () => {
      throw billingFailures.providerUnavailable();
    });
    expect(await choose(noCheckout)).toMatchObject({
      status: 502,
      body: { ok: false, message: "Something went wrong starting checkout. Please try again." },
    });
  });

  it("says 'There was a server error. Please try again shortly.' when our server fails", async () => {
    const broken = {
      ...services,
      db: {
        transaction() {
          throw new Error("connect ECONNREFUSED 10.0.0.7:5432");
        },
      } as unknown as AppServices["db"],
    };
    expect(await choose(broken)).toMatchObject({
      status: 500,
      body: { ok: false, message: "There was a server error. Please try again shortly." },
    });
  });
});

describe("/builder-checkout", () => {
  it("starts the checkout for the builder tier", async () => {
    expect(await checkout("/builder-checkout?tier=roamstead")).toMatchObject({
      status: 302,
      location: expect.stringMatching(/^\/checkout\/local\//),
    });
  });

  it("answers no tier and an unknown tier with 'No tier selected.', then /builder-pricing", async () => {
    for (const path of ["/builder-checkout", "/builder-checkout?tier=", "/builder-checkout?tier=platinum"]) {
      expect(await checkout(path)).toEqual(
        expect.objectContaining({ status: 400, body: { error: "No tier selected.", next: "/builder-pricing" } }),
      );
    }
  });

  it("answers a provider failure with the checkout message, then /builder-cancel", async () => {
    const failing = withProvider(async () => {
      throw new Error("socket hang up");
    });
    expect(await checkout("/builder-checkout?tier=roamstead", failing)).toEqual(
      expect.objectContaining({
        status: 502,
        body: { error: "There was an error creating the checkout session. Please try again.", next: "/builder-cancel" },
      }),
    );
  });
});
