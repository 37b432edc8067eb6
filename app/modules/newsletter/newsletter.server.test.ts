import { createHash } from "node:crypto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { newsletterSubscribers, outbox } from "#app/db/schema.ts";
import { createTestDatabase, isPostgresRun, type TestDatabase } from "#app/test/database.ts";
import { inEnglishRejection } from "#app/test/translator.tsx";
import { confirmNewsletterSubscription, findNewsletterConfirmation } from "./confirm-newsletter-subscription.server.ts";
import { findNewsletterSubscription } from "./find-newsletter-subscription.server.ts";
import { pruneUnconfirmedSignups, subscribeToNewsletter } from "./subscribe-to-newsletter.server.ts";
import { unsubscribeFromNewsletter } from "./unsubscribe-from-newsletter.server.ts";

const baseUrl = "http://roamstead.test";
const start = new Date("2026-03-01T08:00:00Z");
const hours = (n: number) => new Date(start.getTime() + n * 60 * 60 * 1000);
let database: TestDatabase;
let notifyOutbox: ReturnType<typeof vi.fn<() => void>>;

beforeEach(async () => {
  database = await createTestDatabase();
  notifyOutbox = vi.fn<() => void>();
});
afterEach(() => database.destroy());

function subscribe(
  email: string,
  options: { clientIp?: string; now?: Date; limit?: { limit: number; windowSeconds: number } } = {},
) {
  const { clientIp = "203.0.113.20", now = start, limit } = options;
  return subscribeToNewsletter({
    db: database.db,
    baseUrl,
    notifyOutbox,
    email,
    locale: "en-US",
    clientIp,
    limit,
    now,
  });
}

function confirm(token: string, now = hours(1), clientIp = "198.51.100.77") {
  return confirmNewsletterSubscription({ db: database.db, baseUrl, notifyOutbox, token, clientIp, now });
}

const subscribers = () => database.db.select().from(newsletterSubscribers);
const mails = () => database.db.select().from(outbox).orderBy(outbox.id);

function linkToken(text: string, page: "confirm" | "unsubscribe"): string {
  const token = text.match(new RegExp(`/newsletter/${page}\\?token=([\\w-]+)`))?.[1];
  if (!token) throw new Error(`no ${page} link in the mail`);
  return token;
}

/** The confirmation token of the newest mail. */
async function latestConfirmToken() {
  return linkToken((await mails()).at(-1)?.text ?? "", "confirm");
}

const invalidConfirmLink =
  "This confirmation link is not valid or has expired. Please sign up again with the newsletter box to get a new one.";

describe("signing up (double opt-in)", () => {
  it("stores the address unconfirmed and mails a confirmation link; only the link's hash is stored", async () => {
    await subscribe("Camper@Example.com");
    const [row] = await subscribers();
    expect(row).toMatchObject({
      email: "camper@example.com",
      confirmedAt: null,
      unsubscribedAt: null,
      requestedAt: start,
      requestIp: "203.0.113.20",
      confirmTokenExpiresAt: hours(7 * 24),
    });
    const [mail] = await mails();
    const token = linkToken(mail?.text ?? "", "confirm");
    const link = `${baseUrl}/newsletter/confirm?token=${token}`;
    expect(mail).toMatchObject({
      recipient: "camper@example.com",
      subject: "Please confirm your Roamstead newsletter subscription",
      listUnsubscribeUrl: null,
      replyTo: null,
      reason: "this address was entered in the newsletter sign-up on Roamstead.",
    });
    expect(mail?.text).toContain(link);
    expect(mail?.text).toContain("You received this e-mail because this address was entered");
    expect(mail?.html).toContain(link);
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(row?.confirmTokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(notifyOutbox).toHaveBeenCalledOnce();
    // Not a subscriber: its unsubscribe token was never mailed and means nothing.
    expect(await findNewsletterSubscription({ db: database.db, token: row?.unsubscribeToken ?? "" })).toBe("unknown");
    expect(await findNewsletterConfirmation({ db: database.db, token, now: hours(1) })).toBe("awaiting");
  });

  it("mails an address awaiting confirmation at most once per 12 hours, then with a fresh link", async () => {
    await subscribe("road@example.com");
    const first = await latestConfirmToken();
    const [before] = await subscribers();
    for (const now of [hours(1), hours(6), hours(11.9)]) {
      await subscribe("ROAD@example.com", { now, clientIp: "192.0.2.1" });
    }
    expect(await mails()).toHaveLength(1);
    expect(await subscribers()).toEqual([before]);

    await subscribe("road@example.com", { now: hours(12.5), clientIp: "192.0.2.2" });
    expect(await mails()).toHaveLength(2);
    const second = await latestConfirmToken();
    expect(second).not.toBe(first);
    expect((await subscribers())[0]).toMatchObject({ requestedAt: hours(12.5), requestIp: "192.0.2.2" });
    // Only the newest link works.
    await expect(inEnglishRejection(confirm(first, hours(13)))).rejects.toMatchObject({
      code: "not-found",
      message: invalidConfirmLink,
    });
    expect(await confirm(second, hours(13))).toEqual({ status: "confirmed" });
  });

  it("confirms on POST only, records the consent, welcomes once, and mails a subscriber nothing more", async () => {
    await subscribe("reader@example.com");
    const token = await latestConfirmToken();
    // Looking at the link changes nothing.
    expect(await findNewsletterConfirmation({ db: database.db, token, now: hours(2) })).toBe("awaiting");
    expect((await subscribers())[0]?.confirmedAt).toBeNull();

    expect(await confirm(token, hours(2), "198.51.100.77")).toEqual({ status: "confirmed" });
    const [row] = await subscribers();
    expect(row).toMatchObject({
      confirmedAt: hours(2),
      confirmIp: "198.51.100.77",
      subscribedAt: hours(2),
      requestedAt: start,
      requestIp: "203.0.113.20",
      unsubscribedAt: null,
    });
    const welcome = (await mails())[1];
    const unsubscribeLink = `${baseUrl}/newsletter/unsubscribe?token=${row?.unsubscribeToken}`;
    expect(welcome).toMatchObject({
      recipient: "reader@example.com",
      subject: "You're subscribed to the Roamstead newsletter",
      listUnsubscribeUrl: unsubscribeLink,
    });
    expect(welcome?.text).toContain(unsubscribeLink);
    expect(await findNewsletterSubscription({ db: database.db, token: row?.unsubscribeToken ?? "" })).toBe(
      "subscribed",
    );

    // A second click, and sign-ups of the subscribed address, however late: no change, no mail.
    expect(await confirm(token, hours(3))).toEqual({ status: "already-subscribed" });
    expect(await findNewsletterConfirmation({ db: database.db, token, now: hours(3) })).toBe("subscribed");
    for (const now of [hours(3), hours(30), hours(24 * 40)]) await subscribe("Reader@Example.com", { now });
    expect(await mails()).toHaveLength(2);
    expect(await subscribers()).toEqual([row]);
    expect(notifyOutbox).toHaveBeenCalledTimes(2);
  });

  it("refuses an expired link and forgets addresses never confirmed once their link expired", async () => {
    await subscribe("late@example.com");
    const token = await latestConfirmToken();
    const expiry = hours(7 * 24);
    expect(await findNewsletterConfirmation({ db: database.db, token, now: expiry })).toBe("unknown");
    await expect(inEnglishRejection(confirm(token, expiry))).rejects.toMatchObject({
      code: "not-found",
      message: invalidConfirmLink,
    });
    expect((await subscribers())[0]?.confirmedAt).toBeNull();
    expect(await mails()).toHaveLength(1);

    await subscribe("fresh@example.com", { now: hours(24) });
    expect(await pruneUnconfirmedSignups(database.db, expiry)).toBe(0);
    expect(await pruneUnconfirmedSignups(database.db, hours(7 * 24 + 1))).toBe(1);
    expect((await subscribers()).map((row) => row.email)).toEqual(["fresh@example.com"]);

    // A new sign-up gets a new link that works.
    await subscribe("late@example.com", { now: hours(8 * 24) });
    expect(await confirm(await latestConfirmToken(), hours(8 * 24 + 1))).toEqual({ status: "confirmed" });
  });

  it("unsubscribes by token, cancels the confirmation link, and re-activates only through a new confirmation", async () => {
    await subscribe("road@example.com");
    const confirmToken = await latestConfirmToken();
    await confirm(confirmToken, hours(1));
    const token = linkToken((await mails())[1]?.text ?? "", "unsubscribe");

    await unsubscribeFromNewsletter({ db: database.db, token });
    const [afterOne] = await subscribers();
    expect(afterOne?.unsubscribedAt).toBeInstanceOf(Date);
    expect(afterOne?.confirmTokenHash).toBeNull();
    expect(await findNewsletterSubscription({ db: database.db, token })).toBe("unsubscribed");
    // A second click (or the mail provider's one-click POST after the visitor's) is still a success.
    await unsubscribeFromNewsletter({ db: database.db, token });
    expect((await subscribers())[0]?.unsubscribedAt).toEqual(afterOne?.unsubscribedAt);
    // The old confirmation link does not undo the unsubscribe.
    await expect(inEnglishRejection(confirm(confirmToken, hours(2)))).rejects.toMatchObject({ code: "not-found" });

    await subscribe("road@example.com", { now: hours(13), clientIp: "192.0.2.9" });
    expect((await subscribers())[0]?.unsubscribedAt).toEqual(afterOne?.unsubscribedAt);
    expect(await confirm(await latestConfirmToken(), hours(14), "192.0.2.10")).toEqual({ status: "confirmed" });
    const [row] = await subscribers();
    expect(row).toMatchObject({ unsubscribedAt: null, confirmedAt: hours(14), confirmIp: "192.0.2.10" });
    const allMails = await mails();
    expect(allMails.map((mail) => mail.subject)).toEqual([
      "Please confirm your Roamstead newsletter subscription",
      "You're subscribed to the Roamstead newsletter",
      "Please confirm your Roamstead newsletter subscription",
      "You're subscribed to the Roamstead newsletter",
    ]);
    const newToken = linkToken(allMails[3]?.text ?? "", "unsubscribe");
    expect(newToken).not.toBe(token);
    expect(row?.unsubscribeToken).toBe(newToken);
    // The old link no longer belongs to anybody.
    expect(await findNewsletterSubscription({ db: database.db, token })).toBe("unknown");
  });

  it("does not recognise made-up tokens", async () => {
    await subscribe("road@example.com");
    for (const token of ["", "abc", "A".repeat(43), "' or 1=1 --"]) {
      expect(await findNewsletterSubscription({ db: database.db, token })).toBe("unknown");
      expect(await findNewsletterConfirmation({ db: database.db, token })).toBe("unknown");
      await expect(inEnglishRejection(unsubscribeFromNewsletter({ db: database.db, token }))).rejects.toMatchObject({
        code: "not-found",
        message:
          "This unsubscribe link is not valid. Please use the link from your most recent Roamstead newsletter e-mail.",
      });
      await expect(inEnglishRejection(confirm(token))).rejects.toMatchObject({
        code: "not-found",
        message: invalidConfirmLink,
      });
    }
    // The stored hash is not a token either.
    const [row] = await subscribers();
    await expect(inEnglishRejection(confirm(row?.confirmTokenHash ?? ""))).rejects.toMatchObject({ code: "not-found" });
    expect((await subscribers())[0]?.confirmedAt).toBeNull();
  });

  it("limits sign-ups per address of the sender", async () => {
    const limit = { limit: 2, windowSeconds: 3600 };
    await subscribe("a@example.com", { clientIp: "198.51.100.1", limit });
    await subscribe("b@example.com", { clientIp: "198.51.100.1", limit });
    await expect(
      inEnglishRejection(subscribe("c@example.com", { clientIp: "198.51.100.1", limit })),
    ).rejects.toMatchObject({
      code: "rate-limited",
      message: "Too many sign-ups from your network. Please try again later.",
      retryAfterSeconds: expect.any(Number),
    });
    await subscribe("c@example.com", { clientIp: "198.51.100.2", limit });
    expect(await subscribers()).toHaveLength(3);
    expect(await mails()).toHaveLength(3);
  });

  it.runIf(isPostgresRun)(
    "sign-ups and confirmations at the same moment make one row, one link and one welcome",
    async () => {
      for (let round = 0; round < 5; round++) {
        const email = `race${round}@example.com`;
        const clientIp = `198.51.100.${round}`;
        await Promise.all([
          subscribe(email, { clientIp }),
          subscribe(email.toUpperCase(), { clientIp }),
          subscribe(email, { clientIp }),
        ]);
        const token = await latestConfirmToken();
        const results = await Promise.all([confirm(token), confirm(token), confirm(token)]);
        expect(results.map((result) => result.status).sort()).toEqual([
          "already-subscribed",
          "already-subscribed",
          "confirmed",
        ]);
      }
      expect(await subscribers()).toHaveLength(5);
      expect(await mails()).toHaveLength(10);
    },
  );
});
