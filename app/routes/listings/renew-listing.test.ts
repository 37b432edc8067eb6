// Renewing a listing through the same checkout, and the reminder mail 7 days before expiry.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
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
import { englishOutcome } from "#app/modules/listings/testing/in-english.ts";
import { insertUser } from "#app/modules/listings/testing/selling-fixture.ts";
import type { TestAccount } from "#app/test/accounts.ts";
import { dayMs, listingFixture } from "#app/test/listing-fixture.ts";
import { formRequest, pageRequest, queryValueOf, routeArgs, settle as settleOutcome } from "#app/test/route-args.ts";
import { routeTestBed } from "#app/test/route-test-bed.ts";
import { contextWith, testBaseUrl } from "#app/test/services.ts";
import { loader as dashboardLoader } from "../dashboard.tsx";
import type { Route } from "./+types/renew-listing";
import { loader as myListingsLoader } from "./my-listings.tsx";
import { action as renewAction, loader as renewLoader } from "./renew-listing.tsx";
import { loader as submitLoader } from "./submit-listing.tsx";

/** A route's outcome with the message ids of its body in English (ADR 056): the tests compare the product's words. */
const settle = (run: () => unknown) => englishOutcome(settleOutcome(run));

const bed = routeTestBed({ accounts: { owner: "owner@example.com", stranger: "stranger@example.com" } });

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
  createListing({
    db: bed.db,
    geocoder: bed.services.geocoder,
    userId: bed.accounts.owner.id,
    providerSessionId,
    input: aListing,
  });

/** Months later as PostgreSQL counts them: 29 November plus 3 months is 28 February, not 1 March. */
const monthsLater = (from: Date, months: number) => {
  const date = new Date(from);
  const day = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(day, lastDay));
  return date;
};

async function insertListing(overrides: Parameters<typeof listingFixture>[0] = {}) {
  const [row] = await bed.db
    .insert(listings)
    .values(listingFixture({ userId: bed.accounts.owner.id, ...overrides }))
    .returning();
  if (!row) throw new Error("insert returned nothing");
  return row;
}

async function startRenewal(listingId: string, as: TestAccount = bed.accounts.owner) {
  const { redirectUrl } = await startListingRenewal({
    db: bed.db,
    payments: bed.services.payments,
    user: as,
    listingId,
    baseUrl: testBaseUrl,
  });
  return redirectUrl.split("/").at(-1) ?? "";
}

/** The local checkout's Pay: the payment's fulfilment, as a Stripe webhook would record it. */
async function pay(sessionId: string, as: TestAccount = bed.accounts.owner) {
  const { redirectTo } = await payLocalCheckout({ db: bed.db, sessionId, userId: as.id });
  return { sessionId, successUrl: redirectTo };
}

async function renewAndPay(listingId: string, as: TestAccount = bed.accounts.owner) {
  return pay(await startRenewal(listingId, as), as);
}

async function listing(id: string) {
  const [row] = await bed.db.select().from(listings).where(eq(listings.id, id));
  if (!row) throw new Error("gone");
  return row;
}

describe("renewing a listing", () => {
  it("extends an expired listing from now by its tier's months and counts the renewal", async () => {
    const expired = await insertListing({ tier: "roam", expiresAt: new Date(Date.now() - 10 * dayMs) });
    const { sessionId, successUrl } = await renewAndPay(expired.id);
    // The checkout returns to /success like any listing payment, which leads to the listing form with the session.
    expect(successUrl).toMatch(/^\/success\?session_id=local_/);
    const providerSessionId = queryValueOf(successUrl, "session_id");
    const before = Date.now();
    const opened = await settle(() =>
      submitLoader(
        routeArgs(
          pageRequest(`/submit-listing?session_id=${providerSessionId}`, bed.accounts.owner.cookie),
          bed.context,
        ),
      ),
    );
    expect(opened).toMatchObject({ status: 302, location: `/my-listings?renewed=${expired.id}` });

    const renewed = await listing(expired.id);
    expect(renewed.renewalCount).toBe(1);
    expect(Math.abs(renewed.expiresAt.getTime() - monthsLater(new Date(before), 3).getTime())).toBeLessThan(60_000);
    expect(renewed.isFeatured).toBe(true);
    expect(Math.abs((renewed.featuredUntil?.getTime() ?? 0) - (before + 3 * dayMs))).toBeLessThan(60_000);
    const [session] = await bed.db.select().from(paymentSessions).where(eq(paymentSessions.id, sessionId));
    expect(session).toMatchObject({ usedForId: expired.id, amountCents: 8_900, tier: "roam" });

    // Opening the return page again does not renew twice.
    await settle(() =>
      submitLoader(
        routeArgs(
          pageRequest(`/submit-listing?session_id=${providerSessionId}`, bed.accounts.owner.cookie),
          bed.context,
        ),
      ),
    );
    expect((await listing(expired.id)).renewalCount).toBe(1);
  });

  it("extends a running listing from its current expiry, so renewing early loses no days", async () => {
    const expiresAt = new Date(Date.now() + 5 * dayMs);
    const running = await insertListing({ tier: "stampede", expiresAt, reminderSentAt: new Date() });
    const { sessionId } = await renewAndPay(running.id);
    const done = await completeListingRenewal({
      db: bed.db,
      paymentSessionId: sessionId,
      userId: bed.accounts.owner.id,
    });
    expect(done.renewalCount).toBe(1);
    const renewed = await listing(running.id);
    expect(Math.abs(renewed.expiresAt.getTime() - monthsLater(expiresAt, 6).getTime())).toBeLessThan(1000);
    expect(renewed.reminderSentAt).toBeNull();
    // A second renewal counts again.
    const second = await renewAndPay(running.id);
    await completeListingRenewal({ db: bed.db, paymentSessionId: second.sessionId, userId: bed.accounts.owner.id });
    const twice = await listing(running.id);
    expect(twice.renewalCount).toBe(2);
    expect(Math.abs(twice.expiresAt.getTime() - monthsLater(expiresAt, 12).getTime())).toBeLessThan(2 * dayMs);
  });

  it("keeps an administrator's open-ended feature open-ended, and does not feature a graze listing", async () => {
    const featured = await insertListing({ tier: "roam", isFeatured: true, featuredUntil: null });
    await completeListingRenewal({
      db: bed.db,
      paymentSessionId: (await renewAndPay(featured.id)).sessionId,
      userId: bed.accounts.owner.id,
    });
    expect(await listing(featured.id)).toMatchObject({ isFeatured: true, featuredUntil: null, renewalCount: 1 });
    const graze = await insertListing({ tier: "graze" });
    await completeListingRenewal({
      db: bed.db,
      paymentSessionId: (await renewAndPay(graze.id)).sessionId,
      userId: bed.accounts.owner.id,
    });
    expect(await listing(graze.id)).toMatchObject({ isFeatured: false, featuredUntil: null, renewalCount: 1 });
  });

  it("applies a paid renewal when the payment is confirmed, whether or not the buyer comes back", async () => {
    const expired = await insertListing({ tier: "graze", expiresAt: new Date(Date.now() - dayMs) });
    const { sessionId } = await renewAndPay(expired.id);
    // Paid and applied together: no page had to be opened, and nothing is left for the hourly run.
    expect((await listing(expired.id)).renewalCount).toBe(1);
    const [session] = await bed.db.select().from(paymentSessions).where(eq(paymentSessions.id, sessionId));
    expect(session).toMatchObject({ status: "paid", usedForId: expired.id });
    expect(await completePendingRenewals({ db: bed.db })).toBe(0);
  });

  it("the hourly run applies a paid renewal that was recorded without being applied, once", async () => {
    const expired = await insertListing({ tier: "graze", expiresAt: new Date(Date.now() - dayMs) });
    const sessionId = await startRenewal(expired.id);
    // Paid before fulfilment applied renewals (or its application failed after the payment was recorded).
    await bed.db
      .update(paymentSessions)
      .set({ status: "paid", paidAt: new Date() })
      .where(eq(paymentSessions.id, sessionId));
    expect((await listing(expired.id)).renewalCount).toBe(0);
    expect(await completePendingRenewals({ db: bed.db })).toBe(1);
    expect((await listing(expired.id)).renewalCount).toBe(1);
    expect(await completePendingRenewals({ db: bed.db })).toBe(0);
  });

  it("the owner's pages only read: /dashboard and /my-listings apply nothing", async () => {
    const expired = await insertListing({ tier: "graze", expiresAt: new Date(Date.now() - dayMs) });
    const sessionId = await startRenewal(expired.id);
    await bed.db
      .update(paymentSessions)
      .set({ status: "paid", paidAt: new Date() })
      .where(eq(paymentSessions.id, sessionId));
    await dashboardLoader(routeArgs(pageRequest("/dashboard", bed.accounts.owner.cookie), bed.context));
    await myListingsLoader(routeArgs(pageRequest("/my-listings", bed.accounts.owner.cookie), bed.context));
    expect((await listing(expired.id)).renewalCount).toBe(0);
    await completePendingRenewals({ db: bed.db });
  });

  it("a renewal's payment cannot make a new listing, nor be applied by someone else", async () => {
    const running = await insertListing({ tier: "roam" });
    const { sessionId, successUrl } = await renewAndPay(running.id);
    const providerSessionId = queryValueOf(successUrl, "session_id") ?? "";
    // Used by the renewal the moment it was paid.
    await expect(newListingFrom(providerSessionId)).rejects.toMatchObject({ code: "conflict" });
    await expect(
      completeListingRenewal({ db: bed.db, paymentSessionId: sessionId, userId: bed.accounts.stranger.id }),
    ).rejects.toMatchObject({ code: "payment-required" });
    // Applied once, for its owner, when it was paid.
    expect((await listing(running.id)).renewalCount).toBe(1);
  });

  it("opens the payment session and its renewal link together: when the link fails, there is no session to pay", async () => {
    const running = await insertListing({ tier: "roam" });
    let providerAsked = 0;
    const payments = {
      ...bed.services.payments,
      createCheckout: (...args: Parameters<AppServices["payments"]["createCheckout"]>) => {
        providerAsked += 1;
        return bed.services.payments.createCheckout(...args);
      },
    };
    const sessionsBefore = await bed.db
      .select()
      .from(paymentSessions)
      .where(eq(paymentSessions.userId, bed.accounts.owner.id));
    // Any failure to write the link (here a trigger refusing it) must not leave an ordinary listing session behind.
    await bed.database.executeSql(
      `create function refuse_renewal_link() returns trigger language plpgsql as $$
       begin raise exception 'renewal link refused'; end $$`,
    );
    await bed.database.executeSql(
      "create trigger refuse_renewal_link before insert on listing_renewals for each row execute function refuse_renewal_link()",
    );
    try {
      await expect(
        startListingRenewal({
          db: bed.db,
          payments,
          user: bed.accounts.owner,
          listingId: running.id,
          baseUrl: testBaseUrl,
        }),
      ).rejects.toThrow(/insert into "listing_renewals"/);
    } finally {
      await bed.database.executeSql("drop trigger refuse_renewal_link on listing_renewals");
      await bed.database.executeSql("drop function refuse_renewal_link()");
    }
    expect(providerAsked).toBe(0);
    const sessionsAfter = await bed.db
      .select()
      .from(paymentSessions)
      .where(eq(paymentSessions.userId, bed.accounts.owner.id));
    expect(sessionsAfter).toHaveLength(sessionsBefore.length);
    // Without the failure, the link exists by the time the provider is asked.
    await startListingRenewal({
      db: bed.db,
      payments,
      user: bed.accounts.owner,
      listingId: running.id,
      baseUrl: testBaseUrl,
    });
    expect(providerAsked).toBe(1);
    expect(await bed.db.select().from(listingRenewals).where(eq(listingRenewals.listingId, running.id))).toHaveLength(
      1,
    );
  });

  it("a paid renewal whose listing was deleted stays a renewal: it makes no new listing and says why", async () => {
    const doomed = await insertListing({ tier: "roam" });
    const started = await startRenewal(doomed.id);
    await bed.db.delete(listings).where(eq(listings.id, doomed.id));
    const { sessionId, successUrl } = await pay(started);
    const providerSessionId = queryValueOf(successUrl, "session_id") ?? "";
    const listingsBefore = await bed.db.select().from(listings).where(eq(listings.userId, bed.accounts.owner.id));

    const page = await settle(() =>
      submitLoader(
        routeArgs(
          pageRequest(`/submit-listing?session_id=${providerSessionId}`, bed.accounts.owner.cookie),
          bed.context,
        ),
      ),
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
    // The hourly run applies pending renewals; this one has nothing to apply and does not get in the way.
    await expect(completePendingRenewals({ db: bed.db })).resolves.toEqual(expect.any(Number));
    expect(await bed.db.select().from(listings).where(eq(listings.userId, bed.accounts.owner.id))).toHaveLength(
      listingsBefore.length,
    );
    const [link] = await bed.db.select().from(listingRenewals).where(eq(listingRenewals.paymentSessionId, sessionId));
    expect(link).toMatchObject({ listingId: null });
    const [session] = await bed.db.select().from(paymentSessions).where(eq(paymentSessions.id, sessionId));
    expect(session).toMatchObject({ status: "paid", usedAt: null });
  });

  it("only the owner can start a renewal, on the page and on the server", async () => {
    const running = await insertListing({ tier: "stampede", title: "Renew me" });
    const args = (request: Request) => routeArgs<Route.ActionArgs>(request, bed.context, { id: running.id });
    const page = await settle(() =>
      renewLoader(args(pageRequest(`/renew-listing/${running.id}`, bed.accounts.owner.cookie))),
    );
    expect(page).toMatchObject({
      status: 200,
      body: { preview: { id: running.id, title: "Renew me", tierName: "Stampede", months: 6 }, isExpired: false },
    });
    const preview = (page.body as { preview: { renewedUntil: Date } }).preview;
    expect(Math.abs(preview.renewedUntil.getTime() - monthsLater(running.expiresAt, 6).getTime())).toBeLessThan(1000);

    expect(
      await settle(() => renewLoader(args(pageRequest(`/renew-listing/${running.id}`, bed.accounts.stranger.cookie)))),
    ).toMatchObject({
      status: 403,
      body: { preview: null, error: "You can only renew your own listings." },
    });
    expect(
      await settle(() =>
        renewAction(args(formRequest(`/renew-listing/${running.id}`, {}, bed.accounts.stranger.cookie))),
      ),
    ).toMatchObject({
      status: 403,
      body: { ok: false, message: "You can only renew your own listings." },
    });
    const started = await settle(() =>
      renewAction(args(formRequest(`/renew-listing/${running.id}`, {}, bed.accounts.owner.cookie))),
    );
    expect(started).toMatchObject({ status: 303, location: expect.stringMatching(/^\/checkout\/local\//) });
    const renewals = await bed.db.select().from(listingRenewals).where(eq(listingRenewals.listingId, running.id));
    expect(renewals).toHaveLength(1);
  });

  it("says why a checkout could not start, and refuses a body that is not a form", async () => {
    const running = await insertListing({ tier: "roam" });
    const path = `/renew-listing/${running.id}`;
    const down = contextWith({
      ...bed.services,
      payments: {
        ...bed.services.payments,
        createCheckout: async () => {
          throw new Error("socket hang up");
        },
      },
    });
    expect(
      await settle(() =>
        renewAction(routeArgs(formRequest(path, {}, bed.accounts.owner.cookie), down, { id: running.id })),
      ),
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
      headers: { cookie: bed.accounts.owner.cookie, "content-type": "text/plain" },
      body: "renew",
    });
    expect(await settle(() => renewAction(routeArgs(text, bed.context, { id: running.id })))).toMatchObject({
      status: 415,
      body: { ok: false },
    });
  });
});

describe("the expiry reminder", () => {
  it("mails the owner once, 7 days before expiry, for public listings only; a renewal re-arms it", async () => {
    const sellerId = await insertUser(bed.db, "reminded@example.com");
    const now = new Date();
    const insert = (overrides: Parameters<typeof listingFixture>[0]) =>
      bed.db
        .insert(listings)
        .values(listingFixture({ userId: sellerId, ...overrides }))
        .returning({ id: listings.id })
        .then((rows) => rows[0]?.id ?? "");
    const soon = await insert({ title: "Soon", expiresAt: new Date(now.getTime() + 6 * dayMs) });
    await insert({ title: "Later", expiresAt: new Date(now.getTime() + 8 * dayMs) });
    await insert({ title: "Gone", expiresAt: new Date(now.getTime() - dayMs) });
    await insert({ title: "Hidden", expiresAt: new Date(now.getTime() + 2 * dayMs), isActive: false });
    await bed.db.delete(outbox);

    expect(await sendExpiryReminders({ db: bed.db, baseUrl: testBaseUrl, now })).toBe(1);
    const mails = await bed.db.select().from(outbox);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      recipient: "reminded@example.com",
      subject: expect.stringMatching(/^Your listing "Soon" expires on /),
    });
    expect(mails[0]?.text).toContain(`${testBaseUrl}/renew-listing/${soon}`);

    // Sent once, however often and however concurrently the job runs.
    const again = await Promise.all(
      [1, 2, 3].map(() => sendExpiryReminders({ db: bed.db, baseUrl: testBaseUrl, now })),
    );
    expect(again).toEqual([0, 0, 0]);
    const later = new Date(now.getTime() + 2 * dayMs);
    expect(await sendExpiryReminders({ db: bed.db, baseUrl: testBaseUrl, now: later })).toBe(1);
    expect((await bed.db.select().from(outbox)).map((mail) => mail.subject)).toEqual([
      expect.stringContaining('"Soon"'),
      expect.stringContaining('"Later"'),
    ]);

    // After a renewal the new period gets its own reminder.
    await bed.db
      .update(listings)
      .set({ reminderSentAt: null, expiresAt: new Date(now.getTime() + 3 * dayMs) })
      .where(eq(listings.id, soon));
    expect(await sendExpiryReminders({ db: bed.db, baseUrl: testBaseUrl, now })).toBe(1);
  });
});
