// The dashboard's statistics (docs/product/seller-statistics.md, On the dashboard).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { conversations, favorites, listingViewDays } from "#app/db/schema.ts";
import { insertUser } from "#app/modules/listings/testing/selling-fixture.ts";
import { createTestDatabase, type TestDatabase } from "#app/test/database.ts";
import { insertListingFixture } from "#app/test/listing-fixture.ts";
import { getListingStatistics } from "./get-listing-statistics.server.ts";

let database: TestDatabase;
let sellerId: string;
let otherSellerId: string;
let buyerIds: string[];

beforeAll(async () => {
  database = await createTestDatabase();
  [sellerId = "", otherSellerId = "", ...buyerIds] = await Promise.all(
    ["seller", "other-seller", "buyer-1", "buyer-2", "buyer-3"].map((name) =>
      insertUser(database.db, `${name}@example.com`),
    ),
  );
});
afterAll(() => database?.destroy());

const insertListing = (userId: string) => insertListingFixture(database.db, { userId });

const now = new Date("2030-05-03T08:00:00Z");

describe("getListingStatistics", () => {
  it("gives each listing of the seller its views per UTC day of the last 30 days, favorites and conversations", async () => {
    const [viewed, quiet, othersListing] = await Promise.all([
      insertListing(sellerId),
      insertListing(sellerId),
      insertListing(otherSellerId),
    ]);
    await database.db.insert(listingViewDays).values([
      { listingId: viewed as string, day: "2030-04-03", views: 50 }, // the day before the window
      { listingId: viewed as string, day: "2030-04-04", views: 2 }, // its first day
      { listingId: viewed as string, day: "2030-05-01", views: 7 },
      { listingId: viewed as string, day: "2030-05-03", views: 1 }, // today
      { listingId: othersListing as string, day: "2030-05-02", views: 9 },
    ]);
    const [buyerA, buyerB, buyerC] = buyerIds as [string, string, string];
    await database.db.insert(favorites).values([
      { userId: buyerA, listingId: viewed as string },
      { userId: buyerB, listingId: viewed as string },
      { userId: buyerC, listingId: quiet as string },
      { userId: buyerA, listingId: othersListing as string },
    ]);
    const conversation = (listingId: string, sellerOf: string, buyerId: string | null) => ({
      listingId,
      listingTitle: "2019 Sprinter 144",
      sellerId: sellerOf,
      buyerId,
      buyerName: "A buyer",
      buyerEmail: buyerId ? null : "anonymous@example.com",
    });
    await database.db
      .insert(conversations)
      .values([
        conversation(viewed as string, sellerId, buyerA),
        conversation(viewed as string, sellerId, null),
        conversation(viewed as string, sellerId, null),
        conversation(othersListing as string, otherSellerId, buyerB),
      ]);

    const statistics = await getListingStatistics({ db: database.db, sellerId, now });

    expect(statistics.firstDay).toBe("2030-04-04");
    const expected = Array<number>(30).fill(0);
    expected[0] = 2;
    expected[27] = 7;
    expected[29] = 1;
    expect(statistics.dailyViews).toEqual({ [viewed as string]: expected });
    expect(statistics.favorites).toEqual({ [viewed as string]: 2, [quiet as string]: 1 });
    expect(statistics.messages).toEqual({ [viewed as string]: 3 });
  });

  it("answers empty figures for a seller without listings", async () => {
    const statistics = await getListingStatistics({ db: database.db, sellerId: buyerIds[0] as string, now });
    expect(statistics).toEqual({ firstDay: "2030-04-04", dailyViews: {}, favorites: {}, messages: {} });
  });
});
