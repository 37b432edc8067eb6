// /newsletter/confirm through the route module: the link in the confirmation mail asks for one click, POST confirms.
import { desc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { newsletterSubscribers, outbox, rateLimitHits } from "#app/db/schema.ts";
import { clientIpHeader } from "#app/modules/accounts/auth.server.ts";
import { subscribeToNewsletter } from "#app/modules/newsletter/subscribe-to-newsletter.server.ts";
import { formRequest, jsonRequest, pageRequest, routeArgs, settle as settleAsIs } from "#app/test/route-args.ts";
import { routeTestBed } from "#app/test/route-test-bed.ts";
import { testBaseUrl as baseUrl } from "#app/test/services.ts";
import { inEnglish } from "#app/test/translator.tsx";
import type { Route } from "./+types/confirm";
import { action, headers, loader } from "./confirm.tsx";

/** The outcome of a loader or action, its messages in English (replies carry message ids, ADR 056). */
const settle = async (run: () => unknown) => inEnglish(await settleAsIs(run));

const bed = routeTestBed();
beforeEach(async () => {
  await bed.db.delete(rateLimitHits);
  await bed.db.delete(newsletterSubscribers);
  await bed.db.delete(outbox);
});

const invalidConfirmLink =
  "This confirmation link is not valid or has expired. Please sign up again with the newsletter box to get a new one.";

/** Signs an address up and returns the token of the link its confirmation mail carries. */
async function signUp(email = "joining@example.com") {
  await subscribeToNewsletter({
    db: bed.db,
    baseUrl,
    notifyOutbox() {},
    email,
    locale: "en-US",
    clientIp: "203.0.113.5",
  });
  const [mail] = await bed.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1);
  const token = mail?.text.match(/\/newsletter\/confirm\?token=([\w-]+)/)?.[1];
  if (!token) throw new Error("no confirmation link in the mail");
  return token;
}

const pathFor = (token: string) => `/newsletter/confirm?token=${encodeURIComponent(token)}`;
const open = (token: string) =>
  settle(() => loader(routeArgs<Route.LoaderArgs>(pageRequest(pathFor(token)), bed.context)));
function post(request: Request, ip = "198.51.100.23") {
  request.headers.set(clientIpHeader, ip);
  return settle(() => action(routeArgs<Route.ActionArgs>(request, bed.context)));
}
const row = async () => (await bed.db.select().from(newsletterSubscribers))[0];
const subjects = async () => (await bed.db.select().from(outbox).orderBy(outbox.id)).map((mail) => mail.subject);

describe("/newsletter/confirm", () => {
  it("asks before confirming, confirms on POST with the consent recorded, and welcomes once", async () => {
    const token = await signUp();
    expect(await open(token)).toMatchObject({ status: 200, body: { state: "confirm", token } });
    // Opening the link (as a mail scanner does) changed nothing.
    expect(await row()).toMatchObject({ confirmedAt: null, confirmIp: null });

    const done = await post(formRequest(pathFor(token), {}), "198.51.100.23");
    expect(done).toMatchObject({ status: 200, body: { ok: true, message: "Thank you for subscribing!" } });
    expect(await row()).toMatchObject({
      confirmedAt: expect.any(Date),
      confirmIp: "198.51.100.23",
      requestedAt: expect.any(Date),
      requestIp: "203.0.113.5",
      unsubscribedAt: null,
    });
    expect(await subjects()).toEqual([
      "Please confirm your Roamstead newsletter subscription",
      "You're subscribed to the Roamstead newsletter",
    ]);

    // A second click: nothing changes, no second welcome.
    const before = await row();
    expect((await post(formRequest(pathFor(token), {}), "192.0.2.1")).body).toEqual({
      ok: true,
      message: "You are already subscribed.",
    });
    expect(await open(token)).toMatchObject({ status: 200, body: { state: "already-subscribed" } });
    expect(await row()).toEqual(before);
    expect(await subjects()).toHaveLength(2);
  });

  it("refuses unknown and expired links with 404 and the product's message, and confirms nobody", async () => {
    for (const token of ["forged", "A".repeat(43)]) {
      expect(await open(token)).toMatchObject({ status: 404, body: { state: "invalid" } });
      expect(await post(formRequest(pathFor(token), {}))).toMatchObject({
        status: 404,
        body: { ok: false, message: invalidConfirmLink },
      });
    }

    const token = await signUp("late@example.com");
    await bed.db
      .update(newsletterSubscribers)
      .set({ confirmTokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(newsletterSubscribers.email, "late@example.com"));
    expect(await open(token)).toMatchObject({ status: 404, body: { state: "invalid" } });
    expect(await post(formRequest(pathFor(token), {}))).toMatchObject({
      status: 404,
      body: { ok: false, message: invalidConfirmLink },
    });
    expect((await row())?.confirmedAt).toBeNull();
    expect(await subjects()).toHaveLength(1);
  });

  it("answers a body that is not a form with a 4xx and a message, and confirms nobody", async () => {
    const token = await signUp();
    expect(await post(jsonRequest(pathFor(token), {}))).toMatchObject({
      status: 415,
      body: { ok: false, message: expect.any(String) },
    });
    expect((await row())?.confirmedAt).toBeNull();
  });

  it("is never stored by a cache: the link's token is a credential", () => {
    expect(headers()).toEqual({ "Cache-Control": "private, no-store" });
  });
});
