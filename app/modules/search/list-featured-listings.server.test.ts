import { beforeEach, describe, expect, it } from "vitest";
import { listings, type NewListing } from "#app/db/schema.ts";
import { testDatabaseBed } from "#app/test/database-bed.ts";
import { dayMs, listingFixture } from "#app/test/listing-fixture.ts";
import { listFeaturedListings } from "./list-featured-listings.server.ts";
import { decodeListingCursor } from "./listing-page.ts";

const database = testDatabaseBed();
beforeEach(async () => {
  await database.db.delete(listings);
});

async function insert(...rows: Partial<NewListing>[]) {
  await database.db.insert(listings).values(rows.map((row) => listingFixture(row)));
}

const featured = { isFeatured: true, featuredUntil: new Date(Date.now() + dayMs) };

describe("listFeaturedListings", () => {
  it("lists public listings while their feature window runs, newest first", async () => {
    const now = Date.now();
    await insert(
      { title: "older", ...featured, createdAt: new Date(now - 2 * dayMs) },
      { title: "open-ended", isFeatured: true, featuredUntil: null, createdAt: new Date(now - 100 * dayMs) },
      { title: "newer", ...featured, createdAt: new Date(now - dayMs) },
      { title: "window ended", isFeatured: true, featuredUntil: new Date(now - 1000) },
      { title: "not featured" },
      { title: "expired", ...featured, expiresAt: new Date(now - 1000) },
      { title: "inactive", ...featured, isActive: false },
      { title: "unapproved", ...featured, isApproved: false },
    );
    const page = await listFeaturedListings({ db: database.db });
    expect(page.listings.map((listing) => listing.title)).toEqual(["newer", "older", "open-ended"]);
    expect(page.listings.every((listing) => listing.isFeatured)).toBe(true);
    expect(page).toMatchObject({ hasMore: false, nextCursor: null });
  });

  it("pages by 12 by default, by any size when asked, without repeats", async () => {
    const base = Date.now() - 30 * dayMs;
    await insert(
      ...Array.from({ length: 20 }, (_, index) => ({
        title: `f${index}`,
        ...featured,
        createdAt: new Date(base + index),
      })),
    );
    const first = await listFeaturedListings({ db: database.db });
    expect(first.listings).toHaveLength(12);
    expect(first.hasMore).toBe(true);
    const second = await listFeaturedListings({
      db: database.db,
      cursor: decodeListingCursor(first.nextCursor ?? "") ?? undefined,
    });
    expect(second.listings).toHaveLength(8);
    expect(second.hasMore).toBe(false);
    const titles = [...first.listings, ...second.listings].map((listing) => listing.title);
    expect(titles).toEqual(Array.from({ length: 20 }, (_, index) => `f${19 - index}`));
    const home = await listFeaturedListings({ db: database.db, pageSize: 6 });
    expect(home.listings.map((listing) => listing.title)).toEqual(titles.slice(0, 6));
  });
});
