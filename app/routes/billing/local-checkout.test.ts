// The local provider end to end through the /checkout/local/:sessionId route module, with real
// better-auth sessions: start a checkout, open the page as its owner (others get 404), Pay or Cancel.
import { eq } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { type PaymentSession, paymentSessions } from "#app/db/schema.ts";
import { confirmPayment } from "#app/modules/billing/confirm-payment.server.ts";
import { consumePaymentSession } from "#app/modules/billing/consume-payment-session.server.ts";
import type { PaymentProvider } from "#app/modules/billing/payment-provider.ts";
import { startCheckout } from "#app/modules/billing/start-checkout.server.ts";
import { action as webhookAction } from "#app/routes/api/stripe-webhook.ts";
import { formRequest, pageRequest, routeArgs, settle } from "#app/test/route-args.ts";
import { routeTestBed } from "#app/test/route-test-bed.ts";
import { testBaseUrl as baseUrl, contextWith } from "#app/test/services.ts";
import { englishOutcome as inEnglish } from "#app/test/translator.tsx";
import type { Route } from "./+types/local-checkout";
import { action, loader } from "./local-checkout.tsx";

const bed = routeTestBed({ accounts: { owner: "owner@example.com", stranger: "stranger@example.com" } });
let payments: PaymentProvider;
beforeAll(async () => {
  payments = bed.services.payments;
});

async function start(kind: "listing" | "builder" = "listing", tier = "stampede") {
  return startCheckout({
    db: bed.db,
    payments,
    user: { id: bed.accounts.owner.id, email: "owner@example.com" },
    kind,
    tier,
    baseUrl,
  });
}

async function row(id: string): Promise<PaymentSession> {
  const [found] = await bed.db.select().from(paymentSessions).where(eq(paymentSessions.id, id));
  if (!found) throw new Error("gone");
  return found;
}

/** The checkout page of `sessionId` as `as` (or a visitor): a GET, or a post of `form`. */
function page(
  sessionId: string,
  as?: "owner" | "stranger",
  form?: Record<string, string>,
  on: RouterContextProvider = bed.context,
  prefix = "",
): Route.ActionArgs {
  const path = `${prefix}/checkout/local/${sessionId}`;
  const cookie = as ? bed.accounts[as].cookie : undefined;
  const request = form ? formRequest(path, form, cookie) : pageRequest(path, cookie);
  return routeArgs<Route.ActionArgs>(request, on, { sessionId });
}

const visit = (args: Route.ActionArgs) => settle(() => loader(args)).then(inEnglish);
/** What the action answered, its messages in English (replies carry message ids). */
const post = (args: Route.ActionArgs) => settle(() => action(args)).then(inEnglish);

describe("the local checkout page", () => {
  it("startCheckout sends the buyer to our own checkout page", async () => {
    const started = await start();
    expect(started.redirectUrl).toBe(`/checkout/local/${started.sessionId}`);
    expect(started.providerSessionId).toBe(`local_${started.sessionId}`);
    expect(await row(started.sessionId)).toMatchObject({ provider: "local", status: "open", amountCents: 25_000 });
  });

  it("shows the order to its owner", async () => {
    const { sessionId } = await start();
    expect(await loader(page(sessionId, "owner"))).toEqual({
      metaTitle: "Roamstead test checkout | Roamstead",
      order: { productName: "Stampede", kindLabel: "Camper listing", price: "US$250" },
    });
    const builder = await start("builder", "roamstead");
    expect(await loader(page(builder.sessionId, "owner"))).toEqual({
      metaTitle: "Roamstead test checkout | Roamstead",
      order: { productName: "Roamstead Builder", kindLabel: "Builder package", price: "US$1,500 / year" },
    });
  });

  it("shows the order in French on the French page, the product's name kept", async () => {
    const builder = await start("builder", "roamstead");
    expect(await loader(page(builder.sessionId, "owner", undefined, bed.context, "/fr"))).toEqual({
      metaTitle: "Paiement d’essai Roamstead | Roamstead",
      order: {
        productName: "Roamstead Builder",
        kindLabel: "Forfait aménageur",
        price: "1\u00a0500\u00a0$\u00a0US / an",
      },
    });
  });

  it("sends a visitor to sign-in and back, and answers 404 to another user or an unknown id", async () => {
    const { sessionId } = await start();
    const visitor = await visit(page(sessionId));
    expect(visitor.location).toBe(`/sign-in-camper?redirect=${encodeURIComponent(`/checkout/local/${sessionId}`)}`);
    expect((await visit(page(sessionId, "stranger"))).status).toBe(404);
    expect((await visit(page("not-a-uuid", "owner"))).status).toBe(404);
    expect((await visit(page("00000000-0000-4000-8000-000000000000", "owner"))).status).toBe(404);
  });

  it("Pay records the payment through fulfilment and goes to /success with the session id", async () => {
    const { sessionId, providerSessionId } = await start();
    expect(await post(page(sessionId, "owner", { intent: "pay" }))).toMatchObject({
      status: 303,
      location: `/success?session_id=${providerSessionId}`,
    });
    const paid = await row(sessionId);
    expect(paid.status).toBe("paid");
    expect(paid.paidAt).toBeInstanceOf(Date);

    // The success page confirms it for the owner only; the page is gone once paid.
    expect(
      await confirmPayment({ db: bed.db, payments, providerSessionId, userId: bed.accounts.owner.id }),
    ).toMatchObject({
      outcome: "paid",
      session: { id: sessionId, tier: "stampede", amountCents: 25_000 },
    });
    expect(await confirmPayment({ db: bed.db, payments, providerSessionId, userId: bed.accounts.stranger.id })).toEqual(
      {
        outcome: "not-found",
      },
    );
    expect((await visit(page(sessionId, "owner"))).status).toBe(404);

    // A second Pay (double click) lands on the same page and changes nothing.
    const again = await post(page(sessionId, "owner", { intent: "pay" }));
    expect(again.location).toBe(`/success?session_id=${providerSessionId}`);
    expect((await row(sessionId)).paidAt?.getTime()).toBe(paid.paidAt?.getTime());
  });

  it("Pay for the builder package returns to /builder-success", async () => {
    const { sessionId, providerSessionId } = await start("builder", "roamstead");
    const paid = await post(page(sessionId, "owner", { intent: "pay" }));
    expect(paid.location).toBe(`/builder-success?session_id=${providerSessionId}`);
  });

  it("Cancel ends the checkout and goes to the cancel page; it cannot be paid afterwards", async () => {
    const { sessionId, providerSessionId } = await start();
    expect(await post(page(sessionId, "owner", { intent: "cancel" }))).toMatchObject({
      status: 303,
      location: "/cancel",
    });
    expect((await row(sessionId)).status).toBe("canceled");
    expect(await post(page(sessionId, "owner", { intent: "pay" }))).toMatchObject({
      status: 404,
      body: { ok: false, message: "Could not verify your payment." },
    });
    expect(
      await confirmPayment({ db: bed.db, payments, providerSessionId, userId: bed.accounts.owner.id }),
    ).toMatchObject({
      outcome: "not-paid",
    });
    await expect(
      consumePaymentSession({ tx: bed.db, sessionId, userId: bed.accounts.owner.id, kind: "listing", usedForId: "x" }),
    ).rejects.toMatchObject({ code: "payment-required" });

    const builder = await start("builder", "roamstead");
    const cancel = await post(page(builder.sessionId, "owner", { intent: "cancel" }));
    expect(cancel.location).toBe("/builder-cancel");
  });

  it("another user cannot pay or cancel someone's checkout, and a bad intent is a 400", async () => {
    const { sessionId } = await start();
    expect((await post(page(sessionId, "stranger", { intent: "pay" }))).status).toBe(404);
    expect((await post(page(sessionId, "stranger", { intent: "cancel" }))).status).toBe(404);
    expect(await post(page(sessionId, "owner", { intent: "refund" }))).toMatchObject({
      status: 400,
      body: { ok: false, message: "Choose Pay or Cancel.", fieldErrors: { intent: "Choose Pay or Cancel." } },
    });
    expect((await row(sessionId)).status).toBe("open");
  });

  it("refuses a body that is not a form, a NUL in the intent and an oversize body, paying nothing", async () => {
    const { sessionId } = await start();
    const path = `/checkout/local/${sessionId}`;
    const raw = (body: string, contentType: string) =>
      routeArgs<Route.ActionArgs>(
        new Request(`${baseUrl}${path}`, {
          method: "POST",
          headers: { cookie: bed.accounts.owner.cookie, "content-type": contentType },
          body,
        }),
        bed.context,
        { sessionId },
      );
    expect(await post(raw("intent=pay", "text/plain"))).toMatchObject({ status: 415, body: { ok: false } });
    expect(await post(raw("", "application/x-www-form-urlencoded"))).toMatchObject({
      status: 400,
      body: { message: "Choose Pay or Cancel." },
    });
    // A NUL is refused on its field before the intent is looked at.
    expect(await post(page(sessionId, "owner", { intent: "pay\u0000" }))).toMatchObject({
      status: 400,
      body: { fieldErrors: { intent: "Please remove the unsupported characters from this field." } },
    });
    const huge = await post(raw(`intent=pay&note=${"x".repeat(70 * 1024)}`, "application/x-www-form-urlencoded"));
    expect(huge).toMatchObject({ status: 413, body: { ok: false } });
    expect(huge.headers.get("connection")).toBe("close");
    expect((await row(sessionId)).status).toBe("open");
  });

  it("does not exist when the configured provider is Stripe", async () => {
    const { sessionId } = await start();
    const stripeContext = contextWith({ ...bed.services, payments: { ...payments, name: "stripe" } });
    expect((await visit(page(sessionId, "owner", undefined, stripeContext))).status).toBe(404);
    expect((await post(page(sessionId, "owner", { intent: "pay" }, stripeContext))).status).toBe(404);
    expect((await row(sessionId)).status).toBe("open");
  });

  it("has no Stripe webhook: /api/stripe/webhook answers 404 with the local provider", async () => {
    const request = new Request(`${baseUrl}/api/stripe/webhook`, {
      method: "POST",
      headers: { "stripe-signature": "t=1,v1=x", "content-type": "application/json" },
      body: "{}",
    });
    expect(await settle(() => webhookAction(routeArgs(request, bed.context)))).toMatchObject({
      status: 404,
      body: { ok: false, message: "Not found." },
    });
  });
});
