// /newsletter/unsubscribe through the route module: one click to confirm, the mail provider's one-click POST.
import { desc } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { newsletterSubscribers, outbox } from "#app/db/schema.ts";
import { confirmNewsletterSubscription } from "#app/modules/newsletter/confirm-newsletter-subscription.server.ts";
import { subscribeToNewsletter } from "#app/modules/newsletter/subscribe-to-newsletter.server.ts";
import { formRequest, jsonRequest, pageRequest, routeArgs, settle as settleAsIs } from "#app/test/route-args.ts";
import { routeTestBed } from "#app/test/route-test-bed.ts";
import { testBaseUrl as baseUrl } from "#app/test/services.ts";
import { inEnglish } from "#app/test/translator.tsx";
import type { Route } from "./+types/unsubscribe";
import { action, loader } from "./unsubscribe.tsx";

/** The outcome of a loader or action, its messages in English (replies carry message ids, ADR 056). */
const settle = async (run: () => unknown) => inEnglish(await settleAsIs(run));

const bed = routeTestBed();

const invalidLink =
  "This unsubscribe link is not valid. Please use the link from your most recent Roamstead newsletter e-mail.";

/** Signs up and confirms (double opt-in) an address, and returns its unsubscribe token. */
async function subscribedToken() {
  const db = bed.db;
  await subscribeToNewsletter({
    db,
    baseUrl,
    notifyOutbox() {},
    email: "leaving@example.com",
    locale: "en-US",
    clientIp: "203.0.113.5",
  });
  const [mail] = await db.select().from(outbox).orderBy(desc(outbox.id)).limit(1);
  const confirmToken = mail?.text.match(/\/newsletter\/confirm\?token=([\w-]+)/)?.[1] ?? "";
  await confirmNewsletterSubscription({ db, baseUrl, notifyOutbox() {}, token: confirmToken, clientIp: "203.0.113.5" });
  const [row] = await db.select().from(newsletterSubscribers);
  if (!row) throw new Error("no subscriber");
  return row.unsubscribeToken;
}

const pathFor = (token: string) => `/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
const open = (token: string) =>
  settle(() => loader(routeArgs<Route.LoaderArgs>(pageRequest(pathFor(token)), bed.context)));
const unsubscribe = (request: Request) => settle(() => action(routeArgs<Route.ActionArgs>(request, bed.context)));

describe("/newsletter/unsubscribe", () => {
  it("asks before unsubscribing, unsubscribes on POST (also RFC 8058 one-click), and refuses unknown tokens", async () => {
    const token = await subscribedToken();
    expect(await open(token)).toMatchObject({ status: 200, body: { state: "confirm", token } });
    // Opening the link changed nothing.
    expect((await bed.db.select().from(newsletterSubscribers))[0]?.unsubscribedAt).toBeNull();

    const done = await unsubscribe(formRequest(pathFor(token), { "List-Unsubscribe": "One-Click" }));
    expect(done).toMatchObject({ status: 200, body: { ok: true, message: "You have been unsubscribed." } });
    expect((await bed.db.select().from(newsletterSubscribers))[0]?.unsubscribedAt).toBeInstanceOf(Date);
    expect((await open(token)).body).toMatchObject({ state: "already-unsubscribed" });
    // The page's own button posts an empty form; a second click is a success too.
    expect((await unsubscribe(formRequest(pathFor(token), {}))).body).toMatchObject({ ok: true });

    expect(await open("forged")).toMatchObject({ status: 404, body: { state: "invalid" } });
    expect(await unsubscribe(formRequest(pathFor("forged"), {}))).toMatchObject({
      status: 404,
      body: { ok: false, message: invalidLink },
    });
  });

  it("answers a body that is not a form with a 4xx and a message, and unsubscribes nobody", async () => {
    await bed.db.delete(newsletterSubscribers);
    const token = await subscribedToken();
    expect(await unsubscribe(jsonRequest(pathFor(token), {}))).toMatchObject({
      status: 415,
      body: { ok: false, message: expect.any(String) },
    });
    expect(await unsubscribe(formRequest(pathFor(token), { "List-Unsubscribe": "One-Click\u0000" }))).toMatchObject({
      status: 400,
      body: { ok: false },
    });
    expect((await bed.db.select().from(newsletterSubscribers))[0]?.unsubscribedAt).toBeNull();
  });
});
