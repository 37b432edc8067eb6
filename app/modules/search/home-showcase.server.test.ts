// The home page's pieces besides the search (docs/product/browse-and-search.md, Home): the category tiles'
// photos, 'Recently listed' and the hero's photo.
import { beforeEach, describe, expect, it } from "vitest";
import { listings, type NewListing } from "#app/db/schema.ts";
import type { ListingSummary } from "#app/modules/listings/listing-summary.ts";
import { testDatabaseBed } from "#app/test/database-bed.ts";
import { dayMs, listingFixture } from "#app/test/listing-fixture.ts";
import { createTestCache } from "#app/test/services.ts";
import { english } from "#app/test/translator.tsx";
import { listHomeCategories } from "./list-home-categories.server.ts";
import { listRecentListings } from "./list-recent-listings.server.ts";
import { pickHomeHero } from "./pick-home-hero.ts";

const database = testDatabaseBed();
const geocoder = { geocode: async () => null, suggest: async () => [] };
beforeEach(async () => {
  await database.db.delete(listings);
});

const photo = (n: number) => `/media/00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
let clock = Date.now() - 10 * dayMs;

/** Inserts listings in the order given, each newer than the one before. */
async function insert(...rows: Partial<NewListing>[]) {
  const values = rows.map((row) => {
    clock += 60_000;
    return listingFixture({ createdAt: new Date(clock), ...row });
  });
  return (await database.db.insert(listings).values(values).returning({ id: listings.id })).map(({ id }) => id);
}

const tile = (tiles: { id: string; image: string | null }[], id: string) => tiles.find((entry) => entry.id === id);

describe("listHomeCategories", () => {
  it("gives each tile the cover of the newest public listing of its kind, and leads where the tile says", async () => {
    await insert(
      { vehicleType: "van", images: [photo(1)], priceCents: 9_000_000 },
      { vehicleType: "skoolie", images: [photo(2)], priceCents: 3_500_000 },
      { vehicleType: "rv", images: [photo(3)], priceCents: 12_000_000 },
      { vehicleType: "overlander", images: [photo(4)], priceCents: 8_000_000, offGridRatingTenths: 85 },
      { vehicleType: "van", images: [photo(5)], priceCents: 7_000_000, isApproved: false },
    );
    const tiles = await listHomeCategories({ db: database.db, geocoder });
    expect(tiles.map(({ id, href }) => [id, href])).toEqual([
      ["vans", "/campers/vans"],
      ["skoolies", "/campers/skoolies"],
      ["rvs", "/campers/rvs"],
      ["overlanders", "/campers/overlanders"],
      ["under-40k", "/listings?maxPrice=40000"],
      ["off-grid", "/listings?offgrid_min=7"],
    ]);
    expect(tiles.map(({ id }) => english(`search.home.category.${id}`))).toEqual([
      "Camper vans",
      "Skoolies",
      "RVs",
      "4x4 / Overlanders",
      "Under $40k",
      "Off-grid ready",
    ]);
    // The unapproved van is newer but not public; the skoolie is the only listing under $40k, already on
    // its own tile; the overlander is the only one rated 7 or more, already shown too.
    expect(tiles.map(({ image }) => image)).toEqual([photo(1), photo(2), photo(3), photo(4), null, null]);
  });

  it("never shows one listing or one photo on two tiles, and passes over listings without a photo", async () => {
    await insert(
      { vehicleType: "van", images: [photo(10)], priceCents: 3_000_000 },
      { vehicleType: "van", images: [photo(11)], priceCents: 3_900_000 },
      { vehicleType: "van", images: [photo(10)], priceCents: 9_000_000 },
      { vehicleType: "skoolie", images: [], priceCents: 2_000_000 },
    );
    const tiles = await listHomeCategories({ db: database.db, geocoder });
    // Newest van first (photo 10); under $40k: the newest is the skoolie without a photo, then van 11.
    expect(tile(tiles, "vans")?.image).toBe(photo(10));
    expect(tile(tiles, "skoolies")?.image).toBeNull();
    expect(tile(tiles, "under-40k")?.image).toBe(photo(11));
  });

  it("is kept per listings version: a new listing shows at once", async () => {
    const cache = createTestCache(database.db);
    await insert({ vehicleType: "rv", images: [photo(20)] });
    expect(tile(await listHomeCategories({ db: database.db, geocoder, cache }), "rvs")?.image).toBe(photo(20));
    await insert({ vehicleType: "rv", images: [photo(21)] });
    expect(tile(await listHomeCategories({ db: database.db, geocoder, cache }), "rvs")?.image).toBe(photo(21));
  });
});

describe("listRecentListings", () => {
  it("lists the 6 newest public listings, leaving out those the page shows already", async () => {
    const ids = await insert(...Array.from({ length: 10 }, (_, index) => ({ title: `listing ${index}` })), {
      title: "expired",
      expiresAt: new Date(Date.now() - 1000),
    });
    const recent = await listRecentListings({ db: database.db, geocoder });
    expect(recent.map(({ title }) => title)).toEqual([9, 8, 7, 6, 5, 4].map((n) => `listing ${n}`));
    const withoutFeatured = await listRecentListings({
      db: database.db,
      geocoder,
      cache: createTestCache(database.db),
      excludeIds: [ids[9], ids[7]].filter((id): id is string => id !== undefined),
    });
    expect(withoutFeatured.map(({ title }) => title)).toEqual([8, 6, 5, 4, 3, 2].map((n) => `listing ${n}`));
  });

  it("is empty before any listing is public", async () => {
    await insert({ isActive: false });
    expect(await listRecentListings({ db: database.db, geocoder })).toEqual([]);
  });
});

describe("pickHomeHero", () => {
  const summary = (id: string, image: string | null, title = `Listing ${id}`) =>
    ({ id, image, title, make: "", model: "" }) as ListingSummary;

  it("takes the first cover in the lists' order, passing over photos shown elsewhere while another is left", () => {
    const featured = [summary("a", null), summary("b", photo(1)), summary("c", photo(2))];
    const recent = [summary("d", photo(3))];
    expect(pickHomeHero([featured, recent])).toEqual({ image: photo(1), listingId: "b", title: "Listing b" });
    expect(pickHomeHero([featured, recent], new Set([photo(1)]))?.listingId).toBe("c");
    expect(pickHomeHero([null, recent], new Set([photo(3)]))?.listingId).toBe("d");
    expect(pickHomeHero([null, [summary("e", null, "")]])).toBeNull();
  });

  it("names the listing as its card does", () => {
    const untitled = { ...summary("f", photo(4), " "), make: "Ford", model: "Transit" };
    expect(pickHomeHero([[untitled]])?.title).toBe("Ford Transit");
  });
});
