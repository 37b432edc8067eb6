// The demo marketplace shows the deal rating and 'Recently reduced' (docs/product/buyers-come-back.md):
// enough comparable campers for some ratings, and a few recent price drops.
import { isNotNull, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { listings, user } from "#app/db/schema.ts";
import { rateAllListings } from "#app/modules/deal-rating/rate-all-listings.server.ts";
import { searchListings } from "#app/modules/search/search-listings.server.ts";
import { testDatabaseBed } from "#app/test/database-bed.ts";
import { fakeGeocoder } from "#app/test/fake-geocoder.ts";
import { buildDemoAccounts } from "./demo-accounts.server.ts";
import { buildDemoListings } from "./demo-listings.ts";
import { seedDemoPriceDrops } from "./seed-demo-price-drops.server.ts";

const database = testDatabaseBed();

describe("the demo listings", () => {
  it("give some listings a deal rating and a few a recent price drop", async () => {
    const now = new Date();
    const rows = buildDemoListings(now);
    const sellers = await buildDemoAccounts(
      now,
      rows.flatMap((row) => (row.userId ? [row.userId] : [])),
    );
    await database.db.insert(user).values(sellers.users);
    const inserted = await database.db.insert(listings).values(rows).returning();
    await seedDemoPriceDrops(database.db, inserted, now);
    await rateAllListings(database.db);
    const reduced = await searchListings({
      db: database.db,
      geocoder: fakeGeocoder({}),
      input: { recentlyReduced: true, sortBy: "reduced_desc" },
      pageSize: 50,
    });
    expect(reduced.listings.length).toBeGreaterThanOrEqual(3);
    const rated = await database.db
      .select({ rating: listings.dealRating, n: sql<number>`count(*)::integer` })
      .from(listings)
      .where(isNotNull(listings.dealRating))
      .groupBy(listings.dealRating);
    expect(rated.reduce((sum, row) => sum + row.n, 0)).toBeGreaterThanOrEqual(8);
  });
});
