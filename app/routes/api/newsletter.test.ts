// POST /api/newsletter through the route module: JSON answers, form posts sent back to their page.
import { desc } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { newsletterSubscribers, outbox, rateLimitHits } from "#app/db/schema.ts";
import { clientIpHeader } from "#app/modules/accounts/auth.server.ts";
import { confirmNewsletterSubscription } from "#app/modules/newsletter/confirm-newsletter-subscription.server.ts";
import { formRequest, jsonRequest, routeArgs, settle } from "#app/test/route-args.ts";
import { routeTestBed } from "#app/test/route-test-bed.ts";
import { testBaseUrl as baseUrl } from "#app/test/services.ts";
import { english } from "#app/test/translator.tsx";
import type { Route } from "./+types/newsletter";
import { action, loader } from "./newsletter.ts";

const bed = routeTestBed();
beforeEach(async () => {
  await bed.db.delete(rateLimitHits);
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

const checkEmail =
  "Thanks! Please check your e-mail: if this address is not subscribed yet, we have sent it a link to confirm.";

/** A reply's message and field errors in English words (replies carry message ids, ADR 056). */
function inEnglish(body: unknown) {
  const reply = body as { message?: string; fieldErrors?: Record<string, string> };
  return {
    ...reply,
    ...(reply.message === undefined ? {} : { message: english(reply.message) }),
    ...(reply.fieldErrors === undefined
      ? {}
      : { fieldErrors: Object.fromEntries(Object.entries(reply.fieldErrors).map(([k, v]) => [k, english(v)])) }),
  };
}

/** Confirms the sign-up of the newest confirmation mail, as a click on its link does. */
async function confirmLatest() {
  const [mail] = await bed.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1);
  const token = mail?.text.match(/\/newsletter\/confirm\?token=([\w-]+)/)?.[1] ?? "";
  await confirmNewsletterSubscription({ db: bed.db, baseUrl, notifyOutbox() {}, token, clientIp: "192.0.2.7" });
}

const subjects = async () => (await bed.db.select().from(outbox).orderBy(outbox.id)).map((mail) => mail.subject);

describe("POST /api/newsletter", () => {
  it("answers a new address, one awaiting confirmation and a subscriber alike, and mails only the first", async () => {
    const answers = [await postJson({ email: "Camper@Example.com" }), await postJson({ email: "camper@example.com" })];
    await confirmLatest();
    answers.push(await postJson({ email: "CAMPER@example.com" }));
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(inEnglish(answer.body)).toMatchObject({ ok: true, message: checkEmail });
      expect(answer.body).toEqual(answers[0]?.body);
      expect(answer.headers.get("content-type")).toBe(answers[0]?.headers.get("content-type"));
    }
    expect(await bed.db.select().from(newsletterSubscribers)).toHaveLength(1);
    // One confirmation, the welcome on confirming, and nothing for the later sign-ups.
    expect(await subjects()).toEqual([
      "Please confirm your Roamstead newsletter subscription",
      "You're subscribed to the Roamstead newsletter",
    ]);
  });

  it("answers a bad address with 400 and too many sign-ups with 429", async () => {
    const invalid = await postJson({ email: "not-an-address" });
    expect(invalid.status).toBe(400);
    expect(inEnglish(invalid.body)).toMatchObject({
      ok: false,
      message: "Please enter a valid email address.",
      fieldErrors: { email: "Please enter a valid email address." },
    });
    expect((await postJson({})).status).toBe(400);

    for (let n = 0; n < 10; n++)
      expect((await postJson({ email: `n${n}@example.com` }, "198.51.100.9")).status).toBe(200);
    const limited = await postJson({ email: "n10@example.com" }, "198.51.100.9");
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(inEnglish(limited.body)).toMatchObject({
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
    const signedUp = await postForm({ email: "form@example.com", returnTo: "/blog?page=2" });
    expect(signedUp).toMatchObject({ status: 303, location: "/blog?page=2&newsletter=check-email#newsletter" });
    // Awaiting confirmation, then subscribed: the same redirect.
    const again = await postForm({ email: "form@example.com", returnTo: "/" });
    expect(again).toMatchObject({ status: 303, location: "/?newsletter=check-email#newsletter" });
    await confirmLatest();
    const subscribed = await postForm({ email: "form@example.com", returnTo: "/" });
    expect(subscribed).toMatchObject({ status: 303, location: "/?newsletter=check-email#newsletter" });
    expect(await subjects()).toHaveLength(2);
    const invalid = await postForm({ email: "", returnTo: "https://evil.example/" });
    expect(invalid.location).toBe("/?newsletter=invalid#newsletter");
    const withNul = await postForm({ email: "a\u0000@example.com", returnTo: "/about" });
    expect(withNul.location).toBe("/about?newsletter=invalid#newsletter");
  });

  it("refuses GET", async () => {
    expect(await settle(() => loader())).toMatchObject({ status: 405, body: { ok: false, message: "Use POST." } });
  });
});
