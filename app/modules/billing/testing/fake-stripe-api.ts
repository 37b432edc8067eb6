// Tests only: a local stand-in for the Stripe endpoints we call (create, retrieve and expire a Checkout Session),
// driven by the real SDK through its host/port/protocol options. Tests decide what Stripe "knows" about each session.
import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export interface FakeCheckoutSession {
  id: string;
  object: "checkout.session";
  mode: "payment";
  status: "open" | "complete" | "expired";
  payment_status: "paid" | "unpaid" | "no_payment_required";
  amount_total: number;
  currency: string;
  customer_email: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  url: string | null;
  /** The form fields as the SDK sent them (for assertions). */
  createdWith: Record<string, string>;
}

export interface FakeStripeApi {
  /** http://127.0.0.1:port, for STRIPE_API_URL. */
  url: string;
  sessions: Map<string, FakeCheckoutSession>;
  /** Every request: method, path and the Authorization header. */
  requests: Array<{ method: string; path: string; authorization: string | undefined; idempotencyKey?: string }>;
  /** Changes what Stripe says about a session from now on. */
  update(id: string, changes: Partial<Pick<FakeCheckoutSession, "status" | "payment_status" | "amount_total">>): void;
  /** Marks the session paid, as a completed card payment would. */
  pay(id: string): void;
  /** Answers every request with this status (a Stripe outage) until set back to null. */
  failWith: number | null;
  /**
   * Holds the next `count` session retrievals and answers them all at once when the last arrives, so
   * what the callers do next (the database writes) starts at the same moment: a real race.
   */
  holdRetrievals(count: number): void;
  close(): Promise<void>;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

function send(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, {
    "Content-Type": "application/json",
    "Request-Id": `req_${randomBytes(6).toString("hex")}`,
  });
  response.end(JSON.stringify(body));
}

function missing(response: ServerResponse, id: string) {
  send(response, 404, {
    error: {
      type: "invalid_request_error",
      code: "resource_missing",
      message: `No such checkout.session: '${id}'`,
      param: "session",
    },
  });
}

export async function startFakeStripeApi(): Promise<FakeStripeApi> {
  const sessions = new Map<string, FakeCheckoutSession>();
  const requests: FakeStripeApi["requests"] = [];
  const fake = { failWith: null as number | null };
  let held: { count: number; waiting: Array<() => void> } | null = null;

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://fake.stripe");
    requests.push({
      method: request.method ?? "",
      path: url.pathname,
      authorization: request.headers.authorization,
      idempotencyKey: request.headers["idempotency-key"] as string | undefined,
    });
    const body = await readBody(request);
    if (fake.failWith) {
      send(response, fake.failWith, { error: { type: "api_error", message: "The fake Stripe API is down." } });
      return;
    }
    if (!request.headers.authorization?.startsWith("Bearer sk_test_")) {
      send(response, 401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
      return;
    }

    if (request.method === "POST" && url.pathname === "/v1/checkout/sessions") {
      const form = Object.fromEntries(new URLSearchParams(body));
      const id = `cs_test_${randomBytes(12).toString("hex")}`;
      const metadata: Record<string, string> = {};
      for (const [key, value] of Object.entries(form)) {
        const name = key.match(/^metadata\[(.+)\]$/)?.[1];
        if (name) metadata[name] = value;
      }
      const unitAmount = Number(form["line_items[0][price_data][unit_amount]"]);
      const quantity = Number(form["line_items[0][quantity]"] ?? "1");
      const session: FakeCheckoutSession = {
        id,
        object: "checkout.session",
        mode: "payment",
        status: "open",
        payment_status: "unpaid",
        amount_total: unitAmount * quantity,
        currency: form["line_items[0][price_data][currency]"] ?? "usd",
        customer_email: form.customer_email ?? null,
        client_reference_id: form.client_reference_id ?? null,
        metadata,
        success_url: form.success_url ?? "",
        cancel_url: form.cancel_url ?? "",
        url: `https://checkout.stripe.test/c/pay/${id}`,
        createdWith: form,
      };
      sessions.set(id, session);
      send(response, 200, session);
      return;
    }

    const retrieve = url.pathname.match(/^\/v1\/checkout\/sessions\/([^/]+)$/);
    if (request.method === "GET" && retrieve?.[1]) {
      const id = decodeURIComponent(retrieve[1]);
      if (held) {
        const barrier = held;
        await new Promise<void>((resolve) => {
          barrier.waiting.push(resolve);
          if (barrier.waiting.length >= barrier.count) {
            held = null;
            for (const release of barrier.waiting) release();
          }
        });
      }
      const session = sessions.get(id);
      if (!session) return missing(response, id);
      const { createdWith: _, ...visible } = session;
      send(response, 200, visible);
      return;
    }
    const expire = url.pathname.match(/^\/v1\/checkout\/sessions\/([^/]+)\/expire$/);
    if (request.method === "POST" && expire?.[1]) {
      const id = decodeURIComponent(expire[1]);
      const session = sessions.get(id);
      if (!session) return missing(response, id);
      if (session.status !== "open") {
        send(response, 400, {
          error: {
            type: "invalid_request_error",
            message: 'Only Checkout Sessions with a status in ["open"] can be expired.',
          },
        });
        return;
      }
      Object.assign(session, { status: "expired", url: null });
      const { createdWith: _, ...visible } = session;
      send(response, 200, visible);
      return;
    }
    send(response, 404, {
      error: { type: "invalid_request_error", message: `Unrecognized request URL (${url.pathname})` },
    });
  });

  server.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;

  const api: FakeStripeApi = {
    url: `http://127.0.0.1:${port}`,
    sessions,
    requests,
    get failWith() {
      return fake.failWith;
    },
    set failWith(status: number | null) {
      fake.failWith = status;
    },
    holdRetrievals(count) {
      held = { count, waiting: [] };
    },
    update(id, changes) {
      const session = sessions.get(id);
      if (!session) throw new Error(`The fake Stripe API has no session ${id}`);
      Object.assign(session, changes);
    },
    pay(id) {
      api.update(id, { status: "complete", payment_status: "paid" });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return api;
}
