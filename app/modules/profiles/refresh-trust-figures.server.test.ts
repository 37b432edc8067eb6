// docs/product/people-and-trust.md, "Reply time and rate": the figures a profile and a listing's trust line show.
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { conversations } from "#app/db/conversations-schema.ts";
import { accountTrustFigures, listingSales, reviews } from "#app/db/people-schema.ts";
import { user } from "#app/db/schema.ts";
import { replyToConversation } from "#app/modules/conversations/reply-to-conversation.server.ts";
import { askIfStillAvailable } from "#app/modules/conversations/testing/first-message.ts";
import { markListingSold } from "#app/modules/listings/mark-listing-sold.server.ts";
import { testDatabaseBed } from "#app/test/database-bed.ts";
import { dayMs, insertListingFixture } from "#app/test/listing-fixture.ts";
import { refreshAllTrustFigures } from "./refresh-all-trust-figures.server.ts";
import { refreshTrustFigures } from "./refresh-trust-figures.server.ts";

const database = testDatabaseBed({ perTest: true });
const hourMs = 60 * 60 * 1000;
const buyers = ["buyer-1", "buyer-2", "buyer-3", "buyer-4"];

beforeEach(async () => {
  await database.db
    .insert(user)
    .values(["seller", ...buyers].map((id) => ({ id, email: `${id}@example.com`, name: id, emailVerified: true })));
});

/** A conversation whose buyer wrote `daysAgo` days ago and whose seller answered `replyAfterMs` later (or never). */
async function conversation(buyerId: string, daysAgo: number, replyAfterMs: number | null): Promise<void> {
  const listingId = await insertListingFixture(database.db, { userId: "seller" });
  const firstBuyerMessageAt = new Date(Date.now() - daysAgo * dayMs);
  await database.db.insert(conversations).values({
    listingId,
    listingTitle: "2019 Sprinter 144",
    sellerId: "seller",
    buyerId,
    buyerName: buyerId,
    firstBuyerMessageAt,
    firstSellerReplyAt: replyAfterMs === null ? null : new Date(firstBuyerMessageAt.getTime() + replyAfterMs),
  });
}

async function figures(userId = "seller") {
  await refreshTrustFigures(database.db, [userId]);
  const [row] = await database.db.select().from(accountTrustFigures).where(eq(accountTrustFigures.userId, userId));
  return row;
}

describe("reply time and rate", () => {
  it("counts three answered conversations as 100% and takes the median time to the first answer", async () => {
    await conversation("buyer-1", 1, 1 * hourMs);
    await conversation("buyer-2", 2, 3 * hourMs);
    await conversation("buyer-3", 3, 30 * hourMs);
    expect(await figures()).toMatchObject({ firstMessages: 3, replied: 3, medianReplySeconds: 3 * 3600 });
  });

  it("counts an unanswered conversation against the rate but not in the median", async () => {
    await conversation("buyer-1", 1, 2 * hourMs);
    await conversation("buyer-2", 1, 4 * hourMs);
    await conversation("buyer-3", 1, null);
    expect(await figures()).toMatchObject({ firstMessages: 3, replied: 2, medianReplySeconds: 3 * 3600 });
  });

  it("leaves out a buyer's first message older than 90 days", async () => {
    await conversation("buyer-1", 10, hourMs);
    await conversation("buyer-2", 89, hourMs);
    await conversation("buyer-3", 91, hourMs);
    await conversation("buyer-4", 120, null);
    expect(await figures()).toMatchObject({ firstMessages: 2, replied: 2 });
  });

  it("has no reply time when nothing was answered, and zeros for an account with no record", async () => {
    await conversation("buyer-1", 1, null);
    expect(await figures()).toMatchObject({ firstMessages: 1, replied: 0, medianReplySeconds: null });
    expect(await figures("buyer-2")).toMatchObject({
      firstMessages: 0,
      replied: 0,
      medianReplySeconds: null,
      soldCount: 0,
      reviewCount: 0,
      ratingAverage: null,
    });
  });

  it("moves with the window: a refresh rewrites the row", async () => {
    await conversation("buyer-1", 1, hourMs);
    expect(await figures()).toMatchObject({ firstMessages: 1 });
    await database.db.update(conversations).set({ firstBuyerMessageAt: new Date(Date.now() - 100 * dayMs) });
    expect(await figures()).toMatchObject({ firstMessages: 0, replied: 0, medianReplySeconds: null });
  });
});

describe("sales and ratings", () => {
  it("counts the account's sold listings", async () => {
    await insertListingFixture(database.db, { userId: "seller", soldAt: new Date(), isActive: false });
    await insertListingFixture(database.db, { userId: "seller", soldAt: new Date(), isActive: false });
    await insertListingFixture(database.db, { userId: "seller" });
    await insertListingFixture(database.db, { userId: "buyer-1", soldAt: new Date(), isActive: false });
    expect(await figures()).toMatchObject({ soldCount: 2 });
  });

  it("averages the public reviews only, each the mean of the aspects it rates", async () => {
    const review = async (
      authorId: string,
      ratings: { accuracy: number | null; communication: number; handover: number },
      state: { published?: boolean; removed?: boolean } = { published: true },
    ) => {
      const listingId = await insertListingFixture(database.db, { userId: "seller" });
      const [sale] = await database.db
        .insert(listingSales)
        .values({ listingId, listingTitle: "Van", sellerId: "seller", buyerId: authorId })
        .returning({ id: listingSales.id });
      if (!sale) throw new Error("no sale");
      await database.db.insert(reviews).values({
        saleId: sale.id,
        authorId,
        subjectId: "seller",
        authorRole: ratings.accuracy === null ? "seller" : "buyer",
        ...ratings,
        body: "Fine.",
        publishedAt: state.published ? new Date() : null,
        removedAt: state.removed ? new Date() : null,
      });
    };
    await review("buyer-1", { accuracy: 5, communication: 5, handover: 4 }); // 4.67
    await review("buyer-2", { accuracy: 4, communication: 4, handover: 4 }); // 4
    await review("buyer-3", { accuracy: 1, communication: 1, handover: 1 }, { published: false });
    await review("buyer-4", { accuracy: 1, communication: 1, handover: 1 }, { published: true, removed: true });
    expect(await figures()).toMatchObject({ reviewCount: 2, ratingAverage: 4.33 });
  });
});

describe("kept by the events that move them", () => {
  const baseUrl = "http://roamstead.test";
  const notifyOutbox = () => {};
  const stored = async () => {
    const [row] = await database.db.select().from(accountTrustFigures).where(eq(accountTrustFigures.userId, "seller"));
    return row;
  };

  it("counts a buyer's first message and the seller's answer as they are written", async () => {
    const listingId = await insertListingFixture(database.db, { userId: "seller" });
    const conversationId = await askIfStillAvailable({
      db: database.db,
      baseUrl,
      notifyOutbox,
      buyerId: "buyer-1",
      listingId,
      senderIp: "198.51.100.1",
    });
    expect(await stored()).toMatchObject({ firstMessages: 1, replied: 0, medianReplySeconds: null });
    await replyToConversation({
      db: database.db,
      baseUrl,
      notifyOutbox,
      conversationId,
      senderId: "seller",
      message: "Yes, come and see it.",
    });
    expect(await stored()).toMatchObject({ firstMessages: 1, replied: 1, medianReplySeconds: 0 });
  });

  it("counts a camper marked sold", async () => {
    const listingId = await insertListingFixture(database.db, { userId: "seller" });
    const actor = { id: "seller", email: "seller@example.com", role: "user" as const };
    await markListingSold({ db: database.db, listingId, actor, salePrice: null, baseUrl });
    expect(await stored()).toMatchObject({ soldCount: 1 });
  });

  it("daily, refreshes every account with figures or a record to count", async () => {
    await conversation("buyer-1", 1, hourMs);
    // A row whose conversation has since left the window, and an account with a record but no row yet.
    await database.db.insert(accountTrustFigures).values({ userId: "buyer-2", firstMessages: 5, replied: 5 });
    expect(await refreshAllTrustFigures(database.db, 1)).toBe(2);
    const rows = await database.db.select().from(accountTrustFigures).orderBy(accountTrustFigures.userId);
    expect(rows.map(({ userId, firstMessages }) => ({ userId, firstMessages }))).toEqual([
      { userId: "buyer-2", firstMessages: 0 },
      { userId: "seller", firstMessages: 1 },
    ]);
  });
});
