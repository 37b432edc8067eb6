// Renewing a listing through the same checkout, and the reminder mail 7 days before expiry.
import { eq } from "drizzle-orm";
import type { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listingRenewals, listings, outbox, paymentSessions } from "#app/db/schema.ts";
import type { AppServices } from "#app/lib/context.server.ts";
import { payLocalCheckout } from "#app/modules/billing/local-checkout.server.ts";
import { createListing } from "#app/modules/listings/create-listing.server.ts";
import { listingFormSchema } from "#app/modules/listings/listing.schema.ts";
import {
  completeListingRenewal,
  completePendingRenewals,
  startListingRenewal,
} from "#app/modules/listings/renew-listing.server.ts";
import { sendExpiryReminders } from "#app/modules/listings/send-expiry-reminders.server.ts";
import { insertUser } from "#app/modules/listings/testing/selling-fixture.ts";
import { signedInAccount, type TestAccount } from "#app/test/accounts.ts";
import { createTestDatabase, type TestDatabase } from "#app/test/database.ts";
import { dayMs, listingFixture } from "#app/test/listing-fixture.ts";
import { formRequest, pageRequest, routeArgs, settle } from "#app/test/route-args.ts";
import { contextWith, createTestServices, testBaseUrl } from "#app/test/services.ts";
import type { Route } from "./+types/renew-listing";
import { action as renewAction, loader as renewLoader } from "./renew-listing.tsx";
import { loader as submitLoader } from "./submit-listing.tsx";

let database: TestDatabase;
let services: AppServices;
let context: RouterContextProvider;
let owner: TestAccount;
let stranger: TestAccount;

beforeAll(async () => {
  database = await createTestDatabase();
  services = createTestServices(database);
  context = contextWith(services);
  [owner, stranger] = await Promise.all([
    signedInAccount(services, "owner@example.com"),
    signedInAccount(services, "stranger@example.com"),
  ]);
});
afterAll(() => database?.destroy());

/** A filled listing form, as the listing page's reader parses it. */
const aListing = listingFormSchema.parse({
  vehicle_type: "van",
  make: "Ford",
  model: "Transit",
  year: "2018",
  price: "30000",
  location: "Portland, OR",
  description: "A new listing from a renewal's payment.",
});

/** A new listing of the owner, paid by the listing checkout `providerSessionId`. */
const newListingFrom = (providerSessionId: string) =>
  createListing({ db: database.db, geocoder: services.geocoder, userId: owner.id, providerSessionId, input: aListing });

const monthsLater = (from: Date, months: number) => {
  const date = new Date(from);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date;
};

async function insertListing(overrides: Parameters<typeof listingFixture>[0] = {}) {
  const [row] = await database.db
    .insert(listings)
    .values(listingFixture({ userId: owner.id, ...overrides }))
    .returning();
  if (!row) throw new Error("insert returned nothing");
  return row;
}

async function renewAndPay(listingId: string, as: TestAccount = owner) {
  const { redirectUrl } = await startListingRenewal({
    db: database.db,
    payments: services.payments,
    user: as,
    listingId,
    baseUrl: testBaseUrl,
  });
  const sessionId = redirectUrl.split("/").at(-1) ?? "";
  const { redirectTo } = await payLocalCheckout({ db: database.db, sessionId, userId: as.id });
  return { sessionId, successUrl: redirectTo };
}

async function listing(id: string) {
  const [row] = await database.db.select().from(listings).where(eq(listings.id, id));
  if (!row) throw new Error("gone");
  return row;
}

describe("renewing a listing", () => {
  it("extends an expired listing from now by its tier's months and counts the renewal", async () => {
    const expired = await insertListing({ tier: "roam", expiresAt: new Date(Date.now() - 10 * dayMs) });
    const { sessionId, successUrl } = await renewAndPay(expired.id);
    // The checkout returns to /success like any listing payment, which leads to the listing form with the session.
    expect(successUrl).toMatch(/^\/success\?session_id=local_/);
    const providerSessionId = new URL(successUrl, testBaseUrl).searchParams.get("session_id");
    const before = Date.now();
    const opened = await settle(() =>
      submitLoader(routeArgs(pageRequest(`/submit-listing?session_id=${providerSessionId}`, owner.cookie), context)),
    );
    expect(opened).toMatchObject({ status: 302, location: `/my-listings?renewed=${expired.id}` });

    const renewed = await listing(expired.id);
    expect(renewed.renewalCount).toBe(1);
    expect(Math.abs(renewed.expiresAt.getTime() - monthsLater(new Date(before), 3).getTime())).toBeLessThan(60_000);
    expect(renewed.isFeatured).toBe(true);
    expect(Math.abs((renewed.featuredUntil?.getTime() ?? 0) - (before + 3 * dayMs))).toBeLessThan(60_000);
    const [session] = await database.db.select().from(paymentSessions).where(eq(paymentSessions.id, sessionId));
    expect(session).toMatchObject({ usedForId: expired.id, amountCents: 8_900, tier: "roam" });

    // Opening the return page again does not renew twice.
    await settle(() =>
      submitLoader(routeArgs(pageRequest(`/submit-listing?session_id=${providerSessionId}`, owner.cookie), context)),
    );
    expect((await listing(expired.id)).renewalCount).toBe(1);
  });

  it("extends a running listing from its current expiry, so renewing early loses no days", async () => {
    const expiresAt = new Date(Date.now() + 5 * dayMs);
    const running = await insertListing({ tier: "stampede", expiresAt, reminderSentAt: new Date() });
    const { sessionId } = await renewAndPay(running.id);
    const done = await completeListingRenewal({ db: database.db, paymentSessionId: sessionId, userId: owner.id });
    expect(done.renewalCount).toBe(1);
    const renewed = await listing(running.id);
    expect(Math.abs(renewed.expiresAt.getTime() - monthsLater(expiresAt, 6).getTime())).toBeLessThan(1000);
    expect(renewed.reminderSentAt).toBeNull();
    // A second renewal counts again.
    const second = await renewAndPay(running.id);
    await completeListingRenewal({ db: database.db, paymentSessionId: second.sessionId, userId: owner.id });
    const twice = await listing(running.id);
    expect(twice.renewalCount).toBe(2);
    expect(Math.abs(twice.expiresAt.getTime() - monthsLater(expiresAt, 12).getTime())).toBeLessThan(2 * dayMs);
  });

  it("keeps an administrator's open-ended feature open-ended, and does not feature a graze listing", async () => {
    const featured = await insertListing({ tier: "roam", isFeatured: true, featuredUntil: null });
    await completeListingRenewal({
      db: database.db,
      paymentSessionId: (await renewAndPay(featured.id)).sessionId,
      userId: owner.id,
    });
    expect(await listing(featured.id)).toMatchObject({ isFeatured: true, featuredUntil: null, renewalCount: 1 });
    const graze = await insertListing({ tier: "graze" });
    await completeListingRenewal({
      db: database.db,
      paymentSessionId: (await renewAndPay(graze.id)).sessionId,
      userId: owner.id,
    });
    expect(await listing(graze.id)).toMatchObject({ isFeatured: false, featuredUntil: null, renewalCount: 1 });
  });

  it("applies a paid renewal whose buyer never came back when the owner next opens their listings", async () => {
    const expired = await insertListing({ tier: "graze", expiresAt: new Date(Date.now() - dayMs) });
    await renewAndPay(expired.id);
    expect((await listing(expired.id)).renewalCount).toBe(0);
    expect(await completePendingRenewals({ db: database.db, userId: owner.id })).toBe(1);
    expect((await listing(expired.id)).renewalCount).toBe(1);
    expect(await completePendingRenewals({ db: database.db, userId: owner.id })).toBe(0);
  });

  it("a renewal's payment cannot make a new listing, nor be applied by someone else", async () => {
    const running = await insertListing({ tier: "roam" });
    const { sessionId, successUrl } = await renewAndPay(running.id);
    const providerSessionId = new URL(successUrl, testBaseUrl).searchParams.get("session_id") ?? "";
    await expect(newListingFrom(providerSessionId)).rejects.toMatchObject({ code: "payment-required" });
    await expect(
      completeListingRenewal({ db: database.db, paymentSessionId: sessionId, userId: stranger.id }),
    ).rejects.toMatchObject({ code: "payment-required" });
    expect((await listing(running.id)).renewalCount).toBe(0);
  });

  it("opens the payment session and its renewal link together: when the link fails, there is no session to pay", async () => {
    const running = await insertListing({ tier: "roam" });
    let providerAsked = 0;
    const payments = {
      ...services.payments,
      createCheckout: (...args: Parameters<AppServices["payments"]["createCheckout"]>) => {
        providerAsked += 1;
        return services.payments.createCheckout(...args);
      },
    };
    const sessionsBefore = await database.db.select().from(paymentSessions).where(eq(paymentSessions.userId, owner.id));
    // Any failure to write the link (here a trigger refusing it) must not leave an ordinary listing session behind.
    await database.executeSql(
      `create function refuse_renewal_link() returns trigger language plpgsql as $$
       begin raise exception 'renewal link refused'; end $$`,
    );
    await database.executeSql(
      "create trigger refuse_renewal_link before insert on listing_renewals for each row execute function refuse_renewal_link()",
    );
    try {
      await expect(
        startListingRenewal({ db: database.db, payments, user: owner, listingId: running.id, baseUrl: testBaseUrl }),
      ).rejects.toThrow(/insert into "listing_renewals"/);
    } finally {
      await database.executeSql("drop trigger refuse_renewal_link on listing_renewals");
      await database.executeSql("drop function refuse_renewal_link()");
    }
    expect(providerAsked).toBe(0);
    const sessionsAfter = await database.db.select().from(paymentSessions).where(eq(paymentSessions.userId, owner.id));
    expect(sessionsAfter).toHaveLength(sessionsBefore.length);
    // Without the failure, the link exists by the time the provider is asked.
    await startListingRenewal({ db: database.db, payments, user: owner, listingId: running.id, baseUrl: testBaseUrl });
    expect(providerAsked).toBe(1);
    expect(
      await database.db.select().from(listingRenewals).where(eq(listingRenewals.listingId, running.id)),
    ).toHaveLength(1);
  });

  it("a paid renewal whose listing was deleted stays a renewal: it makes no new listing and says why", async () => {
    const doomed = await insertListing({ tier: "roam" });
    const { sessionId, successUrl } = await renewAndPay(doomed.id);
    await database.db.delete(listings).where(eq(listings.id, doomed.id));
    const providerSessionId = new URL(successUrl, testBaseUrl).searchParams.get("session_id") ?? "";
    const listingsBefore = await database.db.select().from(listings).where(eq(listings.userId, owner.id));

    const page = await settle(() =>
      submitLoader(routeArgs(pageRequest(`/submit-listing?session_id=${providerSessionId}`, owner.cookie), context)),
    );
    expect(page).toMatchObject({
      status: 404,
      body: {
        mode: "refused",
        message:
          "The listing this payment renews has been deleted, so it could not be renewed. Please contact us about your payment.",
      },
    });
    await expect(newListingFrom(providerSessionId)).rejects.toMatchObject({ code: "payment-required" });
    // The owner's pages apply pending renewals; this one has nothing to apply and does not get in the way.
    await expect(completePendingRenewals({ db: database.db, userId: owner.id })).resolves.toEqual(expect.any(Number));
    expect(await database.db.select().from(listings).where(eq(listings.userId, owner.id))).toHaveLength(
      listingsBefore.length,
    );
    const [link] = await database.db
      .select()
      .from(listingRenewals)
      .where(eq(listingRenewals.paymentSessionId, sessionId));
    expect(link).toMatchObject({ listingId: null });
    const [session] = await database.db.select().from(paymentSessions).where(eq(paymentSessions.id, sessionId));
    expect(session).toMatchObject({ status: "paid", usedAt: null });
  });

  it("only the owner can start a renewal, on the page and on the server", async () => {
    const running = await insertListing({ tier: "stampede", title: "Renew me" });
    const args = (request: Request) => routeArgs<Route.ActionArgs>(request, context, { id: running.id });
    const page = await settle(() => renewLoader(args(pageRequest(`/renew-listing/${running.id}`, owner.cookie))));
    expect(page).toMatchObject({
      status: 200,
      body: { preview: { id: running.id, title: "Renew me", tierName: "Stampede", months: 6 }, isExpired: false },
    });
    const preview = (page.body as { preview: { renewedUntil: Date } }).preview;
    expect(Math.abs(preview.renewedUntil.getTime() - monthsLater(running.expiresAt, 6).getTime())).toBeLessThan(1000);

    expect(
      await settle(() => renewLoader(args(pageRequest(`/renew-listing/${running.id}`, stranger.cookie)))),
    ).toMatchObject({
      status: 403,
      body: { preview: null, error: "You can only renew your own listings." },
    });
    expect(
      await settle(() => renewAction(args(formRequest(`/renew-listing/${running.id}`, {}, stranger.cookie)))),
    ).toMatchObject({
      status: 403,
      body: { ok: false, message: "You can only renew your own listings." },
    });
    const started = await settle(() =>
      renewAction(args(formRequest(`/renew-listing/${running.id}`, {}, owner.cookie))),
    );
    expect(started).toMatchObject({ status: 303, location: expect.stringMatching(/^\/checkout\/local\//) });
    const renewals = await database.db.select().from(listingRenewals).where(eq(listingRenewals.listingId, running.id));
    expect(renewals).toHaveLength(1);
  });

  it("says why a checkout could not start, and refuses a body that is not a form", async () => {
    const running = await insertListing({ tier: "roam" });
    const path = `/renew-listing/${running.id}`;
    const down = contextWith({
      ...services,
      payments: {
        ...services.payments,
        createCheckout: async () => {
          throw new Error("socket hang up");
        },
      },
    });
    expect(
      await settle(() => renewAction(routeArgs(formRequest(path, {}, owner.cookie), down, { id: running.id }))),
    ).toMatchObject({
      status: 502,
      body: {
        ok: false,
        message:
          "Something went wrong with checkout: There was an error creating the checkout session. Please try again.",
      },
    });
    const text = new Request(`${testBaseUrl}${path}`, {
      method: "POST",
      headers: { cookie: owner.cookie, "content-type": "text/plain" },
      body: "renew",
    });
    expect(await settle(() => renewAction(routeArgs(text, context, { id: running.id })))).toMatchObject({
      status: 415,
      body: { ok: false },
    });
  });
});

describe("the expiry reminder", () => {
  it("mails the owner once, 7 days before expiry, for public listings only; a renewal re-arms it", async () => {
    const sellerId = await insertUser(database.db, "reminded@example.com");
    const now = new Date();
    const insert = (overrides: Parameters<typeof listingFixture>[0]) =>
      database.db
        .insert(listings)
        .values(listingFixture({ userId: sellerId, ...overrides }))
        .returning({ id: listings.id })
        .then((rows) => rows[0]?.id ?? "");
    const soon = await insert({ title: "Soon", expiresAt: new Date(now.getTime() + 6 * dayMs) });
    await insert({ title: "Later", expiresAt: new Date(now.getTime() + 8 * dayMs) });
    await insert({ title: "Gone", expiresAt: new Date(now.getTime() - dayMs) });
    await insert({ title: "Hidden", expiresAt: new Date(now.getTime() + 2 * dayMs), isActive: false });
    await database.db.delete(outbox);

    expect(await sendExpiryReminders({ db: database.db, baseUrl: testBaseUrl, now })).toBe(1);
    const mails = await database.db.select().from(outbox);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      recipient: "reminded@example.com",
      subject: expect.stringMatching(/^Your listing "Soon" expires on /),
    });
    expect(mails[0]?.text).toContain(`${testBaseUrl}/renew-listing/${soon}`);

    // Sent once, however often and however concurrently the job runs.
    const again = await Promise.all(
      [1, 2, 3].map(() => sendExpiryReminders({ db: database.db, baseUrl: testBaseUrl, now })),
    );
    expect(again).toEqual([0, 0, 0]);
    const later = new Date(now.getTime() + 2 * dayMs);
    expect(await sendExpiryReminders({ db: database.db, baseUrl: testBaseUrl, now: later })).toBe(1);
    expect((await database.db.select().from(outbox)).map((mail) => mail.subject)).toEqual([
      expect.stringContaining('"Soon"'),
      expect.stringContaining('"Later"'),
    ]);

    // After a renewal the new period gets its own reminder.
    await database.db
      .update(listings)
      .set({ reminderSentAt: null, expiresAt: new Date(now.getTime() + 3 * dayMs) })
      .where(eq(listings.id, soon));
    expect(await sendExpiryReminders({ db: database.db, baseUrl: testBaseUrl, now })).toBe(1);
  });
});
