// docs/product/people-and-trust.md, "Seller profiles": what /seller/{id} shows, and the trust line of listing and
// builder pages, through the whole app as a visitor (or the person reviewed, signed in) sees them.
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { conversations } from "#app/db/conversations-schema.ts";
import { listingSales, reviews } from "#app/db/people-schema.ts";
import { user } from "#app/db/schema.ts";
import { createdBuilderProfile } from "#app/modules/builders/testing/builder-fixture.ts";
import { refreshTrustFigures } from "#app/modules/profiles/refresh-trust-figures.server.ts";
import { pageThroughApp } from "#app/test/app-request-handler.ts";
import { insertListingFixture } from "#app/test/listing-fixture.ts";
import { pageRequest } from "#app/test/route-args.ts";
import { routeTestBed } from "#app/test/route-test-bed.ts";

const bed = routeTestBed({ accounts: { reviewed: "reviewed@example.com" } });
const hourMs = 60 * 60 * 1000;
const seller = {
  id: "seller-sam",
  email: "sam.private@example.com",
  name: "Sam Seller",
  emailVerified: true,
  createdAt: new Date("2025-03-02T09:00:00Z"),
  about: "Weekend builder in the Cascades.",
  publicPlace: "Bend, OR",
};
let listingId = "";
/** The newest review of the `reviewed` account, by a deleted seller, not answered yet. */
let formerMemberReviewId = "";

beforeAll(async () => {
  await bed.db
    .insert(user)
    .values([
      seller,
      { id: "newcomer", email: "newcomer@example.com", name: "newcomer", emailVerified: false },
      { id: "gone", email: "gone@example.com", name: "Gone", deletedAt: new Date() },
      ...["b1", "b2", "b3"].map((id) => ({ id, email: `${id}@example.com`, name: `Buyer ${id.toUpperCase()}` })),
    ]);
  listingId = await insertListingFixture(bed.db, { userId: seller.id, title: "2019 Sprinter 144 high roof" });
  // Three buyers' first messages, each answered: after 1, 2 and 5 hours.
  for (const [index, [buyerId, replyHours]] of (
    [
      ["b1", 1],
      ["b2", 2],
      ["b3", 5],
    ] as const
  ).entries()) {
    const firstBuyerMessageAt = new Date(Date.now() - (index + 1) * 24 * hourMs);
    await bed.db.insert(conversations).values({
      listingId,
      listingTitle: "2019 Sprinter 144 high roof",
      sellerId: seller.id,
      buyerId,
      buyerName: buyerId,
      firstBuyerMessageAt,
      firstSellerReplyAt: new Date(firstBuyerMessageAt.getTime() + replyHours * hourMs),
    });
  }
  // A sold camper, and the two reviews of its sale: one public with the seller's reply, one still hidden.
  const soldId = await insertListingFixture(bed.db, {
    userId: seller.id,
    title: "Westfalia Joker",
    isActive: false,
    soldAt: new Date(),
  });
  const sale = await insertSale({ listingId: soldId, listingTitle: "Westfalia Joker", buyerId: "b1" });
  const otherSale = await insertSale({ listingTitle: "Old trailer", buyerId: "b2" });
  await bed.db.insert(reviews).values([
    {
      saleId: sale,
      authorId: "b1",
      subjectId: seller.id,
      authorRole: "buyer",
      accuracy: 5,
      communication: 5,
      handover: 4,
      body: "Exactly as described.",
      publishedAt: new Date("2026-05-04T10:00:00Z"),
      replyBody: "Enjoy the van!",
      repliedAt: new Date("2026-05-05T10:00:00Z"),
    },
    {
      saleId: otherSale,
      authorId: "b2",
      subjectId: seller.id,
      authorRole: "buyer",
      accuracy: 1,
      communication: 1,
      handover: 1,
      body: "Not public yet.",
    },
  ]);
  await refreshTrustFigures(bed.db, [seller.id, "newcomer"]);
  // Eleven public reviews of a buyer by the sellers they bought from, the newest by an account deleted since.
  const reviewedId = bed.accounts.reviewed.id;
  for (let day = 1; day <= 11; day += 1) {
    const sellerId = day === 11 ? "gone" : "b2";
    const listingTitle = day === 11 ? "Old Vanagon" : `Trailer ${day}`;
    const saleId = await insertSale({ listingTitle, buyerId: reviewedId, sellerId });
    const [review] = await bed.db
      .insert(reviews)
      .values({
        saleId,
        authorId: sellerId,
        subjectId: reviewedId,
        authorRole: "seller",
        communication: 5,
        handover: 4,
        body: `Smooth handover of ${listingTitle}.`,
        publishedAt: new Date(Date.UTC(2026, 3, day)),
      })
      .returning({ id: reviews.id });
    formerMemberReviewId = review?.id ?? "";
  }
});

async function insertSale(sale: {
  listingId?: string;
  listingTitle: string;
  buyerId: string;
  sellerId?: string;
}): Promise<string> {
  const [row] = await bed.db
    .insert(listingSales)
    .values({ sellerId: seller.id, ...sale })
    .returning({ id: listingSales.id });
  if (!row) throw new Error("no sale");
  return row.id;
}

/** The page's status and its text as shown (no scripts, tags as spaces, spaces collapsed), to a visitor or `cookie`. */
async function page(path: string, cookie?: string) {
  const { status, html } = await pageThroughApp(pageRequest(path, cookie), bed.services);
  const shown = html
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, " ");
  return { status, html, shown };
}

describe("a seller's profile", () => {
  it("shows the person, their record, their campers and their public reviews, never their e-mail", async () => {
    const { status, html, shown } = await page(`/seller/${seller.id}`);
    expect(status).toBe(200);
    expect(html).toContain("<title>Sam Seller on Roamstead</title>");
    expect(html).toContain(`<link rel="canonical" href="${bed.services.env.BASE_URL}/seller/${seller.id}"/>`);
    for (const text of [
      "Sam Seller",
      "Member since March 2025",
      "Bend, OR",
      "E-mail verified",
      "Usually replies within 2 hours",
      "100% reply rate",
      "1 camper sold",
      "4.7 ★ (1 review)",
      "Weekend builder in the Cascades.",
      "2019 Sprinter 144 high roof",
      "Buyer B1 bought Westfalia Joker",
      "May 4, 2026",
      "Accuracy of the listing",
      "5 out of 5 stars",
      "The handover",
      "4 out of 5 stars",
      "Exactly as described.",
      "Reply from Sam Seller",
      "Enjoy the van!",
    ]) {
      expect(shown).toContain(text);
    }
    expect(shown).not.toContain("Not public yet.");
    expect(html).toContain('href="/report-content/review/');
    expect(html).not.toMatch(/href="\/reviews\/[^"]+\/reply"/);
    expect(html).not.toContain(seller.email);
    expect(html).toContain('"@type":"ProfilePage"');
  });

  it("says when there is not enough to tell", async () => {
    const { status, shown } = await page("/seller/newcomer");
    expect(status).toBe(200);
    for (const text of ["Not enough conversations yet", "No campers sold yet", "No reviews yet"]) {
      expect(shown).toContain(text);
    }
    expect(shown).not.toContain("E-mail verified");
    // Its name is the e-mail's start, never shown: a member's tag instead.
    expect(shown).toMatch(/Roamstead member [0-9A-F]{4}/);
  });

  it("answers 404 for an unknown account and 410 for a deleted one, each with a clear page", async () => {
    const unknown = await page("/seller/nobody");
    expect(unknown.status).toBe(404);
    expect(unknown.shown).toContain("Profile not found");
    const gone = await page("/seller/gone");
    expect(gone.status).toBe(410);
    expect(gone.shown).toContain("This account was deleted");
    expect((await page("/seller/has%20space")).status).toBe(404);
  });

  it("refuses a page number that is not one, and goes back to the first page past the last", async () => {
    expect((await page(`/seller/${seller.id}?reviews=abc`)).status).toBe(400);
    const past = await pageThroughApp(pageRequest(`/seller/${seller.id}?reviews=7`), bed.services);
    expect(past.status).toBe(302);
  });

  it("is in French under /fr", async () => {
    const { status, html, shown } = await page(`/fr/seller/${seller.id}`);
    expect(status).toBe(200);
    expect(html).toContain('<html lang="fr-CA"');
    for (const text of [
      "Membre depuis mars 2025",
      "Répond habituellement en moins de 2 heures",
      "Taux de réponse de 100 %",
      "1 VR vendu",
      "4,7 ★ (1 évaluation)",
      "Buyer B1 a acheté Westfalia Joker",
      "Exactitude de l’annonce",
      "5 étoiles sur 5",
      "Courriel vérifié",
    ]) {
      expect(shown).toContain(text);
    }
    expect(shown).not.toMatch(/\b(profiles|reviews)\.[a-z]+\.[a-zA-Z.]+/);
  });
});

describe("the reviews of a profile", () => {
  it("come 10 a page, newest first, a deleted author as 'Former member'", async () => {
    const path = `/seller/${bed.accounts.reviewed.id}`;
    const first = await page(path);
    expect(first.shown).toContain("Former member sold Old Vanagon");
    expect(first.shown).toContain("Smooth handover of Trailer 2.");
    expect(first.shown).not.toContain("Trailer 1.");
    expect(first.shown).toContain("Older reviews");
    expect(first.html).toContain(`href="${path}?reviews=2"`);
    expect(first.shown).not.toContain("Newer reviews");
    const second = await page(`${path}?reviews=2`);
    expect(second.shown).toContain("Buyer B2 sold Trailer 1");
    expect(second.shown).not.toContain("Old Vanagon");
    expect(second.shown).toContain("Newer reviews");
    expect(second.shown).not.toContain("Older reviews");
  });

  it("offer 'Reply' to the person reviewed, signed in on their own profile, and to no one else", async () => {
    const { reviewed } = bed.accounts;
    const replyPath = `href="/reviews/${formerMemberReviewId}/reply"`;
    expect((await page(`/seller/${reviewed.id}`)).html).not.toContain(replyPath);
    const own = await page(`/seller/${reviewed.id}`, reviewed.cookie);
    expect(own.html).toContain(replyPath);
    expect(own.html).toContain('aria-label="Reply to the review by Former member"');
    expect((await page(`/seller/${seller.id}`, reviewed.cookie)).html).not.toMatch(/href="\/reviews\/[^"]+\/reply"/);
  });
});

describe("the trust line", () => {
  it("names the seller beside a listing's contact panel, with their record, linking to the profile", async () => {
    const { status, html, shown } = await page(`/listing/${listingId}`);
    expect(status).toBe(200);
    expect(shown).toContain("Listed by Sam Seller");
    expect(html).toContain(`href="/seller/${seller.id}"`);
    expect(shown).toContain("Usually replies within 2 hours · 100% · Member since 2025 · 1 sold · 4.7 ★ (1)");
    const french = await page(`/fr/listing/${listingId}`);
    expect(french.html).toContain(`href="/fr/seller/${seller.id}"`);
    expect(french.shown).toContain("Annonce publiée par Sam Seller");
  });

  it("follows a new sale without the listing page counting anything", async () => {
    await insertListingFixture(bed.db, { userId: seller.id, isActive: false, soldAt: new Date() });
    await refreshTrustFigures(bed.db, [seller.id]);
    expect((await page(`/listing/${listingId}`)).shown).toContain("· 2 sold ·");
    await bed.db.update(user).set({ name: "Samantha" }).where(eq(user.id, seller.id));
    expect((await page(`/listing/${listingId}`)).shown).toContain("Listed by Samantha");
  });

  it("shows the builder's account on their builder page", async () => {
    const builder = await createdBuilderProfile(bed.db, "newcomer", { businessName: "Newcomer Builds" });
    const { status, shown } = await page(`/builder/${builder.id}`);
    expect(status).toBe(200);
    expect(shown).toMatch(/Managed by Roamstead member [0-9A-F]{4}/);
    expect(shown).toContain("Not enough conversations yet · New member");
  });
});
