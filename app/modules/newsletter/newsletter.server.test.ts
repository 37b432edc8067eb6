import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { newsletterSubscribers, outbox } from "#app/db/schema.ts";
import { createTestDatabase, isPostgresRun, type TestDatabase } from "#app/test/database.ts";
import { findNewsletterSubscription } from "./find-newsletter-subscription.server.ts";
import { subscribeToNewsletter } from "./subscribe-to-newsletter.server.ts";
import { unsubscribeFromNewsletter } from "./unsubscribe-from-newsletter.server.ts";

const baseUrl = "http://roamstead.test";
let database: TestDatabase;
let notifyOutbox: ReturnType<typeof vi.fn<() => void>>;

beforeEach(async () => {
  database = await createTestDatabase();
  notifyOutbox = vi.fn<() => void>();
});
afterEach(() => database.destroy());

function subscribe(email: string, clientIp = "203.0.113.20", limit?: { limit: number; windowSeconds: number }) {
  return subscribeToNewsletter({ db: database.db, baseUrl, notifyOutbox, email, clientIp, limit });
}

const subscribers = () => database.db.select().from(newsletterSubscribers);
const mails = () => database.db.select().from(outbox).orderBy(outbox.id);

function tokenFrom(text: string): string {
  const token = text.match(/\/newsletter\/unsubscribe\?token=([\w-]+)/)?.[1];
  if (!token) throw new Error("no unsubscribe link in the mail");
  return token;
}

describe("the newsletter", () => {
  it("subscribes once, lower-cased, with a confirmation mail carrying a one-click unsubscribe link", async () => {
    expect(await subscribe("Camper@Example.com")).toEqual({ status: "subscribed" });
    const [row] = await subscribers();
    expect(row).toMatchObject({ email: "camper@example.com", unsubscribedAt: null });
    const [mail] = await mails();
    const link = `${baseUrl}/newsletter/unsubscribe?token=${row?.unsubscribeToken}`;
    expect(mail).toMatchObject({
      recipient: "camper@example.com",
      subject: "You're subscribed to the Roamstead newsletter",
      listUnsubscribeUrl: link,
      replyTo: null,
    });
    expect(mail?.text).toContain(link);
    expect(mail?.html).toContain(link.replace("&", "&amp;"));
    expect(notifyOutbox).toHaveBeenCalledOnce();

    // The same address again, in any case: no second row, no second mail.
    expect(await subscribe("camper@example.com")).toEqual({ status: "already-subscribed" });
    expect(await subscribe("CAMPER@EXAMPLE.COM")).toEqual({ status: "already-subscribed" });
    expect(await subscribers()).toHaveLength(1);
    expect(await mails()).toHaveLength(1);
    expect(notifyOutbox).toHaveBeenCalledOnce();
  });

  it("unsubscribes by token, idempotently, and a new sign-up re-activates with a fresh token", async () => {
    await subscribe("road@example.com");
    const [firstMail] = await mails();
    const token = tokenFrom(firstMail?.text ?? "");
    expect(await findNewsletterSubscription({ db: database.db, token })).toBe("subscribed");

    await unsubscribeFromNewsletter({ db: database.db, token });
    const [afterOne] = await subscribers();
    expect(afterOne?.unsubscribedAt).toBeInstanceOf(Date);
    expect(await findNewsletterSubscription({ db: database.db, token })).toBe("unsubscribed");
    // A second click (or the mail provider's one-click POST after the visitor's) is still a success.
    await unsubscribeFromNewsletter({ db: database.db, token });
    expect((await subscribers())[0]?.unsubscribedAt).toEqual(afterOne?.unsubscribedAt);

    expect(await subscribe("road@example.com")).toEqual({ status: "subscribed" });
    const rows = await subscribers();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.unsubscribedAt).toBeNull();
    const allMails = await mails();
    expect(allMails).toHaveLength(2);
    const newToken = tokenFrom(allMails[1]?.text ?? "");
    expect(newToken).not.toBe(token);
    expect(rows[0]?.unsubscribeToken).toBe(newToken);
    // The old link no longer belongs to anybody.
    expect(await findNewsletterSubscription({ db: database.db, token })).toBe("unknown");
  });

  it("does not recognise made-up tokens", async () => {
    await subscribe("road@example.com");
    for (const token of ["", "abc", "A".repeat(43), "' or 1=1 --"]) {
      expect(await findNewsletterSubscription({ db: database.db, token })).toBe("unknown");
      await expect(unsubscribeFromNewsletter({ db: database.db, token })).rejects.toMatchObject({
        code: "not-found",
        message:
          "This unsubscribe link is not valid. Please use the link from your most recent Roamstead newsletter e-mail.",
      });
    }
    expect((await subscribers())[0]?.unsubscribedAt).toBeNull();
  });

  it("limits sign-ups per address of the sender", async () => {
    const limit = { limit: 2, windowSeconds: 3600 };
    expect((await subscribe("a@example.com", "198.51.100.1", limit)).status).toBe("subscribed");
    expect((await subscribe("b@example.com", "198.51.100.1", limit)).status).toBe("subscribed");
    await expect(subscribe("c@example.com", "198.51.100.1", limit)).rejects.toMatchObject({
      code: "rate-limited",
      message: "Too many sign-ups from your network. Please try again later.",
      retryAfterSeconds: expect.any(Number),
    });
    expect((await subscribe("c@example.com", "198.51.100.2", limit)).status).toBe("subscribed");
    expect(await subscribers()).toHaveLength(3);
  });

  it.runIf(isPostgresRun)("two sign-ups of one address at the same moment make one row and one mail", async () => {
    for (let round = 0; round < 5; round++) {
      const email = `race${round}@example.com`;
      const results = await Promise.all([
        subscribe(email, `198.51.100.${round}`),
        subscribe(email.toUpperCase(), `198.51.100.${round}`),
        subscribe(email, `198.51.100.${round}`),
      ]);
      expect(results.map((result) => result.status).sort()).toEqual([
        "already-subscribed",
        "already-subscribed",
        "subscribed",
      ]);
    }
    expect(await subscribers()).toHaveLength(5);
    expect(await mails()).toHaveLength(5);
  });
});
