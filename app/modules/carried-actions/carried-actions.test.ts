// What a signed-out visitor was doing is finished by whichever way a session starts in their browser: the
// sign-in form, or sign-up followed by the confirmation link (docs/product/accounts.md, "Carried through sign-in").
import { desc, eq } from "drizzle-orm";
import pino from "pino";
import { beforeAll, describe, expect, it } from "vitest";
import { contactMessages, conversations, listings, outbox, savedSearches, user } from "#app/db/schema.ts";
import { clientIpHeader, createAuth } from "#app/modules/accounts/auth.server.ts";
import { listFavoriteListingIds } from "#app/modules/favorites/list-favorite-listing-ids.server.ts";
import { listingFixture } from "#app/test/listing-fixture.ts";
import { routeTestBed } from "#app/test/route-test-bed.ts";
import { testBaseUrl } from "#app/test/services.ts";
import { inEnglish } from "#app/test/translator.tsx";
import type { CarriedAction } from "./carried-action.ts";
import { carriedReasonOf } from "./carried-reason.server.ts";
import { carryThroughSignIn } from "./carry-through-sign-in.server.ts";
import { takeMessageDraft, takeSavedSearchOutcome } from "./take-claimed-action.server.ts";

const bed = routeTestBed();
const password = "correct horse battery";
let listingId: string;
let otherListingId: string;

beforeAll(async () => {
  const rows = await bed.db
    .insert(listings)
    .values([listingFixture({ title: "Carried van" }), listingFixture({ title: "Other van" })])
    .returning({ id: listings.id });
  listingId = rows[0]?.id ?? "";
  otherListingId = rows[1]?.id ?? "";
});

/** A signed-out browser: the cookies it holds, as one Cookie header. */
class Browser {
  cookies = new Map<string, string>();

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  keep(setCookies: string[]) {
    for (const setCookie of setCookies) {
      const [pair = "", ...attributes] = setCookie.split(";");
      const [name = "", value = ""] = pair.split("=");
      if (attributes.some((attribute) => attribute.trim().toLowerCase() === "max-age=0")) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async carry(action: CarriedAction) {
    const request = new Request(testBaseUrl, { headers: { cookie: this.header() } });
    this.keep([await carryThroughSignIn({ db: bed.db, request, action, baseUrl: testBaseUrl })]);
  }

  async auth(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set("cookie", this.header());
    headers.set("origin", testBaseUrl);
    headers.set(clientIpHeader, "203.0.113.9");
    const response = await bed.services.auth.handler(new Request(new URL(path, testBaseUrl), { ...init, headers }));
    this.keep(response.headers.getSetCookie());
    return response;
  }

  postAuth(path: string, body: unknown) {
    const headers = { "content-type": "application/json" };
    return this.auth(`/api/auth${path}`, { method: "POST", headers, body: JSON.stringify(body) });
  }
}

/** Signs up (not signed in yet) and returns the confirmation link from the mail. */
async function signUp(browser: Browser, email: string): Promise<string> {
  expect((await browser.postAuth("/sign-up/email", { email, password, name: "Camper" })).status).toBe(200);
  const [mail] = await bed.db
    .select({ text: outbox.text })
    .from(outbox)
    .where(eq(outbox.recipient, email))
    .orderBy(desc(outbox.id));
  const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no confirmation link for ${email}`);
  return link;
}

async function confirmedAccount(email: string): Promise<string> {
  await signUp(new Browser(), email);
  const [row] = await bed.db
    .update(user)
    .set({ emailVerified: true })
    .where(eq(user.email, email))
    .returning({ id: user.id });
  return row?.id ?? "";
}

describe("a favourite", () => {
  it("is saved by signing up and opening the confirmation link, which clears the cookie", async () => {
    const browser = new Browser();
    await browser.carry({ kind: "favorite", listingId });
    expect(browser.cookies.has("carried_actions")).toBe(true);
    const link = await signUp(browser, "newcomer@example.com");
    const confirmed = await browser.auth(link);
    expect(confirmed.status).toBe(302);
    expect(browser.cookies.has("carried_actions")).toBe(false);
    expect([...browser.cookies.keys()].some((name) => name.includes("session_token"))).toBe(true);
    const [account] = await bed.db.select({ id: user.id }).from(user).where(eq(user.email, "newcomer@example.com"));
    expect(await listFavoriteListingIds(bed.db, account?.id ?? "")).toEqual([listingId]);
  });

  it("is saved by the password sign-in, and not by a session started in another browser", async () => {
    const userId = await confirmedAccount("returning@example.com");
    const visitor = new Browser();
    await visitor.carry({ kind: "favorite", listingId });
    // The same account signs in elsewhere: the visitor's browser still carries its favourite.
    expect((await new Browser().postAuth("/sign-in/email", { email: "returning@example.com", password })).status).toBe(
      200,
    );
    expect(await listFavoriteListingIds(bed.db, userId)).toEqual([]);
    expect((await visitor.postAuth("/sign-in/email", { email: "returning@example.com", password })).status).toBe(200);
    expect(await listFavoriteListingIds(bed.db, userId)).toEqual([listingId]);
    expect(visitor.cookies.has("carried_actions")).toBe(false);
  });
});

describe("a saved search", () => {
  const search = { query: "make=Ford&maxPrice=60000", name: "Fords under 60k", frequency: "daily" } as const;

  it("is saved with the name and alerts typed; the search page is told once", async () => {
    const userId = await confirmedAccount("searcher@example.com");
    const browser = new Browser();
    await browser.carry({ kind: "saved-search", ...search });
    await browser.postAuth("/sign-in/email", { email: "searcher@example.com", password });
    const saved = await bed.db.select().from(savedSearches).where(eq(savedSearches.userId, userId));
    expect(saved).toMatchObject([{ name: "Fords under 60k", frequency: "daily" }]);
    expect(await takeSavedSearchOutcome(bed.db, userId)).toEqual({ ...search, outcome: { saved: true } });
    expect(await takeSavedSearchOutcome(bed.db, userId)).toBeNull();
  });

  it("refused (the 50 kept), comes back to the search page with the reason instead", async () => {
    const userId = await confirmedAccount("collector@example.com");
    await bed.db
      .insert(savedSearches)
      .values(Array.from({ length: 50 }, (_, index) => ({ userId, name: `Search ${index}`, query: "", shape: "" })));
    const browser = new Browser();
    await browser.carry({ kind: "saved-search", ...search });
    await browser.postAuth("/sign-in/email", { email: "collector@example.com", password });
    expect(inEnglish(await takeSavedSearchOutcome(bed.db, userId))).toEqual({
      ...search,
      outcome: { saved: false, message: "You can keep up to 50 saved searches. Delete one to save another." },
    });
  });
});

describe("a message being written", () => {
  it("waits for its listing's form, once, and is never sent unseen", async () => {
    const userId = await confirmedAccount("writer@example.com");
    const browser = new Browser();
    await browser.carry({ kind: "message", listingId, message: "Does the heater work at -10°C?" });
    await browser.postAuth("/sign-in/email", { email: "writer@example.com", password });
    expect(await bed.db.select().from(conversations)).toEqual([]);
    expect(await bed.db.select().from(contactMessages)).toEqual([]);
    expect(await takeMessageDraft(bed.db, userId, otherListingId)).toBeNull();
    expect(await takeMessageDraft(bed.db, userId, listingId)).toBe("Does the heater work at -10°C?");
    expect(await takeMessageDraft(bed.db, userId, listingId)).toBeNull();
  });
});

describe("when finishing fails", () => {
  it("the sign-in still succeeds, and the browser keeps carrying the actions for the next session", async () => {
    await confirmedAccount("unlucky@example.com");
    const auth = createAuth({
      db: bed.db,
      env: bed.services.env,
      secret: "test-secret-that-is-long-enough-for-better-auth",
      logger: pino({ level: "silent" }),
      notifyOutbox: () => {},
      carriedActions: {
        cookieName: "carried_actions",
        finish: async () => {
          throw new Error("the database went away");
        },
      },
    });
    const browser = new Browser();
    await browser.carry({ kind: "favorite", listingId });
    const response = await auth.handler(
      new Request(`${testBaseUrl}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: testBaseUrl, cookie: browser.header() },
        body: JSON.stringify({ email: "unlucky@example.com", password }),
      }),
    );
    expect(response.status).toBe(200);
    const cookies = response.headers.getSetCookie();
    expect(cookies.some((cookie) => cookie.includes("session_token="))).toBe(true);
    expect(cookies.some((cookie) => cookie.startsWith("carried_actions="))).toBe(false);
    const reason = await carriedReasonOf(bed.db, new Request(testBaseUrl, { headers: { cookie: browser.header() } }));
    expect(inEnglish(reason)).toBe("Sign in to save campers to your favorites.");
  });
});

describe("the sign-in page", () => {
  it("says why it asks: the latest carried action's reason, nothing for a browser that carries none", async () => {
    const browser = new Browser();
    const reason = async () =>
      inEnglish(await carriedReasonOf(bed.db, new Request(testBaseUrl, { headers: { cookie: browser.header() } })));
    expect(await reason()).toBeUndefined();
    await browser.carry({ kind: "favorite", listingId });
    expect(await reason()).toBe("Sign in to save campers to your favorites.");
    await browser.carry({ kind: "message", listingId, message: "Hello" });
    expect(await reason()).toBe("Sign in to send your message from your account. It will be waiting in the form.");
    // A forged or stale token reads as none.
    browser.cookies.set("carried_actions", "x".repeat(43));
    expect(await reason()).toBeUndefined();
  });
});
