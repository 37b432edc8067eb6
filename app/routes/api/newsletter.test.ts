// POST /api/newsletter and /newsletter/unsubscribe through their route modules.
import type { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { newsletterSubscribers, outbox, rateLimitWindows } from "#app/db/schema.ts";
import { clientIpHeader } from "#app/modules/accounts/auth.server.ts";
import { action } from "#app/routes/api/newsletter.ts";
import { action as unsubscribeAction, loader as unsubscribeLoader } from "#app/routes/newsletter/unsubscribe.tsx";
import { createTestDatabase, type TestDatabase } from "#app/test/database.ts";
import { testBaseUrl as baseUrl, contextWith, createTestServices } from "#app/test/services.ts";

let database: TestDatabase;
let context: RouterContextProvider;

beforeAll(async () => {
  database = await createTestDatabase();
  context = contextWith(createTestServices(database));
});
afterAll(() => database?.destroy());
beforeEach(async () => {
  await database.db.delete(rateLimitWindows);
  await database.db.delete(newsletterSubscribers);
  await database.db.delete(outbox);
});

function post(body: string, contentType: string, ip = "203.0.113.5"): Promise<Response> {
  const request = new Request(`${baseUrl}/api/newsletter`, {
    method: "POST",
    headers: { "content-type": contentType, [clientIpHeader]: ip },
    body,
  });
  return action({ request, url: new URL(request.url), pattern: "/api/newsletter", context, params: {} });
}
const postJson = (body: unknown, ip?: string) => post(JSON.stringify(body), "application/json", ip);
const postForm = (body: Record<string, string>) =>
  post(new URLSearchParams(body).toString(), "application/x-www-form-urlencoded");

// Loader and action results are either plain data or data() with a status.
function unwrap(result: unknown): { status: number; data: { state: string } } {
  if (result && typeof result === "object" && "type" in result && result.type === "DataWithResponseInit") {
    const wrapped = result as unknown as { data: { state: string }; init: { status?: number } | null };
    return { status: wrapped.init?.status ?? 200, data: wrapped.data };
  }
  return { status: 200, data: result as { state: string } };
}

describe("POST /api/newsletter", () => {
  it("subscribes, and says so the second time without a second row or mail", async () => {
    const first = await postJson({ email: "Camper@Example.com" });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ ok: true, message: "Thank you for subscribing!" });
    const second = await postJson({ email: "camper@example.com" });
    expect(await second.json()).toEqual({ ok: true, message: "You are already subscribed." });
    expect(await database.db.select().from(newsletterSubscribers)).toHaveLength(1);
    expect(await database.db.select().from(outbox)).toHaveLength(1);
  });

  it("answers a bad address with 400 and too many sign-ups with 429", async () => {
    const bad = await postJson({ email: "not-an-address" });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ ok: false, message: "Please enter a valid email address." });
    expect((await postJson({})).status).toBe(400);

    for (let n = 0; n < 10; n++)
      expect((await postJson({ email: `n${n}@example.com` }, "198.51.100.9")).status).toBe(200);
    const limited = await postJson({ email: "n10@example.com" }, "198.51.100.9");
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await limited.json()).toEqual({
      ok: false,
      message: "Too many sign-ups from your network. Please try again later.",
    });
  });

  it("sends a form post (no JavaScript) back to the page it came from, never off the site", async () => {
    const subscribed = await postForm({ email: "form@example.com", returnTo: "/blog?page=2" });
    expect(subscribed.status).toBe(303);
    expect(subscribed.headers.get("location")).toBe("/blog?page=2&newsletter=subscribed#newsletter");
    const again = await postForm({ email: "form@example.com", returnTo: "/" });
    expect(again.headers.get("location")).toBe("/?newsletter=already-subscribed#newsletter");
    const invalid = await postForm({ email: "", returnTo: "https://evil.example/" });
    expect(invalid.headers.get("location")).toBe("/?newsletter=invalid#newsletter");
  });
});

describe("/newsletter/unsubscribe", () => {
  async function subscribedToken() {
    await postJson({ email: "leaving@example.com" });
    const [row] = await database.db.select().from(newsletterSubscribers);
    if (!row) throw new Error("no subscriber");
    return row.unsubscribeToken;
  }
  const args = (method: string, token: string, body?: string) => {
    const request = new Request(`${baseUrl}/newsletter/unsubscribe?token=${encodeURIComponent(token)}`, {
      method,
      ...(body ? { body, headers: { "content-type": "application/x-www-form-urlencoded" } } : {}),
    });
    return { request, url: new URL(request.url), pattern: "/newsletter/unsubscribe", context, params: {} };
  };

  it("asks before unsubscribing, unsubscribes on POST (also RFC 8058 one-click), and refuses unknown tokens", async () => {
    const token = await subscribedToken();
    expect(unwrap(await unsubscribeLoader(args("GET", token)))).toEqual({
      status: 200,
      data: { state: "confirm", token },
    });
    // Opening the link changed nothing.
    expect((await database.db.select().from(newsletterSubscribers))[0]?.unsubscribedAt).toBeNull();

    const done = unwrap(await unsubscribeAction(args("POST", token, "List-Unsubscribe=One-Click")));
    expect(done).toEqual({ status: 200, data: { state: "unsubscribed" } });
    expect((await database.db.select().from(newsletterSubscribers))[0]?.unsubscribedAt).toBeInstanceOf(Date);
    expect(unwrap(await unsubscribeLoader(args("GET", token))).data.state).toBe("already-unsubscribed");

    expect(unwrap(await unsubscribeLoader(args("GET", "forged")))).toMatchObject({ status: 404 });
    expect(unwrap(await unsubscribeAction(args("POST", "forged")))).toMatchObject({
      status: 404,
      data: { state: "invalid" },
    });
  });
});
