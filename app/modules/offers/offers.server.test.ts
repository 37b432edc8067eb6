// docs/product/making-the-deal.md, "Offers": making, countering, accepting, declining, withdrawing and expiring an
// offer; one open offer per conversation; the seller's private floor; every step a thread message and a mail; two
// accepts on one listing (PostgreSQL).
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { conversationMessages, conversations } from "#app/db/conversations-schema.ts";
import { offers } from "#app/db/deal-schema.ts";
import { listings, type NewListing, outbox, user } from "#app/db/schema.ts";
import { listThreadMessages } from "#app/modules/conversations/list-thread-messages.server.ts";
import { deleteListing } from "#app/modules/listings/delete-listing.server.ts";
import { markListingSold } from "#app/modules/listings/mark-listing-sold.server.ts";
import { createLocalMediaStorage } from "#app/modules/media/local-media-storage.server.ts";
import { isPostgresRun } from "#app/test/database.ts";
import { testDatabaseBed } from "#app/test/database-bed.ts";
import { insertListingFixture } from "#app/test/listing-fixture.ts";
import { insertPeople, testPeople } from "#app/test/people-fixture.ts";
import { inEnglishRejection } from "#app/test/translator.tsx";
import { acceptOffer } from "./accept-offer.server.ts";
import { counterOffer } from "./counter-offer.server.ts";
import { declineOffer } from "./decline-offer.server.ts";
import { expireDueOffers } from "./expire-offer.server.ts";
import { makeOffer } from "./make-offer.server.ts";
import { makeOfferSchema } from "./offer.schema.ts";
import { releaseDeletedBuyerOffers } from "./release-deleted-buyer-offers.server.ts";
import { withdrawOffer } from "./withdraw-offer.server.ts";

const baseUrl = "http://roamstead.test";
const database = testDatabaseBed({ perTest: true });
const notifyOutbox = vi.fn<() => void>();
const people = testPeople;
const hourMs = 60 * 60 * 1000;
let listingId: string;

beforeEach(async () => {
  notifyOutbox.mockClear();
  await insertPeople(database.db, people);
  listingId = await createListing();
});

const createListing = (overrides: Partial<NewListing> = {}) =>
  insertListingFixture(database.db, {
    userId: people.seller.id,
    title: "2019 Sprinter 144 high roof",
    priceCents: 6_500_000,
    ...overrides,
  });

/** The buyer's offer as the form posts it. */
function offer(amount: string, { note = "", openDays = "", buyerId = people.buyer.id, onListing = listingId } = {}) {
  const input = makeOfferSchema.parse({ amount, note, open_days: openDays });
  return inEnglishRejection(
    makeOffer({
      db: database.db,
      baseUrl,
      notifyOutbox,
      buyerId,
      listingId: onListing,
      input,
      senderIp: `198.51.100.${buyerId.length}`,
    }),
  );
}

const asParty = (userId: string, offerId: string) => ({ db: database.db, baseUrl, notifyOutbox, offerId, userId });
const accept = (userId: string, offerId: string) => inEnglishRejection(acceptOffer(asParty(userId, offerId)));
const decline = (userId: string, offerId: string) => inEnglishRejection(declineOffer(asParty(userId, offerId)));
const withdraw = (userId: string, offerId: string) => inEnglishRejection(withdrawOffer(asParty(userId, offerId)));
const counter = (userId: string, offerId: string, amountCents: number, note = "") =>
  inEnglishRejection(counterOffer({ ...asParty(userId, offerId), amountCents, note }));

const offersOf = (conversationId: string) =>
  database.db.select().from(offers).where(eq(offers.conversationId, conversationId)).orderBy(offers.createdAt);
const openOffer = async (conversationId: string) => {
  const [row] = await database.db
    .select()
    .from(offers)
    .where(and(eq(offers.conversationId, conversationId), eq(offers.status, "open")));
  if (!row) throw new Error("no open offer");
  return row;
};
const steps = (conversationId: string) =>
  database.db
    .select({
      event: conversationMessages.offerEvent,
      role: conversationMessages.senderRole,
      body: conversationMessages.body,
    })
    .from(conversationMessages)
    .where(eq(conversationMessages.conversationId, conversationId))
    .orderBy(conversationMessages.createdAt);
const mails = () =>
  database.db
    .select({ to: outbox.recipient, subject: outbox.subject, text: outbox.text })
    .from(outbox)
    .orderBy(outbox.id);
const listingRow = async () => {
  const [row] = await database.db.select().from(listings).where(eq(listings.id, listingId));
  if (!row) throw new Error("no listing");
  return row;
};
/** Moves an offer's time into the past, as if its hours had gone by. */
const runOut = (offerId: string) =>
  database.db
    .update(offers)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(offers.id, offerId));

describe("a buyer's offer", () => {
  it("starts the conversation with the offer and its note, open 48 hours, and mails the seller", async () => {
    const { conversationId } = await offer("58,000", { note: "Cash, and I can pick it up Saturday." });
    expect(notifyOutbox).toHaveBeenCalledOnce();
    const [made] = await offersOf(conversationId);
    expect(made).toMatchObject({
      madeBy: "buyer",
      amountCents: 5_800_000,
      currency: "USD",
      status: "open",
      buyerId: people.buyer.id,
      sellerId: people.seller.id,
      listingId,
    });
    const hours = ((made?.expiresAt.getTime() ?? 0) - (made?.createdAt.getTime() ?? 0)) / hourMs;
    expect(hours).toBeCloseTo(48, 1);
    expect(await steps(conversationId)).toEqual([
      { event: "made", role: "buyer", body: "Cash, and I can pick it up Saturday." },
    ]);
    expect(await mails()).toEqual([
      expect.objectContaining({
        to: people.seller.email,
        subject: "Bea offered US$58,000 for 2019 Sprinter 144 high roof",
      }),
    ]);
    const [mail] = await mails();
    expect(mail?.text).toContain("It is open until");
    expect(mail?.text).toContain(`/inbox/${conversationId}`);
    // The mail links to the thread; the note stays there, behind its safety notice.
    expect(mail?.text).not.toContain("Saturday");
  });

  it("stays open as long as the buyer chose, up to 7 days", async () => {
    const { conversationId } = await offer("58000", { openDays: "5" });
    const [made] = await offersOf(conversationId);
    expect(((made?.expiresAt.getTime() ?? 0) - (made?.createdAt.getTime() ?? 0)) / hourMs).toBeCloseTo(120, 1);
    expect(makeOfferSchema.safeParse({ amount: "58000", open_days: "8" }).success).toBe(false);
    expect(makeOfferSchema.safeParse({ amount: "0", open_days: "2" }).success).toBe(false);
    expect(makeOfferSchema.safeParse({ amount: "lots", open_days: "2" }).success).toBe(false);
  });

  it("continues the buyer's existing conversation", async () => {
    const first = await offer("50000");
    await withdraw(people.buyer.id, (await openOffer(first.conversationId)).id);
    const second = await offer("52000");
    expect(second.conversationId).toBe(first.conversationId);
    expect(await database.db.select().from(conversations)).toHaveLength(1);
  });

  it("is one open offer per conversation", async () => {
    const { conversationId } = await offer("50000");
    await expect(offer("51000")).rejects.toMatchObject({
      code: "conflict",
      message: "This conversation already has an open offer: answer it, withdraw it or wait for it to expire first.",
    });
    expect(await offersOf(conversationId)).toHaveLength(1);
  });

  it("is refused on a firm price, above the asking price, on one's own listing, and on a sold or pending camper", async () => {
    await database.db.update(listings).set({ acceptsOffers: false }).where(eq(listings.id, listingId));
    await expect(offer("50000")).rejects.toMatchObject({
      code: "conflict",
      message: "The seller's price is firm: this listing takes no offers.",
    });
    await database.db.update(listings).set({ acceptsOffers: true }).where(eq(listings.id, listingId));
    await expect(offer("65,000.01")).rejects.toMatchObject({
      code: "invalid",
      fieldErrors: { amount: "An offer cannot be above the asking price." },
    });
    await expect(offer("50000", { buyerId: people.seller.id })).rejects.toMatchObject({ code: "forbidden" });
    await database.db
      .update(listings)
      .set({ salePendingUntil: new Date(Date.now() + 7 * 24 * hourMs) })
      .where(eq(listings.id, listingId));
    await expect(offer("50000")).rejects.toMatchObject({ code: "conflict", message: expect.stringMatching(/pending/) });
    await database.db
      .update(listings)
      .set({ salePendingUntil: null, soldAt: new Date(), isActive: false })
      .where(eq(listings.id, listingId));
    await expect(offer("50000")).rejects.toMatchObject({ code: "not-found" });
    // Nothing was started by a refused offer.
    expect(await database.db.select().from(conversations)).toHaveLength(0);
  });
});

describe("the seller's private floor", () => {
  beforeEach(async () => {
    await database.db.update(listings).set({ offerFloorCents: 5_500_000 }).where(eq(listings.id, listingId));
  });

  it("declines an offer under it at once, politely, without bothering the seller", async () => {
    const { conversationId } = await offer("50000");
    const [made] = await offersOf(conversationId);
    expect(made).toMatchObject({ status: "declined" });
    expect(await steps(conversationId)).toEqual([
      { event: "made", role: "buyer", body: "" },
      { event: "declined_under_floor", role: "seller", body: "" },
    ]);
    const sent = await mails();
    expect(sent).toEqual([
      expect.objectContaining({
        to: people.buyer.email,
        subject: "Your offer on 2019 Sprinter 144 high roof was declined",
      }),
    ]);
    expect(sent[0]?.text).toContain("It is below what the seller is ready to consider");
    // The floor itself is never told.
    expect(sent[0]?.text).not.toContain("55,000");
    // Not an answer from the seller, nor a message the seller is reminded to answer: their reply record stays.
    const [talk] = await database.db.select().from(conversations);
    expect(talk?.firstSellerReplyAt).toBeNull();
    expect(talk?.firstBuyerMessageAt).toBeNull();
    // The buyer may offer again at once.
    await offer("56000");
    expect((await openOffer(conversationId)).amountCents).toBe(5_600_000);
  });

  it("lets an offer at the floor through", async () => {
    const { conversationId } = await offer("55000");
    expect((await openOffer(conversationId)).amountCents).toBe(5_500_000);
  });
});

describe("answering an offer", () => {
  it("seller counters, buyer accepts: the listing is pending and each step is a message and a mail", async () => {
    const { conversationId } = await offer("55000", { note: "Would you take 55?" });
    const made = await openOffer(conversationId);
    await counter(people.seller.id, made.id, 6_000_000, "Meet me at 60.");
    const countered = await openOffer(conversationId);
    expect(countered).toMatchObject({ madeBy: "seller", amountCents: 6_000_000, countersOfferId: made.id });
    expect((await offersOf(conversationId)).map((row) => row.status)).toEqual(["countered", "open"]);

    await accept(people.buyer.id, countered.id);
    expect((await offersOf(conversationId)).map((row) => row.status)).toEqual(["countered", "accepted"]);
    const pending = await listingRow();
    const pendingDays = ((pending.salePendingUntil?.getTime() ?? 0) - Date.now()) / (24 * hourMs);
    expect(pendingDays).toBeCloseTo(7, 1);

    expect(await steps(conversationId)).toEqual([
      { event: "made", role: "buyer", body: "Would you take 55?" },
      { event: "countered", role: "seller", body: "Meet me at 60." },
      { event: "accepted", role: "buyer", body: "" },
    ]);
    expect((await mails()).map((mail) => [mail.to, mail.subject])).toEqual([
      [people.seller.email, "Bea offered US$55,000 for 2019 Sprinter 144 high roof"],
      [people.buyer.email, "Sam Seller countered your offer on 2019 Sprinter 144 high roof: US$60,000"],
      [people.seller.email, "Bea accepted the offer of US$60,000 for 2019 Sprinter 144 high roof"],
    ]);
    // The thread tells each step with its offer, for the page to word in the viewer's language.
    const thread = await listThreadMessages(database.db, conversationId, "buyer");
    expect(thread.map((message) => message.offerStep)).toEqual([
      expect.objectContaining({ event: "made", amountCents: 5_500_000, currency: "USD" }),
      expect.objectContaining({ event: "countered", amountCents: 6_000_000 }),
      expect.objectContaining({ event: "accepted", amountCents: 6_000_000 }),
    ]);

    // Pending: no more offers, from anyone.
    await expect(offer("60000", { buyerId: people.stranger.id })).rejects.toMatchObject({ code: "conflict" });
  });

  it("seller accepts a buyer's offer: every other open offer on the listing is declined, each told", async () => {
    const bea = await offer("58000");
    const sly = await offer("57000", { buyerId: people.stranger.id });
    const slyOffer = await openOffer(sly.conversationId);
    await counter(people.seller.id, slyOffer.id, 6_200_000);
    const slyCounter = await openOffer(sly.conversationId);

    await accept(people.seller.id, (await openOffer(bea.conversationId)).id);
    expect((await offersOf(bea.conversationId)).map((row) => row.status)).toEqual(["accepted"]);
    expect((await offersOf(sly.conversationId)).map((row) => row.status)).toEqual(["countered", "withdrawn"]);
    expect((await steps(sly.conversationId)).at(-1)).toEqual({ event: "withdrawn", role: "seller", body: "" });
    const last = (await mails()).at(-1);
    expect(last).toMatchObject({ to: people.stranger.email });
    expect(last?.subject).toContain("withdrew the offer of US$62,000");
    // The counter is closed, and the stranger cannot take it any more.
    await expect(accept(people.stranger.id, slyCounter.id)).rejects.toMatchObject({ code: "conflict" });
  });

  it("a camper marked sold closes its open offers: each buyer is told in the thread and by mail", async () => {
    const bea = await offer("58000");
    const sly = await offer("57000", { buyerId: people.stranger.id });
    await markListingSold({
      db: database.db,
      listingId,
      actor: { id: people.seller.id, email: people.seller.email, role: "user" },
      salePrice: null,
      baseUrl,
      notifyOutbox,
    });
    for (const { conversationId } of [bea, sly]) {
      expect((await offersOf(conversationId)).map((row) => row.status)).toEqual(["declined"]);
      expect((await steps(conversationId)).at(-1)).toEqual({ event: "declined", role: "seller", body: "" });
    }
    expect((await mails()).map((mail) => mail.to)).toEqual(
      expect.arrayContaining([people.buyer.email, people.stranger.email]),
    );
    expect(notifyOutbox).toHaveBeenCalled();
  });

  it("a listing deleted closes its open offers: the buyer is told in the thread, which stays", async () => {
    const bea = await offer("58000");
    await deleteListing({
      db: database.db,
      storage: createLocalMediaStorage(await mkdtemp(path.join(tmpdir(), "offers-"))),
      baseUrl,
      notifyOutbox,
      listingId,
      actor: { id: people.seller.id, email: people.seller.email, role: "user" },
    });
    expect((await offersOf(bea.conversationId)).map((row) => [row.status, row.listingId])).toEqual([
      ["declined", null],
    ]);
    expect((await steps(bea.conversationId)).at(-1)).toEqual({ event: "declined", role: "seller", body: "" });
    expect(notifyOutbox).toHaveBeenCalled();
  });

  it("a buyer who deletes their account leaves no seller waiting: their held sale reopens, their open offers are withdrawn", async () => {
    const held = await offer("58000");
    await accept(people.seller.id, (await openOffer(held.conversationId)).id);
    const otherListing = await createListing({ title: "2016 Transit high roof" });
    const waiting = await offer("40000", { onListing: otherListing });
    const closed = await database.db.transaction((tx) => releaseDeletedBuyerOffers(tx, people.buyer.id, baseUrl));
    expect(closed).toBe(2);
    expect((await listingRow()).salePendingUntil).toBeNull();
    expect((await offersOf(held.conversationId)).map((row) => row.status)).toEqual(["lapsed"]);
    expect((await offersOf(waiting.conversationId)).map((row) => row.status)).toEqual(["withdrawn"]);
    expect((await steps(waiting.conversationId)).at(-1)).toEqual({ event: "withdrawn", role: "buyer", body: "" });
  });

  it("declines and withdraws, each by the right party only", async () => {
    const { conversationId } = await offer("50000");
    const made = await openOffer(conversationId);
    await expect(accept(people.buyer.id, made.id)).rejects.toMatchObject({
      code: "forbidden",
      message: "Only the other party can answer this offer.",
    });
    await expect(counter(people.buyer.id, made.id, 6_000_000)).rejects.toMatchObject({ code: "forbidden" });
    await expect(withdraw(people.seller.id, made.id)).rejects.toMatchObject({
      code: "forbidden",
      message: "Only the person who made this offer can withdraw it.",
    });
    // Not a party: the same answer as an unknown offer.
    await expect(accept(people.stranger.id, made.id)).rejects.toMatchObject({ code: "not-found" });
    await expect(accept(people.admin.id, made.id)).rejects.toMatchObject({ code: "not-found" });
    await expect(accept(people.seller.id, "not-an-id")).rejects.toMatchObject({ code: "not-found" });

    await decline(people.seller.id, made.id);
    expect((await offersOf(conversationId)).map((row) => row.status)).toEqual(["declined"]);
    await expect(accept(people.seller.id, made.id)).rejects.toMatchObject({
      code: "conflict",
      message: "This offer has already been answered.",
    });
    expect((await mails()).at(-1)?.subject).toBe(
      "Sam Seller declined the offer of US$50,000 for 2019 Sprinter 144 high roof",
    );

    await offer("52000");
    const again = await openOffer(conversationId);
    await withdraw(people.buyer.id, again.id);
    expect((await offersOf(conversationId)).map((row) => row.status)).toEqual(["declined", "withdrawn"]);
    expect((await mails()).at(-1)).toMatchObject({
      to: people.seller.email,
      subject: expect.stringContaining("withdrew"),
    });
  });

  it("holds a counter above the offer and no more than the asking price", async () => {
    const { conversationId } = await offer("50000");
    const made = await openOffer(conversationId);
    for (const amount of [5_000_000, 4_000_000, 6_500_001]) {
      await expect(counter(people.seller.id, made.id, amount)).rejects.toMatchObject({
        code: "invalid",
        fieldErrors: { amount: expect.stringContaining("A counter-offer must be above the offer") },
      });
    }
    await counter(people.seller.id, made.id, 6_500_000);
    expect((await openOffer(conversationId)).amountCents).toBe(6_500_000);
  });

  it("refuses an accept on a listing no longer public", async () => {
    const { conversationId } = await offer("50000");
    await database.db.update(listings).set({ isActive: false }).where(eq(listings.id, listingId));
    await expect(accept(people.seller.id, (await openOffer(conversationId)).id)).rejects.toMatchObject({
      code: "not-found",
      message: "This camper is no longer listed.",
    });
  });
});

describe("expiry", () => {
  it("an offer past its time cannot be accepted, and the job expires it and tells its maker", async () => {
    const { conversationId } = await offer("50000");
    const made = await openOffer(conversationId);
    await runOut(made.id);
    await expect(accept(people.seller.id, made.id)).rejects.toMatchObject({
      code: "conflict",
      message: "This offer has expired.",
    });
    expect((await listingRow()).salePendingUntil).toBeNull();

    expect(await expireDueOffers({ db: database.db, baseUrl })).toBe(1);
    expect(await expireDueOffers({ db: database.db, baseUrl })).toBe(0);
    expect((await offersOf(conversationId)).map((row) => row.status)).toEqual(["expired"]);
    expect((await steps(conversationId)).at(-1)).toEqual({ event: "expired", role: "seller", body: "" });
    expect((await mails()).at(-1)).toMatchObject({
      to: people.buyer.email,
      subject: "The offer of US$50,000 for 2019 Sprinter 144 high roof expired",
    });
    await expect(accept(people.seller.id, made.id)).rejects.toMatchObject({ code: "conflict" });
    // The expiry is no answer of the seller's.
    const [talk] = await database.db.select().from(conversations);
    expect(talk?.firstSellerReplyAt).toBeNull();
  });

  it("a new offer replaces one past its time that the job has not reached yet", async () => {
    const { conversationId } = await offer("50000");
    await runOut((await openOffer(conversationId)).id);
    await offer("51000");
    expect((await offersOf(conversationId)).map((row) => [row.status, row.amountCents])).toEqual([
      ["expired", 5_000_000],
      ["open", 5_100_000],
    ]);
  });
});

describe("the mails", () => {
  it("follow the recipient's language and their choice about message mail", async () => {
    await database.db.update(user).set({ locale: "fr-CA" }).where(eq(user.id, people.seller.id));
    const { conversationId } = await offer("58000");
    const [french] = await mails();
    expect(french?.subject).toMatch(/^Bea offre 58\s000\s\$\sUS pour 2019 Sprinter 144 high roof$/u);
    expect(french?.text).toContain(`/fr/inbox/${conversationId}`);

    await database.db
      .update(user)
      .set({ mailOff: ["new_messages"] })
      .where(eq(user.id, people.seller.id));
    await withdraw(people.buyer.id, (await openOffer(conversationId)).id);
    expect(await mails()).toHaveLength(1);
    // The step is in the thread all the same.
    expect((await steps(conversationId)).at(-1)).toMatchObject({ event: "withdrawn" });
  });
});

describe("accepts racing on one listing", () => {
  it.runIf(isPostgresRun)("ten concurrent accepts give one accepted offer (PostgreSQL)", async () => {
    const buyers = Array.from({ length: 10 }, (_, index) => ({
      id: `racer-${index}`,
      email: `racer-${index}@example.com`,
      name: `Racer ${index}`,
    }));
    await insertPeople(database.db, Object.fromEntries(buyers.map((buyer) => [buyer.id, buyer])));
    const open: (typeof offers.$inferSelect)[] = [];
    for (const [index, buyer] of buyers.entries()) {
      const { conversationId } = await offer(String(50_000 + index), { buyerId: buyer.id });
      open.push(await openOffer(conversationId));
    }
    // Ten accepts at once, one per buyer's offer, and ten more of the same offer.
    const results = await Promise.allSettled([
      ...open.map((made) => acceptOffer(asParty(people.seller.id, made.id))),
      ...Array.from({ length: 10 }, () => acceptOffer(asParty(people.seller.id, open[0]?.id ?? ""))),
    ]);
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    for (const result of results) {
      if (result.status === "rejected") expect(result.reason).toMatchObject({ code: "conflict" });
    }
    const statuses = await database.db
      .select({ status: offers.status, count: sql<number>`count(*)::int` })
      .from(offers)
      .groupBy(offers.status);
    expect(Object.fromEntries(statuses.map((row) => [row.status, row.count]))).toEqual({ accepted: 1, declined: 9 });
    expect((await listingRow()).salePendingUntil).not.toBeNull();
  });
});
