// The builder package's checkout through its routes: /builder-pricing's three failure messages
// (docs/product/builders.md) and /builder-checkout?tier=… ('No tier selected.' for no tier or an
// unknown one; opening it writes nothing, posting its form starts the checkout).
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { paymentSessions } from "#app/db/schema.ts";
import type { AppServices } from "#app/lib/context.server.ts";
import { billingFailures } from "#app/modules/billing/billing-failures.ts";
import type { PaymentProvider } from "#app/modules/billing/payment-provider.ts";
import { pageThroughApp } from "#app/test/app-request-handler.ts";
import { formRequest, pageRequest, routeArgs, settle } from "#app/test/route-args.ts";
import { routeTestBed } from "#app/test/route-test-bed.ts";
import { contextWith } from "#app/test/services.ts";
import { english, englishOutcome as inEnglish } from "#app/test/translator.tsx";
import type { Route as CheckoutRoute } from "./+types/builder-checkout";
import type { Route as PricingRoute } from "./+types/builder-pricing";
import { action as checkoutAction, loader as checkoutLoader } from "./builder-checkout.tsx";
import { action as pricingAction } from "./builder-pricing.tsx";

const bed = routeTestBed({ accounts: { pat: "pat@example.com" } });

function choose(on: AppServices = bed.services) {
  const request = formRequest("/builder-pricing", {}, bed.accounts.pat.cookie);
  return settle(() => pricingAction(routeArgs<PricingRoute.ActionArgs>(request, contextWith(on)))).then(inEnglish);
}

/** What the checkout page's loader answered, its refusal in English (it is a message id). */
async function openCheckout(path: string, cookie = bed.accounts.pat.cookie) {
  const outcome = await settle(() =>
    checkoutLoader(routeArgs<CheckoutRoute.LoaderArgs>(pageRequest(path, cookie), contextWith(bed.services))),
  );
  const body = outcome.body as { refusal?: unknown } | null;
  if (body && typeof body.refusal === "string") body.refusal = english(body.refusal);
  return outcome;
}

function checkout(path: string, on: AppServices = bed.services, cookie = bed.accounts.pat.cookie) {
  return settle(() =>
    checkoutAction(routeArgs<CheckoutRoute.ActionArgs>(formRequest(path, {}, cookie), contextWith(on))),
  ).then(inEnglish);
}

/** The services with a provider whose checkout call fails the given way. */
function withProvider(createCheckout: PaymentProvider["createCheckout"]): AppServices {
  return { ...bed.services, payments: { ...bed.services.payments, createCheckout } };
}

async function openSessions() {
  return bed.db.select().from(paymentSessions).where(eq(paymentSessions.userId, bed.accounts.pat.id));
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
      ...bed.services,
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
  it("opening the page starts nothing: a GET writes no payment session, however often", async () => {
    const before = (await openSessions()).length;
    for (const tier of ["roamstead", "roamstead", "RoamStead"]) {
      expect(await openCheckout(`/builder-checkout?tier=${tier}`)).toMatchObject({
        status: 200,
        body: { refusal: null },
      });
    }
    expect(await openSessions()).toHaveLength(before);
  });

  it("posting its form starts the checkout for the builder tier, once per post", async () => {
    const before = (await openSessions()).length;
    expect(await checkout("/builder-checkout?tier=roamstead")).toMatchObject({
      status: 302,
      location: expect.stringMatching(/^\/checkout\/local\//),
    });
    expect(await openSessions()).toHaveLength(before + 1);
  });

  it("answers no tier and an unknown tier with 'No tier selected.', then /builder-pricing", async () => {
    for (const path of ["/builder-checkout", "/builder-checkout?tier=", "/builder-checkout?tier=platinum"]) {
      expect(await openCheckout(path)).toEqual(
        expect.objectContaining({
          status: 400,
          body: { refusal: "No tier selected.", metaTitle: "Builder checkout | Roamstead" },
        }),
      );
      expect(await checkout(path)).toEqual(
        expect.objectContaining({ status: 400, body: { ok: false, message: "No tier selected." } }),
      );
    }
  });

  it("answers a provider failure with the checkout message", async () => {
    const failing = withProvider(async () => {
      throw new Error("socket hang up");
    });
    expect(await checkout("/builder-checkout?tier=roamstead", failing)).toEqual(
      expect.objectContaining({
        status: 502,
        body: { ok: false, message: "There was an error creating the checkout session. Please try again." },
      }),
    );
  });

  it("sends a visitor (no cookie) to sign in and back, and starts nothing for them", async () => {
    const before = (await openSessions()).length;
    expect(await openCheckout("/builder-checkout?tier=roamstead", "")).toMatchObject({
      status: 302,
      location: "/sign-in-camper?redirect=%2Fbuilder-checkout%3Ftier%3Droamstead",
    });
    expect(await checkout("/builder-checkout?tier=roamstead", bed.services, "")).toMatchObject({ status: 302 });
    expect(await openSessions()).toHaveLength(before);
  });
});

describe("/builder-checkout through the whole app (docs/product/builders.md, Builder checkout)", () => {
  it("says 'Invalid response from server.' when the provider answers without a checkout address, then /builder-cancel", async () => {
    // What the Stripe provider throws for a session without a url.
    const noAddress = withProvider(async () => {
      throw billingFailures.providerUnavailable();
    });
    const request = formRequest("/builder-checkout?tier=roamstead", {}, bed.accounts.pat.cookie);
    const { status, html } = await pageThroughApp(request, noAddress);
    expect(status).toBe(502);
    expect(html).toContain("Invalid response from server.");
    expect(html).toContain('href="/builder-cancel"');
  });
});

describe("/builder-pricing in French, through the whole app", () => {
  it("shows the package in French, its name and price kept", async () => {
    const { status, html } = await pageThroughApp(pageRequest("/fr/builder-pricing"), bed.services);
    expect(status).toBe(200);
    expect(html).toContain('<html lang="fr-CA"');
    expect(html).toContain("Devenez un aménageur en vedette</h1>");
    expect(html).toContain("Roamstead Builder");
    expect(html).toContain("3 annonces de VR gratuites");
    expect(html).toContain("Inscrire votre entreprise");
    expect(html).not.toContain("Submit Your Company");
  });
});
