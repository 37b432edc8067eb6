// The local provider end to end through the /checkout/local/:sessionId route module, with real
// better-auth sessions: start a checkout, open the page as its owner (others get 404), Pay or Cancel.
import { eq } from "drizzle-orm";
import type { RouterContextProvider, UNSAFE_DataWithResponseInit } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PaymentSession, paymentSessions, user } from "#app/db/schema.ts";
import type { AppServices } from "#app/lib/context.server.ts";
import { type Auth, clientIpHeader } from "#app/modules/accounts/auth.server.ts";
import { action as webhookAction } from "#app/routes/api/stripe-webhook.ts";
import { action, loader } from "#app/routes/checkout/local.tsx";
import { createTestDatabase, type TestDatabase } from "#app/test/database.ts";
import { testBaseUrl as baseUrl, contextWith, createTestServices } from "#app/test/services.ts";
import { confirmPayment } from "./confirm-payment.server.ts";
import { consumePaymentSession } from "./consume-payment-session.server.ts";
import type { PaymentProvider } from "./payment-provider.ts";
import { startCheckout } from "./start-checkout.server.ts";

const password = "correct horse battery";

let database: TestDatabase;
let auth: Auth;
let payments: PaymentProvider;
let services: AppServices;
let context: RouterContextProvider;
const ids: Record<"owner" | "stranger", string> = { owner: "", stranger: "" };
const cookies: Record<"owner" | "stranger", string> = { owner: "", stranger: "" };

function postAuth(path: string, body: unknown): Promise<Response> {
  return auth.handler(
    new Request(`${baseUrl}/api/auth${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: baseUrl, [clientIpHeader]: "203.0.113.7" },
      body: JSON.stringify(body),
    }),
  );
}

/** A confirmed account, signed in: its id and the Cookie header a browser would send. */
async function account(email: string): Promise<{ id: string; cookie: string }> {
  expect((await postAuth("/sign-up/email", { email, password, name: "Camper" })).status).toBe(200);
  const [row] = await database.db
    .update(user)
    .set({ emailVerified: true })
    .where(eq(user.email, email))
    .returning({ id: user.id });
  const signedIn = await postAuth("/sign-in/email", { email, password });
  expect(signedIn.status).toBe(200);
  const cookie = signedIn.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");
  return { id: row?.id ?? "", cookie };
}

beforeAll(async () => {
  database = await createTestDatabase();
  services = createTestServices(database);
  auth = services.auth;
  payments = services.payments;
  context = contextWith(services);
  const [owner, stranger] = await Promise.all([account("owner@example.com"), account("stranger@example.com")]);
  ids.owner = owner.id;
  cookies.owner = owner.cookie;
  ids.stranger = stranger.id;
  cookies.stranger = stranger.cookie;
});
afterAll(() => database?.destroy());

async function start(kind: "listing" | "builder" = "listing", tier = "stampede") {
  return startCheckout({
    db: database.db,
    payments,
    user: { id: ids.owner, email: "owner@example.com" },
    kind,
    tier,
    baseUrl,
  });
}

async function row(id: string): Promise<PaymentSession> {
  const [found] = await database.db.select().from(paymentSessions).where(eq(paymentSessions.id, id));
  if (!found) throw new Error("gone");
  return found;
}

function page(
  sessionId: string,
  as?: keyof typeof cookies,
  form?: Record<string, string>,
): Parameters<typeof loader>[0] {
  const headers: Record<string, string> = as ? { cookie: cookies[as] } : {};
  const init: RequestInit = form
    ? {
        method: "POST",
        headers: { ...headers, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(form),
      }
    : { headers };
  const request = new Request(`${baseUrl}/checkout/local/${sessionId}`, init);
  return { request, context, params: { sessionId } } as unknown as Parameters<typeof loader>[0];
}

async function thrownBy(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (thrown) {
    return thrown;
  }
  throw new Error("expected a throw");
}

function statusOf(thrown: unknown): number | undefined {
  if (thrown instanceof Response) return thrown.status;
  return (thrown as UNSAFE_DataWithResponseInit<unknown>).init?.status ?? undefined;
}

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
      order: { productName: "Stampede", kindLabel: "Camper listing", price: "$250" },
    });
    const builder = await start("builder", "roamstead");
    expect(await loader(page(builder.sessionId, "owner"))).toEqual({
      order: { productName: "Roamstead Builder", kindLabel: "Builder package", price: "$1,500 / year" },
    });
  });

  it("sends a visitor to sign-in and back, and answers 404 to another user or an unknown id", async () => {
    const { sessionId } = await start();
    const visitor = (await thrownBy(loader(page(sessionId)))) as Response;
    expect(visitor.headers.get("location")).toBe(
      `/sign-in-camper?redirect=${encodeURIComponent(`/checkout/local/${sessionId}`)}`,
    );
    expect(statusOf(await thrownBy(loader(page(sessionId, "stranger"))))).toBe(404);
    expect(statusOf(await thrownBy(loader(page("not-a-uuid", "owner"))))).toBe(404);
    expect(statusOf(await thrownBy(loader(page("00000000-0000-4000-8000-000000000000", "owner"))))).toBe(404);
  });

  it("Pay records the payment through fulfilment and goes to /success with the session id", async () => {
    const { sessionId, providerSessionId } = await start();
    const response = (await action(page(sessionId, "owner", { intent: "pay" }))) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe(`/success?session_id=${providerSessionId}`);
    const paid = await row(sessionId);
    expect(paid.status).toBe("paid");
    expect(paid.paidAt).toBeInstanceOf(Date);

    // The success page confirms it for the owner only; the page is gone once paid.
    expect(await confirmPayment({ db: database.db, payments, providerSessionId, userId: ids.owner })).toMatchObject({
      outcome: "paid",
      session: { id: sessionId, tier: "stampede", amountCents: 25_000 },
    });
    expect(await confirmPayment({ db: database.db, payments, providerSessionId, userId: ids.stranger })).toEqual({
      outcome: "not-found",
    });
    expect(statusOf(await thrownBy(loader(page(sessionId, "owner"))))).toBe(404);

    // A second Pay (double click) lands on the same page and changes nothing.
    const again = (await action(page(sessionId, "owner", { intent: "pay" }))) as Response;
    expect(again.headers.get("location")).toBe(`/success?session_id=${providerSessionId}`);
    expect((await row(sessionId)).paidAt?.getTime()).toBe(paid.paidAt?.getTime());
  });

  it("Pay for the builder package returns to /builder-success", async () => {
    const { sessionId, providerSessionId } = await start("builder", "roamstead");
    const response = (await action(page(sessionId, "owner", { intent: "pay" }))) as Response;
    expect(response.headers.get("location")).toBe(`/builder-success?session_id=${providerSessionId}`);
  });

  it("Cancel ends the checkout and goes to the cancel page; it cannot be paid afterwards", async () => {
    const { sessionId, providerSessionId } = await start();
    const response = (await action(page(sessionId, "owner", { intent: "cancel" }))) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/cancel");
    expect((await row(sessionId)).status).toBe("canceled");
    expect(statusOf(await thrownBy(action(page(sessionId, "owner", { intent: "pay" }))))).toBe(404);
    expect(await confirmPayment({ db: database.db, payments, providerSessionId, userId: ids.owner })).toMatchObject({
      outcome: "not-paid",
    });
    await expect(
      consumePaymentSession({ tx: database.db, sessionId, userId: ids.owner, kind: "listing", usedForId: "x" }),
    ).rejects.toMatchObject({ code: "not-paid" });

    const builder = await start("builder", "roamstead");
    const cancel = (await action(page(builder.sessionId, "owner", { intent: "cancel" }))) as Response;
    expect(cancel.headers.get("location")).toBe("/builder-cancel");
  });

  it("another user cannot pay or cancel someone's checkout, and a bad intent is a 400", async () => {
    const { sessionId } = await start();
    expect(statusOf(await thrownBy(action(page(sessionId, "stranger", { intent: "pay" }))))).toBe(404);
    expect(statusOf(await thrownBy(action(page(sessionId, "stranger", { intent: "cancel" }))))).toBe(404);
    expect(statusOf(await thrownBy(action(page(sessionId, "owner", { intent: "refund" }))))).toBe(400);
    expect((await row(sessionId)).status).toBe("open");
  });

  it("does not exist when the configured provider is Stripe", async () => {
    const { sessionId } = await start();
    const stripeContext = contextWith({ ...services, payments: { ...payments, name: "stripe" } });
    const args = { ...page(sessionId, "owner"), context: stripeContext };
    expect(statusOf(await thrownBy(loader(args)))).toBe(404);
    const post = { ...page(sessionId, "owner", { intent: "pay" }), context: stripeContext };
    expect(statusOf(await thrownBy(action(post)))).toBe(404);
    expect((await row(sessionId)).status).toBe("open");
  });

  it("has no Stripe webhook: /api/stripe/webhook answers 404 with the local provider", async () => {
    const request = new Request(`${baseUrl}/api/stripe/webhook`, {
      method: "POST",
      headers: { "stripe-signature": "t=1,v1=x", "content-type": "application/json" },
      body: "{}",
    });
    const response = (await webhookAction({ request, context, params: {} } as never)) as Response;
    expect(response.status).toBe(404);
  });
});
