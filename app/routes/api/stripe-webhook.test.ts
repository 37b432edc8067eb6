// POST /api/stripe/webhook through its route module: signed events from the real SDK, checked against a
// local fake Stripe API; then over HTTP behind the production middleware. With DATABASE_URL (a
// PostgreSQL server) the concurrent deliveries are a real race.
import type { AddressInfo } from "node:net";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import pino from "pino";
import type { RouterContextProvider, ServerBuild } from "react-router";
import Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientIpHeader } from "#app/modules/accounts/auth.server.ts";
import { confirmPayment } from "#app/modules/billing/confirm-payment.server.ts";
import type { PaymentProvider } from "#app/modules/billing/payment-provider.ts";
import type { FakeStripeApi } from "#app/modules/billing/testing/fake-stripe-api.ts";
import { stripeTestBed, stripeTestKeys } from "#app/modules/billing/testing/stripe-test-bed.ts";
import { isPostgresRun, type TestDatabase } from "#app/test/database.ts";
import { routeArgs } from "#app/test/route-args.ts";
import { testBaseUrl as baseUrl } from "#app/test/services.ts";
import {
  clientAddress,
  refuseCrossSiteMutations,
  requestLogging,
  securityHeaders,
} from "../../../server/middleware.ts";
import type { Route } from "./+types/stripe-webhook";
import * as webhookRoute from "./stripe-webhook.ts";
import { action as webhookAction, loader as webhookLoader } from "./stripe-webhook.ts";

const bed = stripeTestBed();
const { startRoamCheckout, sessionRow, logLines } = bed;
const { webhookSecret } = stripeTestKeys;
let database: TestDatabase;
let fake: FakeStripeApi;
let payments: PaymentProvider;
let context: RouterContextProvider;
beforeAll(() => {
  ({ database, fake, payments, context } = bed);
});
/** Only used to sign events, as Stripe would. */
const signer = new Stripe("sk_test_signer_only");

let eventCounter = 0;

/** A Stripe event body about a Checkout Session (the body says whatever it likes; we re-read the session). */
function eventPayload(type: string, sessionId: string, objectOverrides: Record<string, unknown> = {}): string {
  eventCounter++;
  return JSON.stringify({
    id: `evt_test_${eventCounter}`,
    object: "event",
    api_version: "2025-01-01",
    created: Math.floor(Date.now() / 1000),
    type,
    data: { object: { id: sessionId, object: "checkout.session", ...objectOverrides } },
  });
}

function signed(payload: string, options: { timestamp?: number; secret?: string } = {}): string {
  return signer.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? webhookSecret, ...options });
}

async function deliver(payload: string, signature: string | null = signed(payload)): Promise<Response> {
  const headers: Record<string, string> = { "content-type": "application/json; charset=utf-8" };
  if (signature !== null) headers["stripe-signature"] = signature;
  const request = new Request(`${baseUrl}/api/stripe/webhook`, { method: "POST", headers, body: payload });
  return webhookAction(routeArgs<Route.ActionArgs>(request, context));
}

function handledLogs() {
  return logLines.filter((line) => line.msg === "stripe checkout event handled");
}

describe("webhook signature checks", () => {
  let providerSessionId: string;
  beforeAll(async () => {
    providerSessionId = (await startRoamCheckout()).providerSessionId;
    fake.pay(providerSessionId);
  });

  it("refuses a forged signature with 400 and records nothing", async () => {
    const payload = eventPayload("checkout.session.completed", providerSessionId);
    const response = await deliver(payload, signed(payload, { secret: "whsec_someone_else" }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ ok: false, message: "Invalid signature or payload.", values: {} });
    expect((await sessionRow(providerSessionId)).status).toBe("open");
  });

  it("refuses a body changed after signing with 400", async () => {
    const payload = eventPayload("checkout.session.completed", providerSessionId);
    const signature = signed(payload);
    const tampered = payload.replace('"checkout.session.completed"', '"checkout.session.completed" ');
    expect((await deliver(tampered, signature)).status).toBe(400);
    expect((await sessionRow(providerSessionId)).status).toBe("open");
  });

  it("refuses a timestamp older than 300 s with 400 (a replayed event)", async () => {
    const payload = eventPayload("checkout.session.completed", providerSessionId);
    const response = await deliver(payload, signed(payload, { timestamp: Math.floor(Date.now() / 1000) - 301 }));
    expect(response.status).toBe(400);
    expect(logLines.some((line) => String(line.reason).includes("tolerance"))).toBe(true);
    expect((await sessionRow(providerSessionId)).status).toBe("open");
  });

  it("refuses a missing signature header and a signed body that is not JSON with 400", async () => {
    const payload = eventPayload("checkout.session.completed", providerSessionId);
    const unsigned = await deliver(payload, null);
    expect(unsigned.status).toBe(400);
    expect(await unsigned.json()).toMatchObject({ ok: false, message: "Missing Stripe-Signature header." });
    expect((await deliver("not json", signed("not json"))).status).toBe(400);
    expect((await deliver("", signed(""))).status).toBe(400);
  });

  it("accepts a signature made 200 s ago (inside the default tolerance)", async () => {
    const payload = eventPayload("checkout.session.expired", "cs_test_unknown_here");
    const known = fake.sessions.get(providerSessionId);
    if (!known) throw new Error("the fake lost a session");
    fake.sessions.set("cs_test_unknown_here", {
      ...structuredClone(known),
      id: "cs_test_unknown_here",
      status: "expired",
      payment_status: "unpaid",
    });
    const response = await deliver(payload, signed(payload, { timestamp: Math.floor(Date.now() / 1000) - 200 }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });

  it("answers GET with 405", async () => {
    const response = webhookLoader();
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
  });

  it("refuses a body over 512 KB with 413 without reading it all, and closes the connection", async () => {
    const payload = "x".repeat(600 * 1024);
    const response = await deliver(payload, signed(payload));
    expect(response.status).toBe(413);
    expect(response.headers.get("connection")).toBe("close");
    expect(await response.json()).toMatchObject({ ok: false, message: "The request is too large (at most 512 KB)." });
  });

  it("refuses a body that is not JSON by its content type with 415, before checking the signature", async () => {
    const payload = eventPayload("checkout.session.completed", providerSessionId);
    const request = new Request(`${baseUrl}/api/stripe/webhook`, {
      method: "POST",
      headers: { "content-type": "text/plain", "stripe-signature": signed(payload) },
      body: payload,
    });
    const response = await webhookAction(routeArgs<Route.ActionArgs>(request, context));
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ ok: false, message: "Send the request as application/json." });
    expect((await sessionRow(providerSessionId)).status).toBe("open");
  });
});

describe("delivering events", () => {
  it(`fulfils once when the same completed event arrives 10 times at once${isPostgresRun ? " (PostgreSQL race)" : ""}`, async () => {
    const { providerSessionId } = await startRoamCheckout();
    fake.pay(providerSessionId);
    const payload = eventPayload("checkout.session.completed", providerSessionId);
    const signature = signed(payload);
    fake.holdRetrievals(10);
    const responses = await Promise.all(Array.from({ length: 10 }, () => deliver(payload, signature)));
    expect(responses.map((response) => response.status)).toEqual(Array(10).fill(200));
    const handled = handledLogs().filter((line) => line.providerSessionId === providerSessionId);
    expect(handled).toHaveLength(10);
    expect(handled.filter((line) => line.changed === true)).toHaveLength(1);
    const row = await sessionRow(providerSessionId);
    expect(row.status).toBe("paid");
    expect(row.paidAt).toBeInstanceOf(Date);

    // A late duplicate a minute later changes nothing either, paid_at included.
    const again = eventPayload("checkout.session.completed", providerSessionId);
    expect((await deliver(again)).status).toBe(200);
    expect((await sessionRow(providerSessionId)).paidAt?.getTime()).toBe(row.paidAt?.getTime());
  });

  it("does not trust the event body: a completed event for an unpaid session leaves it open", async () => {
    const { providerSessionId } = await startRoamCheckout();
    const payload = eventPayload("checkout.session.completed", providerSessionId, {
      payment_status: "paid",
      status: "complete",
      amount_total: 8_900,
    });
    expect((await deliver(payload)).status).toBe(200);
    expect((await sessionRow(providerSessionId)).status).toBe("open");
    expect(fake.requests.at(-1)).toMatchObject({ method: "GET", path: `/v1/checkout/sessions/${providerSessionId}` });
  });

  it("keeps an expired session expired when a completed event arrives after the expired one", async () => {
    const { providerSessionId } = await startRoamCheckout();
    fake.update(providerSessionId, { status: "expired" });
    expect((await deliver(eventPayload("checkout.session.expired", providerSessionId))).status).toBe(200);
    expect((await sessionRow(providerSessionId)).status).toBe("expired");
    expect((await deliver(eventPayload("checkout.session.completed", providerSessionId))).status).toBe(200);
    expect((await sessionRow(providerSessionId)).status).toBe("expired");
  });

  it("keeps a paid session paid when an expired event arrives late", async () => {
    const { providerSessionId } = await startRoamCheckout();
    fake.pay(providerSessionId);
    await deliver(eventPayload("checkout.session.completed", providerSessionId));
    expect((await deliver(eventPayload("checkout.session.expired", providerSessionId))).status).toBe(200);
    expect((await sessionRow(providerSessionId)).status).toBe("paid");
  });

  it("waits for async_payment_succeeded when completed arrives before a delayed payment settles", async () => {
    const { providerSessionId } = await startRoamCheckout();
    fake.update(providerSessionId, { status: "complete", payment_status: "unpaid" });
    await deliver(eventPayload("checkout.session.completed", providerSessionId));
    expect((await sessionRow(providerSessionId)).status).toBe("open");

    fake.update(providerSessionId, { payment_status: "paid" });
    await deliver(eventPayload("checkout.session.async_payment_succeeded", providerSessionId));
    expect((await sessionRow(providerSessionId)).status).toBe("paid");

    // The completed event delivered again afterwards changes nothing.
    await deliver(eventPayload("checkout.session.completed", providerSessionId));
    const changes = handledLogs().filter((line) => line.providerSessionId === providerSessionId && line.changed);
    expect(changes).toHaveLength(1);
  });

  it("does not fulfil a payment whose amount differs from the session's", async () => {
    const { providerSessionId } = await startRoamCheckout();
    fake.update(providerSessionId, { status: "complete", payment_status: "paid", amount_total: 2_900 });
    expect((await deliver(eventPayload("checkout.session.completed", providerSessionId))).status).toBe(200);
    expect((await sessionRow(providerSessionId)).status).toBe("open");
    expect(logLines.some((line) => line.isAmountMismatch === true && line.level === 40)).toBe(true);
    const confirmed = await confirmPayment({ db: database.db, payments, providerSessionId, userId: "buyer" });
    expect(confirmed.outcome).toBe("not-paid");
  });

  it("acknowledges other event types without calling Stripe", async () => {
    const before = fake.requests.length;
    const payload = JSON.stringify({
      id: "evt_other",
      object: "event",
      type: "payment_intent.succeeded",
      data: { object: { id: "pi_1", object: "payment_intent" } },
    });
    const response = await deliver(payload);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect(fake.requests.length).toBe(before);
    expect(logLines.some((line) => line.eventId === "evt_other" && line.type === "payment_intent.succeeded")).toBe(
      true,
    );
  });

  it("acknowledges an event about a session Stripe does not know (200, nothing recorded)", async () => {
    const response = await deliver(eventPayload("checkout.session.completed", "cs_test_nobody_knows"));
    expect(response.status).toBe(200);
  });

  it("answers 503 when Stripe cannot be asked, so Stripe delivers the event again", async () => {
    const { providerSessionId } = await startRoamCheckout();
    fake.pay(providerSessionId);
    fake.failWith = 500;
    const payload = eventPayload("checkout.session.completed", providerSessionId);
    const unavailable = await deliver(payload);
    expect(unavailable.status).toBe(503);
    expect(await unavailable.json()).toMatchObject({ message: "Could not process the event now; retry later." });
    expect((await sessionRow(providerSessionId)).status).toBe("open");
    fake.failWith = null;
    expect((await deliver(payload)).status).toBe(200);
    expect((await sessionRow(providerSessionId)).status).toBe("paid");
  });
});

describe("over HTTP, behind the Express middleware of server/http.ts", () => {
  let origin: string;
  let close: () => void;
  beforeAll(async () => {
    // The production middleware in its order, then React Router's Express handler with the webhook route.
    const app = express();
    app.use(requestLogging(pino({ level: "silent" })));
    app.use(securityHeaders({ isDevelopment: false, trustProxy: false }));
    app.use(compression());
    app.use(clientAddress(clientIpHeader));
    app.use(refuseCrossSiteMutations(baseUrl));
    const build = {
      entry: { module: { default: () => new Response("document") } },
      routes: {
        root: { id: "root", path: "", module: { default: () => null } },
        "routes/api/stripe-webhook": {
          id: "routes/api/stripe-webhook",
          parentId: "root",
          path: "api/stripe/webhook",
          module: webhookRoute,
        },
      },
      assets: { entry: { module: "/entry.js", imports: [] }, routes: {}, url: "/manifest.js", version: "test" },
      publicPath: "/",
      assetsBuildDirectory: "build/client",
      future: {},
      ssr: true,
      isSpaMode: false,
      prerender: [],
      routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
    } as unknown as ServerBuild;
    app.use(createRequestHandler({ build, mode: "production", getLoadContext: () => context }));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close?.());

  it("lets Stripe's call through (no Origin, no Sec-Fetch-Site) with the raw body intact, and fulfils", async () => {
    const { providerSessionId } = await startRoamCheckout();
    fake.pay(providerSessionId);
    // Pretty-printed with a non-ASCII character: any re-serialisation on the way would break the signature.
    const payload = JSON.stringify(
      JSON.parse(eventPayload("checkout.session.completed", providerSessionId)),
      null,
      2,
    ).replace('"object": "event"', '"object": "event", "note": "Café ✓"');
    const response = await fetch(`${origin}/api/stripe/webhook`, {
      method: "POST",
      headers: {
        "content-type": "application/json; charset=utf-8",
        "stripe-signature": signed(payload),
        "user-agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
      },
      body: payload,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect((await sessionRow(providerSessionId)).status).toBe("paid");
  });

  it("answers a bad signature with 400, and a browser's cross-site POST is refused before it", async () => {
    const payload = eventPayload("checkout.session.completed", "cs_test_x");
    const forged = await fetch(`${origin}/api/stripe/webhook`, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=deadbeef" },
      body: payload,
    });
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({ ok: false, message: "Invalid signature or payload." });
    const crossSite = await fetch(`${origin}/api/stripe/webhook`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin: "https://evil.example",
        "stripe-signature": signed(payload),
      },
      body: payload,
    });
    expect(crossSite.status).toBe(403);
  });
});
