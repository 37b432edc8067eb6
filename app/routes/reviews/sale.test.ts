// Sales and reviews through their pages (docs/product/people-and-trust.md, "Sales and reviews" and "Reports of reviews
// and questions"): the seller names the buyer on the mark-as-sold page, the buyer confirms on /sale/{id}, both
// review through the form, the reviewed person replies, a visitor reports a review and an administrator removes it.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { listingSales, outbox } from "#app/db/schema.ts";
import { askIfStillAvailable } from "#app/modules/conversations/testing/first-message.ts";
import { listPublicReviews } from "#app/modules/reviews/list-public-reviews.server.ts";
import { insertListingFixture } from "#app/test/listing-fixture.ts";
import { formRequest, pageRequest, routeArgs, settle } from "#app/test/route-args.ts";
import { routeTestBed } from "#app/test/route-test-bed.ts";
import { testBaseUrl } from "#app/test/services.ts";
import { englishOutcome } from "#app/test/translator.tsx";
import { action as contentReportsAction, loader as contentReportsLoader } from "../admin/content-reports.tsx";
import { action as markAction, loader as markLoader } from "../listings/mark-as-sold.tsx";
import { action as replyAction, loader as replyLoader } from "./reply-to-review.tsx";
import { action as reportAction, loader as reportLoader } from "./report-content.tsx";
import { action as saleAction, loader as saleLoader } from "./sale.tsx";

const bed = routeTestBed({
  accounts: {
    seller: "seller@example.com",
    buyer: "buyer@example.com",
    stranger: "stranger@example.com",
    admin: { email: "admin@example.com", role: "admin" },
  },
});

/** A loader's or action's outcome, its message ids in English. */
const run = async (handler: (args: never) => unknown, request: Request, params: Record<string, string> = {}) =>
  englishOutcome(await settle(() => handler(routeArgs<never>(request, bed.context, params))));

const get = (handler: (args: never) => unknown, path: string, cookie?: string, params = {}) =>
  run(handler, pageRequest(path, cookie), params);
const post = (
  handler: (args: never) => unknown,
  path: string,
  values: Record<string, string>,
  cookie?: string,
  params = {},
) => run(handler, formRequest(path, values, cookie), params);

const words = "Smooth sale: the van was exactly as described and the keys came with a full binder.";

describe("a sale and its reviews, page by page", () => {
  it("goes from naming the buyer to public reviews, a reply, a report and its removal", async () => {
    const { seller, buyer, stranger, admin } = bed.accounts;
    const listingId = await insertListingFixture(bed.db, { userId: seller.id, title: "2019 Sprinter 144" });
    await askIfStillAvailable({ db: bed.db, baseUrl: testBaseUrl, buyerId: buyer.id, listingId });

    // The mark-as-sold page offers the buyer who wrote, by name, never by address.
    const markPage = await get(markLoader, `/mark-as-sold/${listingId}`, seller.cookie, { id: listingId });
    expect(markPage.body).toMatchObject({ buyers: [{ id: buyer.id, name: "Camper" }] });
    expect(JSON.stringify(markPage.body)).not.toContain(buyer.email);

    // A stranger who never wrote is refused.
    const refused = await post(markAction, `/mark-as-sold/${listingId}`, { buyer: stranger.id }, seller.cookie, {
      id: listingId,
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      message: "Choose someone who wrote to you about this listing, or 'Someone else / not on Roamstead'.",
    });

    const sold = await post(markAction, `/mark-as-sold/${listingId}`, { buyer: buyer.id }, seller.cookie, {
      id: listingId,
    });
    expect(sold.status).toBe(303);
    const [sale] = await bed.db.select({ id: listingSales.id }).from(listingSales);
    const saleId = sale?.id ?? "";
    const saleParams = { id: saleId };
    const salePath = `/sale/${saleId}`;
    const buyerMails = await bed.db.select().from(outbox).where(eq(outbox.recipient, buyer.email));
    expect(buyerMails.at(-1)?.text).toContain(`${testBaseUrl}${salePath}`);

    // Only the parties see it; a visitor is sent to sign in and back.
    expect((await get(saleLoader, salePath, stranger.cookie, saleParams)).status).toBe(404);
    expect((await get(saleLoader, salePath, admin.cookie, saleParams)).status).toBe(404);
    const visitor = await get(saleLoader, salePath, undefined, saleParams);
    expect(visitor.location).toBe(`/sign-in-camper?redirect=${encodeURIComponent(salePath)}`);
    const buyerPage = await get(saleLoader, salePath, buyer.cookie, saleParams);
    expect(buyerPage.body).toMatchObject({
      sale: { role: "buyer", confirmedAt: null, listingTitle: "2019 Sprinter 144" },
    });

    // The seller cannot confirm for the buyer, nor review before the confirmation.
    const sellerConfirm = await post(saleAction, salePath, { intent: "confirm" }, seller.cookie, saleParams);
    expect(sellerConfirm).toMatchObject({ status: 403, body: { message: "Only the buyer can confirm the sale." } });
    const early = { intent: "review", communication: "5", handover: "5", body: words };
    expect((await post(saleAction, salePath, early, seller.cookie, saleParams)).status).toBe(409);

    const confirmed = await post(saleAction, salePath, { intent: "confirm" }, buyer.cookie, saleParams);
    expect(confirmed).toMatchObject({ status: 303, location: `${salePath}?done=confirm` });

    // A review needs its stars and enough words.
    const incomplete = await post(saleAction, salePath, { intent: "review", body: "Great." }, buyer.cookie, saleParams);
    expect(incomplete.status).toBe(400);
    expect(incomplete.body).toMatchObject({
      fieldErrors: {
        accuracy: "Please choose from 1 to 5 stars.",
        communication: "Please choose from 1 to 5 stars.",
        handover: "Please choose from 1 to 5 stars.",
        body: "Please write at least 20 characters.",
      },
    });
    const buyerReview = { intent: "review", accuracy: "5", communication: "4", handover: "5", body: words };
    expect((await post(saleAction, salePath, buyerReview, buyer.cookie, saleParams)).status).toBe(303);
    const again = await post(saleAction, salePath, buyerReview, buyer.cookie, saleParams);
    expect(again).toMatchObject({
      status: 409,
      body: { message: "You have already reviewed this sale. A review cannot be changed." },
    });

    // Hidden from the seller's page and the public until the seller writes too.
    const sellerPage = await get(saleLoader, salePath, seller.cookie, saleParams);
    expect(sellerPage.body).toMatchObject({ sale: { role: "seller", myReview: null, publicReviews: [] } });
    expect(JSON.stringify(sellerPage.body)).not.toContain(words);
    expect((await listPublicReviews(bed.db, seller.id)).reviews).toEqual([]);
    const sellerReview = {
      intent: "review",
      communication: "5",
      handover: "4",
      body: "On time, paid as agreed. Thanks!",
    };
    expect((await post(saleAction, salePath, sellerReview, seller.cookie, saleParams)).status).toBe(303);
    const [published] = (await listPublicReviews(bed.db, seller.id)).reviews;
    expect(published).toMatchObject({ body: words, author: { id: buyer.id } });
    const reviewId = published?.id ?? "";

    // The person reviewed replies once; the author cannot.
    const replyPath = `/reviews/${reviewId}/reply`;
    const replyParams = { id: reviewId };
    expect((await get(replyLoader, replyPath, buyer.cookie, replyParams)).status).toBe(403);
    expect((await get(replyLoader, replyPath, seller.cookie, replyParams)).status).toBe(200);
    const replied = await post(
      replyAction,
      replyPath,
      { body: "Thank you, enjoy the van!" },
      seller.cookie,
      replyParams,
    );
    expect(replied).toMatchObject({ status: 303, location: `${replyPath}?replied=1` });
    const secondReply = await post(replyAction, replyPath, { body: "One more thing." }, seller.cookie, replyParams);
    expect(secondReply.status).toBe(409);

    // A visitor reports the review; an administrator sees it in the queue and removes it.
    const reportPath = `/report-content/review/${reviewId}`;
    const reportParams = { kind: "review", id: reviewId };
    expect((await get(reportLoader, reportPath, undefined, reportParams)).body).toMatchObject({
      view: "form",
      content: { text: words },
    });
    expect((await get(reportLoader, reportPath, buyer.cookie, reportParams)).status).toBe(403);
    const reported = await post(
      reportAction,
      reportPath,
      { reason: "offensive", details: "" },
      undefined,
      reportParams,
    );
    expect(reported).toMatchObject({ status: 303, location: `${reportPath}?reported=1` });
    expect((await get(reportLoader, reportPath, undefined, reportParams)).status).toBe(409);

    expect((await get(contentReportsLoader, "/admin/content-reports", seller.cookie)).status).toBe(403);
    const queue = await get(contentReportsLoader, "/admin/content-reports", admin.cookie);
    expect(queue.body).toMatchObject({
      page: { openContents: 1, entries: [{ content: { kind: "review", id: reviewId, body: words } }] },
    });
    const removed = await post(
      contentReportsAction,
      "/admin/content-reports",
      { intent: "remove", contentId: reviewId },
      admin.cookie,
    );
    expect(removed.body).toMatchObject({
      ok: true,
      message: "Removed: it no longer shows, and its reports are closed.",
    });
    expect((await listPublicReviews(bed.db, seller.id)).reviews.map((review) => review.id)).not.toContain(reviewId);
  });
});

describe("the page after 'This wasn't me'", () => {
  it("says so for the id just declined, shows a sale that still exists as it is, and a malformed id is 404", async () => {
    const { seller, buyer } = bed.accounts;
    const listingId = await insertListingFixture(bed.db, { userId: seller.id, title: "2015 Westfalia" });
    await askIfStillAvailable({
      db: bed.db,
      baseUrl: testBaseUrl,
      buyerId: buyer.id,
      listingId,
      senderIp: "198.51.100.8",
    });
    await post(markAction, `/mark-as-sold/${listingId}`, { buyer: buyer.id }, seller.cookie, { id: listingId });
    const [sale] = await bed.db.select().from(listingSales).where(eq(listingSales.listingId, listingId));
    const saleId = sale?.id ?? "";
    const declinedPath = `/sale/${saleId}?done=decline`;

    // Before the decline, the address shows the sale itself, never a 'Done' it did not do.
    const stillThere = await get(saleLoader, declinedPath, seller.cookie, { id: saleId });
    expect(stillThere).toMatchObject({ status: 200, body: { sale: { id: saleId, role: "seller" }, done: "decline" } });

    const declined = await post(saleAction, `/sale/${saleId}`, { intent: "decline" }, buyer.cookie, { id: saleId });
    expect(declined).toMatchObject({ status: 303, location: declinedPath });
    expect(await get(saleLoader, declinedPath, buyer.cookie, { id: saleId })).toMatchObject({
      status: 200,
      body: { sale: null, metaTitle: expect.stringContaining("removed") },
    });
    const malformed = await get(saleLoader, "/sale/not-a-sale?done=decline", buyer.cookie, { id: "not-a-sale" });
    expect(malformed.status).toBe(404);
  });
});
