// docs/product/people-and-trust.md, "Sales and reviews" and "Reports of reviews and questions": naming the buyer,
// confirming, reviewing once each, hidden until both wrote or the 14 days passed, the reply, reports and removal.
import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  accountTrustFigures,
  listingQuestions,
  listingSales,
  listings,
  outbox,
  reviews,
  user,
} from "#app/db/schema.ts";
import { askIfStillAvailable } from "#app/modules/conversations/testing/first-message.ts";
import { markListingSold } from "#app/modules/listings/mark-listing-sold.server.ts";
import { testDatabaseBed } from "#app/test/database-bed.ts";
import { insertListingFixture } from "#app/test/listing-fixture.ts";
import { insertPeople, testPeople } from "#app/test/people-fixture.ts";
import { inEnglishRejection } from "#app/test/translator.tsx";
import { confirmSale } from "./confirm-sale.server.ts";
import { decideContentReport } from "./decide-content-report.server.ts";
import { declineSale } from "./decline-sale.server.ts";
import { getPartySale } from "./get-party-sale.server.ts";
import { getReportableContent } from "./get-reportable-content.server.ts";
import { listBuyerChoices } from "./list-buyer-choices.server.ts";
import { listContentReportQueue } from "./list-content-report-queue.server.ts";
import { listPendingSaleActions } from "./list-pending-sale-actions.server.ts";
import { listPublicReviews } from "./list-public-reviews.server.ts";
import { publishDueReviews } from "./publish-due-reviews.server.ts";
import { replyToReview } from "./reply-to-review.server.ts";
import { reportContent } from "./report-content.server.ts";
import type { ReviewInput } from "./review.schema.ts";
import { writeReview } from "./write-review.server.ts";

const baseUrl = "http://roamstead.test";
const database = testDatabaseBed({ perTest: true });
const notifyOutbox = vi.fn<() => void>();

const people = testPeople;
const admin = { id: people.admin.id, email: people.admin.email };
let listingId: string;

beforeEach(async () => {
  notifyOutbox.mockClear();
  await insertPeople(database.db, people);
  listingId = await insertListingFixture(database.db, { userId: people.seller.id, title: "2019 Sprinter 144" });
});

/** `buyerId` writes to the seller about the listing (the mail of the message is left out of the tests' outbox). */
async function writeAbout(buyerId: string) {
  await askIfStillAvailable({
    db: database.db,
    baseUrl,
    notifyOutbox,
    buyerId,
    listingId,
    senderIp: `198.51.100.${buyerId.length}`,
  });
  await database.db.delete(outbox);
}

/** The seller marks the listing sold, naming `buyerId`; the sale's id. */
async function sellTo(buyerId: string | null): Promise<string | null> {
  await markListingSold({
    db: database.db,
    listingId,
    actor: { id: people.seller.id, email: people.seller.email, role: "user" },
    salePrice: null,
    buyerId,
    baseUrl,
    notifyOutbox,
  });
  const [sale] = await database.db.select({ id: listingSales.id }).from(listingSales);
  return sale?.id ?? null;
}

/** A sale to the buyer, confirmed by them. */
async function confirmedSale(): Promise<string> {
  await writeAbout(people.buyer.id);
  const saleId = (await sellTo(people.buyer.id)) ?? "";
  await confirmSale({ db: database.db, saleId, actorId: people.buyer.id, baseUrl });
  return saleId;
}

const words = "Smooth sale: the van was exactly as described and the keys came with a full binder.";

function review(saleId: string, authorId: string, input: Partial<ReviewInput> = {}) {
  const isBuyer = authorId === people.buyer.id;
  return inEnglishRejection(
    writeReview({
      db: database.db,
      saleId,
      authorId,
      review: { ...(isBuyer ? { accuracy: 5 } : {}), communication: 4, handover: 5, body: words, ...input },
      baseUrl,
      notifyOutbox,
    }),
  );
}

const mailsTo = (email: string) =>
  database.db
    .select({ subject: outbox.subject, text: outbox.text })
    .from(outbox)
    .where(eq(outbox.recipient, email))
    .orderBy(outbox.id);

const publicReviewsOf = async (subjectId: string) => (await listPublicReviews(database.db, subjectId)).reviews;

async function figuresOf(userId: string) {
  const [row] = await database.db
    .select({ reviewCount: accountTrustFigures.reviewCount, ratingAverage: accountTrustFigures.ratingAverage })
    .from(accountTrustFigures)
    .where(eq(accountTrustFigures.userId, userId));
  return row;
}

describe("naming the buyer when marking sold", () => {
  it("offers the accounts that wrote about the listing, and none that is deleted", async () => {
    await writeAbout(people.buyer.id);
    await writeAbout(people.stranger.id);
    await database.db.update(user).set({ deletedAt: new Date() }).where(eq(user.id, people.stranger.id));
    const choices = await listBuyerChoices(database.db, listingId);
    expect(choices).toEqual([{ id: people.buyer.id, chosenName: "Bea", deletedAt: null }]);
  });

  it("refuses a stranger who never wrote, and the seller themselves, with a message; the listing stays unsold", async () => {
    await writeAbout(people.buyer.id);
    for (const buyerId of [people.stranger.id, people.seller.id, "nobody"]) {
      await expect(inEnglishRejection(sellTo(buyerId))).rejects.toMatchObject({
        status: 400,
        message: "Choose someone who wrote to you about this listing, or 'Someone else / not on Roamstead'.",
        fieldErrors: { buyer: expect.any(String) },
      });
    }
    const [listing] = await database.db.select({ soldAt: listings.soldAt }).from(listings);
    expect(listing?.soldAt).toBeNull();
    expect(await database.db.$count(listingSales)).toBe(0);
  });

  it("records the sale in the same transaction and asks the buyer to confirm it by mail", async () => {
    await writeAbout(people.buyer.id);
    const saleId = await sellTo(people.buyer.id);
    const [sale] = await database.db.select().from(listingSales);
    expect(sale).toMatchObject({
      id: saleId,
      listingId,
      listingTitle: "2019 Sprinter 144",
      sellerId: people.seller.id,
      buyerId: people.buyer.id,
      conversationId: expect.any(String),
      confirmedAt: null,
    });
    const [mail] = await mailsTo(people.buyer.email);
    expect(mail?.subject).toBe("Sam Seller says you bought 2019 Sprinter 144: confirm it");
    expect(mail?.text).toContain(`${baseUrl}/sale/${saleId}`);
    expect(notifyOutbox).toHaveBeenCalled();
  });

  it("writes no mail to a buyer who turned the mails about reviews off, in French to a French account", async () => {
    await writeAbout(people.buyer.id);
    await database.db
      .update(user)
      .set({ mailOff: ["reviews"] })
      .where(eq(user.id, people.buyer.id));
    await sellTo(people.buyer.id);
    expect(await mailsTo(people.buyer.email)).toEqual([]);

    await database.db.delete(listingSales);
    listingId = await insertListingFixture(database.db, { userId: people.seller.id, title: "Fourgon Promaster" });
    await writeAbout(people.buyer.id);
    await database.db.update(user).set({ mailOff: [], locale: "fr-CA" }).where(eq(user.id, people.buyer.id));
    const saleId = await sellTo(people.buyer.id);
    const [mail] = await mailsTo(people.buyer.email);
    expect(mail?.subject).toBe("Sam Seller dit que vous avez acheté Fourgon Promaster : confirmez-le");
    expect(mail?.text).toContain(`${baseUrl}/fr/sale/${saleId}`);
  });

  it("without a buyer named, marks the listing sold and records no sale", async () => {
    await writeAbout(people.buyer.id);
    expect(await sellTo(null)).toBeNull();
  });
});

describe("confirming", () => {
  it("lets only the named buyer confirm; the review window is 14 days and the seller is told", async () => {
    await writeAbout(people.buyer.id);
    const saleId = (await sellTo(people.buyer.id)) ?? "";
    const confirm = (actorId: string) =>
      inEnglishRejection(confirmSale({ db: database.db, saleId, actorId, baseUrl, notifyOutbox }));
    await expect(confirm(people.stranger.id)).rejects.toMatchObject({ status: 404 });
    await expect(confirm(people.admin.id)).rejects.toMatchObject({ status: 404 });
    await expect(confirm(people.seller.id)).rejects.toMatchObject({
      status: 403,
      message: "Only the buyer can confirm the sale.",
    });
    await confirm(people.buyer.id);
    const [sale] = await database.db.select().from(listingSales);
    const window = (sale?.reviewsCloseAt?.getTime() ?? 0) - (sale?.confirmedAt?.getTime() ?? 0);
    expect(window).toBe(14 * 24 * 60 * 60 * 1000);
    await expect(confirm(people.buyer.id)).rejects.toMatchObject({ status: 409 });
    const [mail] = await mailsTo(people.seller.email);
    expect(mail?.subject).toBe("Bea confirmed buying 2019 Sprinter 144");
    expect(mail?.text).toContain(`${baseUrl}/sale/${saleId}`);
  });

  it("'This wasn't me' removes the buyer from the sale and tells the seller nothing", async () => {
    await writeAbout(people.buyer.id);
    const saleId = (await sellTo(people.buyer.id)) ?? "";
    await expect(declineSale({ db: database.db, saleId, actorId: people.seller.id })).rejects.toMatchObject({
      status: 403,
    });
    await declineSale({ db: database.db, saleId, actorId: people.buyer.id });
    expect(await database.db.$count(listingSales)).toBe(0);
    expect(await getPartySale(database.db, saleId, people.buyer.id)).toBeNull();
    expect(await mailsTo(people.seller.email)).toEqual([]);
  });

  it("lists the purchase to confirm, then the review to write, on the dashboard", async () => {
    await writeAbout(people.buyer.id);
    const saleId = (await sellTo(people.buyer.id)) ?? "";
    expect(await listPendingSaleActions(database.db, people.buyer.id)).toMatchObject([{ kind: "confirm", saleId }]);
    expect(await listPendingSaleActions(database.db, people.seller.id)).toEqual([]);
    await confirmSale({ db: database.db, saleId, actorId: people.buyer.id, baseUrl });
    expect(await listPendingSaleActions(database.db, people.seller.id)).toMatchObject([
      { kind: "review", saleId, other: { id: people.buyer.id, chosenName: "Bea" } },
    ]);
    await review(saleId, people.seller.id);
    expect(await listPendingSaleActions(database.db, people.seller.id)).toEqual([]);
  });
});

describe("reviews", () => {
  it("are refused before the buyer confirms, to a third party, and a second time", async () => {
    await writeAbout(people.buyer.id);
    const saleId = (await sellTo(people.buyer.id)) ?? "";
    await expect(review(saleId, people.buyer.id)).rejects.toMatchObject({
      status: 409,
      message: "You can review only once the buyer has confirmed the sale.",
    });
    await confirmSale({ db: database.db, saleId, actorId: people.buyer.id, baseUrl });
    await expect(review(saleId, people.stranger.id)).rejects.toMatchObject({ status: 404 });
    await expect(review(saleId, people.admin.id)).rejects.toMatchObject({ status: 404 });
    await review(saleId, people.buyer.id);
    await expect(
      review(saleId, people.buyer.id, { body: "Changed my mind about this one entirely." }),
    ).rejects.toMatchObject({
      status: 409,
      message: "You have already reviewed this sale. A review cannot be changed.",
    });
    const [stored] = await database.db.select().from(reviews);
    expect(stored).toMatchObject({ authorId: people.buyer.id, subjectId: people.seller.id, body: words });
  });

  it("asks the buyer to rate the accuracy of the listing, and never the seller", async () => {
    const saleId = await confirmedSale();
    await expect(review(saleId, people.buyer.id, { accuracy: undefined })).rejects.toMatchObject({
      status: 400,
      fieldErrors: { accuracy: "Please choose from 1 to 5 stars." },
    });
    await review(saleId, people.seller.id, { accuracy: 2 });
    const [stored] = await database.db.select().from(reviews);
    expect(stored).toMatchObject({ authorRole: "seller", accuracy: null });
  });

  it("stay hidden from the other party and the public until both wrote, then publish both at once", async () => {
    const saleId = await confirmedSale();
    expect(await review(saleId, people.buyer.id)).toEqual({ isPublished: false });
    expect(await publicReviewsOf(people.seller.id)).toEqual([]);
    const sellerView = await getPartySale(database.db, saleId, people.seller.id);
    expect(sellerView).toMatchObject({ myReview: null, publicReviews: [] });
    expect(JSON.stringify(sellerView)).not.toContain(words);
    expect((await getPartySale(database.db, saleId, people.buyer.id))?.myReview).toMatchObject({ publishedAt: null });

    expect(
      await review(saleId, people.seller.id, { body: "Bea was on time and paid as agreed. Great buyer." }),
    ).toEqual({ isPublished: true });
    const [ofSeller] = await publicReviewsOf(people.seller.id);
    const [ofBuyer] = await publicReviewsOf(people.buyer.id);
    expect(ofSeller).toMatchObject({
      author: { id: people.buyer.id, chosenName: "Bea" },
      authorRole: "buyer",
      listingTitle: "2019 Sprinter 144",
      ratings: [
        { aspect: "accuracy", stars: 5 },
        { aspect: "communication", stars: 4 },
        { aspect: "handover", stars: 5 },
      ],
      body: words,
      reply: null,
    });
    expect(ofBuyer?.ratings.map((rating) => rating.aspect)).toEqual(["communication", "handover"]);
    expect(ofSeller?.publishedAt).toEqual(ofBuyer?.publishedAt);
    expect(await figuresOf(people.seller.id)).toEqual({ reviewCount: 1, ratingAverage: 4.67 });
    expect(await figuresOf(people.buyer.id)).toEqual({ reviewCount: 1, ratingAverage: 4.5 });
    expect((await mailsTo(people.seller.email)).map((mail) => mail.subject)).toContain("Bea reviewed you on Roamstead");
    expect((await mailsTo(people.buyer.email)).map((mail) => mail.subject)).toContain(
      "Sam Seller reviewed you on Roamstead",
    );
  });

  it("are published by the hourly run once the 14 days passed, and no review is taken after that", async () => {
    const saleId = await confirmedSale();
    await review(saleId, people.buyer.id);
    expect(await publishDueReviews({ db: database.db, baseUrl })).toBe(0);
    expect(await publicReviewsOf(people.seller.id)).toEqual([]);

    await database.db
      .update(listingSales)
      .set({ reviewsCloseAt: sql`now() - interval '1 minute'` })
      .where(eq(listingSales.id, saleId));
    expect(await publishDueReviews({ db: database.db, baseUrl })).toBe(1);
    expect(await publicReviewsOf(people.seller.id)).toHaveLength(1);
    expect(await figuresOf(people.seller.id)).toMatchObject({ reviewCount: 1 });
    await expect(review(saleId, people.seller.id)).rejects.toMatchObject({
      status: 409,
      message: "The time to review this sale is over: reviews close 14 days after the buyer confirms.",
    });
    expect(await publishDueReviews({ db: database.db, baseUrl })).toBe(0);
  });

  it("tell a French subject in French, and nobody who turned the mails off", async () => {
    const saleId = await confirmedSale();
    await database.db.update(user).set({ locale: "fr-CA" }).where(eq(user.id, people.seller.id));
    await database.db
      .update(user)
      .set({ mailOff: ["reviews"] })
      .where(eq(user.id, people.buyer.id));
    await database.db.delete(outbox);
    await review(saleId, people.buyer.id);
    await review(saleId, people.seller.id);
    const [mail] = await mailsTo(people.seller.email);
    expect(mail?.subject).toBe("Bea vous a évalué sur Roamstead");
    expect(mail?.text).toContain(`${baseUrl}/fr/sale/${saleId}`);
    expect(await mailsTo(people.buyer.email)).toEqual([]);
  });
});

describe("the reply", () => {
  it("is written once, by the person reviewed only, and only to a public review", async () => {
    const saleId = await confirmedSale();
    await review(saleId, people.buyer.id);
    const [hidden] = await database.db.select({ id: reviews.id }).from(reviews);
    const reviewId = hidden?.id ?? "";
    const reply = (actorId: string, body = "Thank you, enjoy the van!") =>
      inEnglishRejection(replyToReview({ db: database.db, reviewId, actorId, body }));
    await expect(reply(people.seller.id)).rejects.toMatchObject({ status: 404, message: "This review is not public." });

    await review(saleId, people.seller.id);
    await expect(reply(people.buyer.id)).rejects.toMatchObject({
      status: 403,
      message: "Only the person reviewed can reply to a review.",
    });
    await expect(reply(people.stranger.id)).rejects.toMatchObject({ status: 403 });
    await reply(people.seller.id);
    await expect(reply(people.seller.id, "Another word.")).rejects.toMatchObject({
      status: 409,
      message: "You have already replied to this review. A reply cannot be changed.",
    });
    const [ofSeller] = await publicReviewsOf(people.seller.id);
    expect(ofSeller?.reply).toMatchObject({ body: "Thank you, enjoy the van!" });
  });
});

describe("reports of reviews", () => {
  async function publishedReviewOfSeller(): Promise<string> {
    const saleId = await confirmedSale();
    await review(saleId, people.buyer.id, { communication: 1, handover: 1, accuracy: 1 });
    await review(saleId, people.seller.id);
    const [ofSeller] = await publicReviewsOf(people.seller.id);
    return ofSeller?.id ?? "";
  }

  const report = (id: string, reporter: { key: string; userId: string | null }) =>
    inEnglishRejection(
      reportContent({
        db: database.db,
        kind: "review",
        id,
        reporter,
        report: { reason: "offensive", details: "Insults the seller." },
      }),
    );

  it("land in the queue, one per reporter, never by the author", async () => {
    const reviewId = await publishedReviewOfSeller();
    await expect(report(reviewId, { key: `user:${people.buyer.id}`, userId: people.buyer.id })).rejects.toMatchObject({
      status: 403,
      message: "You cannot report your own review.",
    });
    await report(reviewId, { key: `user:${people.seller.id}`, userId: people.seller.id });
    await report(reviewId, { key: "ip:visitor", userId: null });
    await expect(report(reviewId, { key: "ip:visitor", userId: null })).rejects.toMatchObject({ status: 409 });

    const queue = await listContentReportQueue({ db: database.db });
    expect(queue).toMatchObject({ openContents: 1, openReports: 2, nextCursor: null });
    expect(queue.entries[0]).toMatchObject({
      content: {
        kind: "review",
        id: reviewId,
        body: words,
        author: { chosenName: "Bea" },
        subject: { chosenName: "Sam Seller" },
        state: "public",
      },
      reportCount: 2,
      signedInReporters: 1,
      reasons: [{ reason: "offensive", count: 2 }],
    });
  });

  it("'Remove' hides the review from the profile and recomputes the figures; 'Keep' dismisses the reports", async () => {
    const reviewId = await publishedReviewOfSeller();
    expect(await figuresOf(people.seller.id)).toEqual({ reviewCount: 1, ratingAverage: 1 });
    await report(reviewId, { key: "ip:visitor", userId: null });
    await decideContentReport({ db: database.db, actor: admin, contentId: reviewId, decision: "keep" });
    expect(await publicReviewsOf(people.seller.id)).toHaveLength(1);
    expect((await listContentReportQueue({ db: database.db })).entries).toEqual([]);

    await report(reviewId, { key: `user:${people.stranger.id}`, userId: people.stranger.id });
    await decideContentReport({ db: database.db, actor: admin, contentId: reviewId, decision: "remove" });
    expect(await publicReviewsOf(people.seller.id)).toEqual([]);
    expect(await figuresOf(people.seller.id)).toEqual({ reviewCount: 0, ratingAverage: null });
    await expect(
      inEnglishRejection(
        decideContentReport({ db: database.db, actor: admin, contentId: reviewId, decision: "remove" }),
      ),
    ).rejects.toMatchObject({ status: 409, message: "There are no open reports on it." });
    await expect(report(reviewId, { key: "ip:someone-else", userId: null })).rejects.toMatchObject({ status: 404 });
  });
});

describe("reports of questions", () => {
  const reportQuestion = (id: string) =>
    inEnglishRejection(
      reportContent({
        db: database.db,
        kind: "question",
        id,
        reporter: { key: "ip:visitor", userId: null },
        report: { reason: "scam", details: "" },
      }),
    );

  it("are taken while buyers can open the listing's page, and refused once they cannot", async () => {
    const ask = async () => {
      const [question] = await database.db
        .insert(listingQuestions)
        .values({ listingId, askerId: people.buyer.id, body: "Does the heater work below freezing?" })
        .returning({ id: listingQuestions.id });
      return question?.id ?? "";
    };
    const onPublicListing = await ask();
    expect(await reportQuestion(onPublicListing)).toBe(true);

    // Sold: its 'Sold' page stays open for 14 days, its questions with it.
    const onSoldListing = await ask();
    await sellTo(null);
    expect(await reportQuestion(onSoldListing)).toBe(true);

    // Once visitors get no page, nobody reads its questions (nor its title) through the report page either.
    const onClosedListing = await ask();
    await database.db
      .update(listings)
      .set({ soldAt: sql`now() - interval '15 days'` })
      .where(eq(listings.id, listingId));
    const visitor = { key: "ip:visitor", userId: null };
    expect(await getReportableContent(database.db, "question", onClosedListing, visitor)).toBeNull();
    await expect(reportQuestion(onClosedListing)).rejects.toMatchObject({
      status: 404,
      message: "This question is not available.",
    });
  });
});
