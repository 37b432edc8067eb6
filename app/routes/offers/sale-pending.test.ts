// A sale pending, end to end through its routes (docs/product/making-the-deal.md, Sale pending): an accepted offer
// holds the listing out of default search, the count and the map (in again with pending=1); the seller's page shows
// it, extends it once, reopens it now; at its end the job reopens it, lapses the offer in the thread and tells the
// buyers who saved it, each in their language and only with the favourites' mail on.
import { and, eq, like, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { conversationMessages, favorites, listings, offers, outbox, user } from "#app/db/schema.ts";
import { conversationRateLimits } from "#app/modules/conversations/conversation-rate-limits.server.ts";
import { startConversation } from "#app/modules/conversations/start-conversation.server.ts";
import { holdForAcceptedOffer } from "#app/modules/offers/hold-sale-pending.server.ts";
import { reopenDueSales } from "#app/modules/offers/reopen-due-sales.server.ts";
import { activeFilters, withoutFilter } from "#app/modules/search/active-filters.ts";
import type { TestAccount } from "#app/test/accounts.ts";
import { isPostgresRun } from "#app/test/database.ts";
import { dayMs, listingFixture } from "#app/test/listing-fixture.ts";
import { formRequest, pageRequest, routeArgs, settle as settleOutcome } from "#app/test/route-args.ts";
import { routeTestBed } from "#app/test/route-test-bed.ts";
import { testBaseUrl } from "#app/test/services.ts";
import { english, englishOutcome } from "#app/test/translator.tsx";
import { loader as detailLoader } from "../listings/detail.tsx";
import { loader as searchLoader } from "../search/search.tsx";
import { action as pendingAction, loader as pendingLoader } from "./sale-pending.tsx";

/** A route's outcome with the message ids of its body in English (ADR 056). */
const settle = async (run: () => unknown) => englishOutcome(await settleOutcome(run));

const bed = routeTestBed({
  accounts: {
    owner: "pending-owner@example.com",
    buyer: "pending-buyer@example.com",
    stranger: "pending-stranger@example.com",
    admin: { email: "pending-admin@example.com", role: "admin" },
    saver: "pending-saver@example.com",
    frenchSaver: "pending-saver-fr@example.com",
    quietSaver: "pending-quiet@example.com",
  },
});

let listingCount = 0;
const unlimited = { limit: 1_000, windowSeconds: 60 };

/** A public listing of the owner's, its make its own so each test searches its listings alone. */
async function insertListing(title = "Held van") {
  const make = `Pend${++listingCount}${crypto.randomUUID().slice(0, 6)}`;
  const [row] = await bed.db
    .insert(listings)
    .values(listingFixture({ userId: bed.accounts.owner.id, title, make }))
    .returning({ id: listings.id, make: listings.make });
  if (!row) throw new Error("insert returned nothing");
  return row;
}

/**
 * The listing held by an offer of $61,000 the owner accepted: the buyer's conversation, the accepted offer and the
 * hold, as the accepting transaction leaves them.
 */
async function acceptedOffer(listingId: string) {
  const { conversationId } = await startConversation({
    db: bed.db,
    baseUrl: testBaseUrl,
    notifyOutbox: () => {},
    buyerId: bed.accounts.buyer.id,
    listingId,
    message: "Would you take 61,000?",
    senderIp: "203.0.113.20",
    // Every listing of the file is the same buyer's new conversation: no limit is under test here.
    limits: { ...conversationRateLimits, startPerSender: unlimited, startPerAddress: unlimited },
  });
  return bed.db.transaction(async (tx) => {
    const [offer] = await tx
      .insert(offers)
      .values({
        conversationId,
        listingId,
        buyerId: bed.accounts.buyer.id,
        sellerId: bed.accounts.owner.id,
        madeBy: "buyer",
        amountCents: 6_100_000,
        currency: "USD",
        status: "accepted",
        expiresAt: new Date(Date.now() + 2 * dayMs),
        decidedAt: new Date(),
      })
      .returning();
    if (!offer) throw new Error("no offer");
    await holdForAcceptedOffer(tx, listingId);
    return offer;
  });
}

async function pendingListing(title?: string) {
  const listing = await insertListing(title);
  const offer = await acceptedOffer(listing.id);
  return { ...listing, offer };
}

async function listingRow(id: string) {
  const [row] = await bed.db.select().from(listings).where(eq(listings.id, id));
  if (!row) throw new Error("gone");
  return row;
}

const openPendingPage = (id: string, as?: TestAccount) =>
  settle(() => pendingLoader(routeArgs(pageRequest(`/sale-pending/${id}`, as?.cookie), bed.context, { id })));

const post = (id: string, intent: string, as: TestAccount = bed.accounts.owner) =>
  settle(() =>
    pendingAction(routeArgs(formRequest(`/sale-pending/${id}`, { intent }, as.cookie), bed.context, { id })),
  );

/** What /listings shows for `query`: the cards' ids and the results bar's count; with view=map, the pins too. */
async function searchPage(query: string) {
  const outcome = await settleOutcome(() => searchLoader(routeArgs(pageRequest(`/listings?${query}`), bed.context)));
  expect(outcome.status).toBe(200);
  const body = outcome.body as {
    page: { listings: { id: string; isSalePending: boolean }[] } | null;
    count: { count: number } | null;
    map: { clusters: { count: number }[]; area: { listings: { id: string; isSalePending: boolean }[] } } | null;
  };
  return {
    cards: body.page?.listings ?? body.map?.area.listings ?? [],
    count: body.count?.count,
    pins: body.map?.clusters.reduce((sum, cluster) => sum + cluster.count, 0),
  };
}

async function save(account: TestAccount, listingId: string) {
  await bed.db.insert(favorites).values({ userId: account.id, listingId });
}

const mailsTo = (email: string, subject: string) =>
  bed.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, email), like(outbox.subject, `${subject}%`)));

const lapsedSteps = (offerId: string) =>
  bed.db
    .select()
    .from(conversationMessages)
    .where(and(eq(conversationMessages.offerId, offerId), eq(conversationMessages.offerEvent, "lapsed")));

describe("a sale pending in search (docs/product/making-the-deal.md, Sale pending)", () => {
  it("is out of the default list, count and map, and in them with pending=1, its card badged", async () => {
    const open = await insertListing("Open van");
    const held = await pendingListing("Held van");
    // The two share nothing but the word they are searched by: the make's start.
    await bed.db
      .update(listings)
      .set({ make: `${held.make} two` })
      .where(eq(listings.id, open.id));
    const make = encodeURIComponent(held.make);

    const byDefault = await searchPage(`make=${make}`);
    expect(byDefault.cards.map((card) => card.id)).toEqual([open.id]);
    expect(byDefault.count).toBe(1);
    const mapByDefault = await searchPage(`make=${make}&view=map`);
    expect(mapByDefault.pins).toBe(1);
    expect(mapByDefault.count).toBe(1);

    const withPending = await searchPage(`make=${make}&pending=1`);
    expect(withPending.cards.map((card) => card.id).sort()).toEqual([open.id, held.id].sort());
    expect(withPending.cards.find((card) => card.id === held.id)?.isSalePending).toBe(true);
    expect(withPending.cards.find((card) => card.id === open.id)?.isSalePending).toBe(false);
    expect(withPending.count).toBe(2);
    const mapWithPending = await searchPage(`make=${make}&view=map&pending=1`);
    expect(mapWithPending.pins).toBe(2);
    expect(mapWithPending.count).toBe(2);
  });

  it("names pending=1 as a chip, 'Including sale pending', whose removal leaves them out again", () => {
    const params = new URLSearchParams("make=Ford&pending=1&sortBy=price_asc");
    const filters = activeFilters(params, english, "en-US");
    expect(filters.map((filter) => filter.label)).toEqual(["Make: Ford", "Including sale pending"]);
    const pending = filters.find((filter) => filter.key === "pending");
    expect(pending && withoutFilter(params, pending).toString()).toBe("make=Ford&sortBy=price_asc");
  });

  it("keeps the listing page up with the badge, and offers the owner and an administrator the way to manage it", async () => {
    const held = await pendingListing();
    const asOwner = await settle(() =>
      detailLoader(
        routeArgs(pageRequest(`/listing/${held.id}`, bed.accounts.owner.cookie), bed.context, { id: held.id }),
      ),
    );
    expect(asOwner).toMatchObject({
      status: 200,
      body: { listing: { isSalePending: true }, canManageSalePending: true },
    });
    const asVisitor = await settle(() =>
      detailLoader(routeArgs(pageRequest(`/listing/${held.id}`), bed.context, { id: held.id })),
    );
    expect(asVisitor).toMatchObject({
      status: 200,
      body: { listing: { isSalePending: true, isPublic: true }, canManageSalePending: false },
    });
    const asAdmin = await settle(() =>
      detailLoader(
        routeArgs(pageRequest(`/listing/${held.id}`, bed.accounts.admin.cookie), bed.context, { id: held.id }),
      ),
    );
    expect(asAdmin).toMatchObject({ body: { canManageSalePending: true } });
  });
});

describe("the seller's 'Sale pending' page (docs/product/making-the-deal.md, Sale pending)", () => {
  it("shows the owner when it reopens, the accepted offer and its buyer by name, never an e-mail", async () => {
    const held = await pendingListing("Shown van");
    const { salePendingUntil } = await listingRow(held.id);
    expect(salePendingUntil?.getTime()).toBeGreaterThan(Date.now() + 7 * dayMs - 60_000);
    expect(salePendingUntil?.getTime()).toBeLessThanOrEqual(Date.now() + 7 * dayMs);
    const page = await openPendingPage(held.id, bed.accounts.owner);
    expect(page).toMatchObject({
      status: 200,
      body: {
        pending: {
          listing: { id: held.id, title: "Shown van" },
          until: salePendingUntil,
          isExtended: false,
          offer: { amount: "US$61,000", buyer: "Camper", conversationId: held.offer.conversationId },
        },
      },
    });
    expect(JSON.stringify(page.body)).not.toContain(bed.accounts.buyer.email);
  });

  it("is the owner's and an administrator's only: a stranger is refused, a visitor sent to sign in", async () => {
    const held = await pendingListing();
    expect(await openPendingPage(held.id, bed.accounts.stranger)).toMatchObject({
      status: 403,
      body: { pending: null, error: "Only the seller or an administrator can manage this pending sale." },
    });
    expect(await openPendingPage(held.id, bed.accounts.buyer)).toMatchObject({ status: 403 });
    expect(await openPendingPage(held.id)).toMatchObject({
      status: 302,
      location: expect.stringContaining("/sign-in"),
    });
    expect(await openPendingPage(held.id, bed.accounts.admin)).toMatchObject({
      status: 200,
      body: { pending: { offer: { conversationId: null } } },
    });
    for (const intent of ["extend", "reopen"]) {
      expect(await post(held.id, intent, bed.accounts.stranger)).toMatchObject({
        status: 403,
        body: { message: "Only the seller or an administrator can manage this pending sale." },
      });
    }
    expect((await listingRow(held.id)).salePendingExtended).toBe(false);
    expect((await listingRow(held.id)).salePendingUntil).not.toBeNull();
  });

  it("says so for a listing with no sale pending, and refuses an unknown choice", async () => {
    const open = await insertListing();
    const notPending = "This listing has no pending sale.";
    expect(await openPendingPage(open.id, bed.accounts.owner)).toMatchObject({
      status: 409,
      body: { error: notPending },
    });
    expect(await post(open.id, "extend")).toMatchObject({ status: 409, body: { message: notPending } });
    expect(await post(open.id, "sell")).toMatchObject({
      status: 400,
      body: { fieldErrors: { intent: "Choose to extend the pending sale or to reopen it." } },
    });
    expect(await openPendingPage("not-a-listing", bed.accounts.owner)).toMatchObject({ status: 404 });
  });

  it("extends once by 7 days from the current end; a second extension is refused with 409", async () => {
    const held = await pendingListing();
    const before = (await listingRow(held.id)).salePendingUntil;
    expect(await post(held.id, "extend")).toMatchObject({ status: 303, location: `/sale-pending/${held.id}` });
    const extended = await listingRow(held.id);
    expect(extended.salePendingExtended).toBe(true);
    expect(extended.salePendingUntil?.getTime()).toBe((before?.getTime() ?? 0) + 7 * dayMs);
    expect(await openPendingPage(held.id, bed.accounts.owner)).toMatchObject({
      body: { pending: { isExtended: true } },
    });

    expect(await post(held.id, "extend")).toMatchObject({
      status: 409,
      body: {
        ok: false,
        message: "This pending sale was already extended once. Mark the camper sold, or reopen it to other buyers.",
      },
    });
    expect((await listingRow(held.id)).salePendingUntil).toEqual(extended.salePendingUntil);
  });

  it.runIf(isPostgresRun)("extends once however many ask at the same moment (PostgreSQL)", async () => {
    const held = await pendingListing();
    const before = (await listingRow(held.id)).salePendingUntil;
    const answers = await Promise.all(Array.from({ length: 6 }, () => post(held.id, "extend")));
    expect(answers.map((answer) => answer.status).sort()).toEqual([303, 409, 409, 409, 409, 409]);
    expect((await listingRow(held.id)).salePendingUntil?.getTime()).toBe((before?.getTime() ?? 0) + 7 * dayMs);
  });

  it("lets an administrator extend it too", async () => {
    const held = await pendingListing();
    expect(await post(held.id, "extend", bed.accounts.admin)).toMatchObject({ status: 303 });
    expect((await listingRow(held.id)).salePendingExtended).toBe(true);
  });

  it("reopens now: back in search, the offer lapsed in the thread, the buyer and the savers told", async () => {
    const held = await pendingListing("Reopened now van");
    await save(bed.accounts.saver, held.id);
    expect(await post(held.id, "reopen")).toMatchObject({ status: 303, location: `/listing/${held.id}` });
    expect(await listingRow(held.id)).toMatchObject({ salePendingUntil: null, salePendingExtended: false });
    const [offer] = await bed.db.select().from(offers).where(eq(offers.id, held.offer.id));
    expect(offer?.status).toBe("lapsed");
    expect(await lapsedSteps(held.offer.id)).toMatchObject([{ senderRole: "seller", body: "" }]);
    // The buyer hears of it from the thread's mail (the offers' own words, docs/product/making-the-deal.md, Offers).
    const toBuyer = await bed.db.select().from(outbox).where(eq(outbox.recipient, bed.accounts.buyer.email));
    expect(toBuyer.some((mail) => mail.subject.includes("Reopened now van"))).toBe(true);
    expect(await mailsTo(bed.accounts.saver.email, "Available again: Reopened now van")).toHaveLength(1);
    expect((await searchPage(`make=${encodeURIComponent(held.make)}`)).cards.map((card) => card.id)).toEqual([held.id]);
    expect(await post(held.id, "reopen")).toMatchObject({ status: 409 });
  });
});

describe("the end of a pending sale (docs/product/making-the-deal.md, Sale pending)", () => {
  it("reopens by itself once its time passed, lapses the offer and tells the savers in their language", async () => {
    const held = await pendingListing("Lapsed van");
    const still = await pendingListing("Still held van");
    await bed.db.update(user).set({ locale: "fr-CA" }).where(eq(user.id, bed.accounts.frenchSaver.id));
    await bed.db.update(user).set({ priceDropAlerts: false }).where(eq(user.id, bed.accounts.quietSaver.id));
    for (const saver of [bed.accounts.saver, bed.accounts.frenchSaver, bed.accounts.quietSaver]) {
      await save(saver, held.id);
      await save(saver, still.id);
    }
    // Seven days later, for the first of them.
    await bed.db
      .update(listings)
      .set({ salePendingUntil: sql`now() - interval '1 minute'` })
      .where(eq(listings.id, held.id));

    expect(await reopenDueSales({ db: bed.db, baseUrl: testBaseUrl })).toBe(1);
    expect(await listingRow(held.id)).toMatchObject({ salePendingUntil: null });
    expect((await listingRow(still.id)).salePendingUntil).not.toBeNull();
    const [offer] = await bed.db.select().from(offers).where(eq(offers.id, held.offer.id));
    expect(offer?.status).toBe("lapsed");
    expect(await lapsedSteps(held.offer.id)).toHaveLength(1);

    const [english] = await mailsTo(bed.accounts.saver.email, "Available again: Lapsed van");
    expect(english?.text).toContain(`${testBaseUrl}/listing/${held.id}`);
    expect(english?.text).not.toContain("61,000");
    const [french] = await mailsTo(bed.accounts.frenchSaver.email, "De nouveau disponible : Lapsed van");
    expect(french?.text).toContain(`${testBaseUrl}/fr/listing/${held.id}`);
    expect(await mailsTo(bed.accounts.quietSaver.email, "Available again")).toEqual([]);
    expect(await mailsTo(bed.accounts.saver.email, "Available again: Still held van")).toEqual([]);

    expect((await searchPage(`make=${encodeURIComponent(held.make)}`)).cards.map((card) => card.id)).toEqual([held.id]);
    // Nothing is due any more: a second run reopens nothing and mails nobody again.
    expect(await reopenDueSales({ db: bed.db, baseUrl: testBaseUrl })).toBe(0);
    expect(await mailsTo(bed.accounts.saver.email, "Available again: Lapsed van")).toHaveLength(1);
  });

  it.runIf(isPostgresRun)(
    "reopens once when the job and the seller reopen at the same moment (PostgreSQL)",
    async () => {
      const held = await pendingListing("Raced van");
      await save(bed.accounts.saver, held.id);
      await bed.db
        .update(listings)
        .set({ salePendingUntil: sql`now() - interval '1 minute'` })
        .where(eq(listings.id, held.id));
      await Promise.all([reopenDueSales({ db: bed.db, baseUrl: testBaseUrl }), post(held.id, "reopen")]);
      expect(await lapsedSteps(held.offer.id)).toHaveLength(1);
      expect(await mailsTo(bed.accounts.saver.email, "Available again: Raced van")).toHaveLength(1);
    },
  );

  it("leaves a sale the seller extended past now, and one marked sold meanwhile", async () => {
    const extended = await pendingListing();
    expect(await post(extended.id, "extend")).toMatchObject({ status: 303 });
    // The first 7 days are over; the extension's are not.
    await bed.db
      .update(listings)
      .set({ salePendingUntil: sql`now() + interval '6 days'` })
      .where(eq(listings.id, extended.id));
    const sold = await pendingListing();
    await bed.db
      .update(listings)
      .set({ salePendingUntil: null, soldAt: sql`now()`, isActive: false })
      .where(eq(listings.id, sold.id));
    await reopenDueSales({ db: bed.db, baseUrl: testBaseUrl });
    expect((await listingRow(extended.id)).salePendingUntil).not.toBeNull();
    expect(await lapsedSteps(extended.offer.id)).toEqual([]);
    expect(await lapsedSteps(sold.offer.id)).toEqual([]);
  });
});
