// POST /api/newsletter through the route module: JSON answers, form posts sent back to their page.
import { beforeEach, describe, expect, it } from "vitest";
import { newsletterSubscribers, outbox, rateLimitWindows } from "#app/db/schema.ts";
import { clientIpHeader } from "#app/modules/accounts/auth.server.ts";
import { formRequest, jsonRequest, routeArgs, settle } from "#app/test/route-args.ts";
import { routeTestBed } from "#app/test/route-test-bed.ts";
import { testBaseUrl as baseUrl } from "#app/test/services.ts";
import type { Route } from "./+types/newsletter";
import { action, loader } from "./newsletter.ts";

const bed = routeTestBed();
beforeEach(async () => {
  await bed.db.delete(rateLimitWindows);
  await bed.db.delete(newsletterSubscribers);
  await bed.db.delete(outbox);
});

const path = "/api/newsletter";

/** The action's outcome for a request sent from `ip` (the header Express sets). */
function send(request: Request, ip = "203.0.113.5") {
  request.headers.set(clientIpHeader, ip);
  return settle(() => action(routeArgs<Route.ActionArgs>(request, bed.context)));
}
const postJson = (body: unknown, ip?: string) => send(jsonRequest(path, body), ip);
const postForm = (body: Record<string, string>) => send(formRequest(path, body));

describe("POST /api/newsletter", () => {
  it("subscribes, and says so the second time without a second row or mail", async () => {
    expect(await postJson({ email: "Camper@Example.com" })).toMatchObject({
      status: 200,
      body: { ok: true, message: "Thank you for subscribing!" },
    });
    expect((await postJson({ email: "camper@example.com" })).body).toEqual({
      ok: true,
      message: "You are already subscribed.",
    });
    expect(await bed.db.select().from(newsletterSubscribers)).toHaveLength(1);
    expect(await bed.db.select().from(outbox)).toHaveLength(1);
  });

  it("answers a bad address with 400 and too many sign-ups with 429", async () => {
    expect(await postJson({ email: "not-an-address" })).toMatchObject({
      status: 400,
      body: {
        ok: false,
        message: "Please enter a valid email address.",
        fieldErrors: { email: "Please enter a valid email address." },
      },
    });
    expect((await postJson({})).status).toBe(400);

    for (let n = 0; n < 10; n++)
      expect((await postJson({ email: `n${n}@example.com` }, "198.51.100.9")).status).toBe(200);
    const limited = await postJson({ email: "n10@example.com" }, "198.51.100.9");
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(limited.body).toMatchObject({
      ok: false,
      message: "Too many sign-ups from your network. Please try again later.",
    });
  });

  it("refuses what it cannot read with a 4xx and a message: another content type, a NUL, an oversize body", async () => {
    const text = new Request(`${baseUrl}${path}`, {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: "x",
    });
    expect(await send(text)).toMatchObject({ status: 415, body: { ok: false, message: expect.any(String) } });
    expect(await postJson({ email: "nul\u0000@example.com" })).toMatchObject({
      status: 400,
      body: { fieldErrors: { email: expect.stringMatching(/^Please remove the unsupported characters from /) } },
    });
    const tooLarge = await postJson({ email: "big@example.com", returnTo: "x".repeat(70_000) });
    expect(tooLarge.status).toBe(413);
    expect(await bed.db.select().from(newsletterSubscribers)).toHaveLength(0);
  });

  it("sends a form post (no JavaScript) back to the page it came from, never off the site", async () => {
    const subscribed = await postForm({ email: "form@example.com", returnTo: "/blog?page=2" });
    expect(subscribed).toMatchObject({ status: 303, location: "/blog?page=2&newsletter=subscribed#newsletter" });
    const again = await postForm({ email: "form@example.com", returnTo: "/" });
    expect(again.location).toBe("/?newsletter=already-subscribed#newsletter");
    const invalid = await postForm({ email: "", returnTo: "https://evil.example/" });
    expect(invalid.location).toBe("/?newsletter=invalid#newsletter");
    const withNul = await postForm({ email: "a\u0000@example.com", returnTo: "/about" });
    expect(withNul.location).toBe("/about?newsletter=invalid#newsletter");
  });

  it("refuses GET", async () => {
    expect(await settle(() => loader())).toMatchObject({ status: 405, body: { ok: false, message: "Use POST." } });
  });
});
