import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { listings, type NewListing } from "#app/db/schema.ts";
import { testDatabaseBed } from "#app/test/database-bed.ts";
import { fakeGeocoder } from "#app/test/fake-geocoder.ts";
import { dayMs, listingFixture } from "#app/test/listing-fixture.ts";
import { decodeListingCursor } from "./listing-page.ts";
import { searchListings } from "./search-listings.server.ts";
import { type SearchInput, type SortBy, sortByValues } from "./search-params.ts";
import { earthRadiusMetres, metresPerMile } from "./within-radius.server.ts";

const database = testDatabaseBed();
beforeEach(async () => {
  await database.db.delete(listings);
});

const portland = { latitude: 45.5152, longitude: -122.6784 };
const geocoder = fakeGeocoder({ "portland, or": portland });

async function insert(...rows: Partial<NewListing>[]) {
  return database.db
    .insert(listings)
    .values(rows.map((row) => listingFixture(row)))
    .returning();
}

async function search(input: Partial<SearchInput>, pageSize = 50) {
  return searchListings({ db: database.db, geocoder, input: { sortBy: "newest", ...input }, pageSize });
}

/** The titles of every page, in order, following each page's cursor (at most `maxPages` pages). */
async function titlesPageByPage(input: Partial<SearchInput>, pageSize: number, maxPages = 20) {
  const seen: string[] = [];
  let cursor: SearchInput["cursor"];
  for (let page = 0; page < maxPages; page++) {
    const result = await search({ ...input, cursor }, pageSize);
    seen.push(...result.listings.map((listing) => listing.title));
    if (!result.nextCursor) break;
    cursor = decodeListingCursor(result.nextCursor) ?? undefined;
  }
  return seen;
}

async function titlesFor(input: Partial<SearchInput>) {
  return (await search(input)).listings.map((listing) => listing.title).sort();
}

/** A point `miles` due north of Portland, measured on the 6371 km earth of docs/product/browse-and-search.md. */
function northOfPortland(miles: number) {
  const degrees = ((miles * metresPerMile) / earthRadiusMetres) * (180 / Math.PI);
  return { latitude: portland.latitude + degrees, longitude: portland.longitude };
}

describe("searchListings filters", () => {
  it("never returns expired, inactive or unapproved listings, whatever the filters", async () => {
    await insert(
      { title: "public" },
      { title: "expired", expiresAt: new Date(Date.now() - 1000) },
      { title: "inactive", isActive: false },
      { title: "unapproved", isApproved: false },
    );
    expect(await titlesFor({})).toEqual(["public"]);
    expect(await titlesFor({ vehicleType: "van", make: "merc", location: "Portland, OR", radiusMiles: 50 })).toEqual([
      "public",
    ]);
    for (const sortBy of sortByValues) expect(await titlesFor({ sortBy })).toEqual(["public"]);
  });

  it("matches the vehicle type exactly", async () => {
    await insert({ title: "van", vehicleType: "van" }, { title: "rv", vehicleType: "rv" });
    expect(await titlesFor({ vehicleType: "rv" })).toEqual(["rv"]);
  });

  it("matches make and model by case-insensitive containment, both at once", async () => {
    await insert(
      { title: "transit", make: "Ford", model: "Transit 250" },
      { title: "e-series", make: "FORD", model: "E-350" },
      { title: "promaster", make: "Ram", model: "ProMaster 2500" },
    );
    expect(await titlesFor({ make: "fOrD" })).toEqual(["e-series", "transit"]);
    expect(await titlesFor({ model: "MASTER" })).toEqual(["promaster"]);
    expect(await titlesFor({ model: "250" })).toEqual(["promaster", "transit"]);
    expect(await titlesFor({ make: "ford", model: "250" })).toEqual(["transit"]);
  });

  it("takes %, _ and \\ typed by a user literally", async () => {
    await insert(
      { title: "percent", model: "Build 50% done" },
      { title: "no percent", model: "Build 500 done" },
      { title: "underscore", model: "A_1" },
      { title: "no underscore", model: "AB1" },
      { title: "backslash", model: "C\\D" },
      { title: "no backslash", model: "CD" },
    );
    expect(await titlesFor({ model: "50%" })).toEqual(["percent"]);
    expect(await titlesFor({ model: "%" })).toEqual(["percent"]);
    expect(await titlesFor({ model: "a_1" })).toEqual(["underscore"]);
    expect(await titlesFor({ model: "_" })).toEqual(["underscore"]);
    expect(await titlesFor({ model: "c\\d" })).toEqual(["backslash"]);
  });

  it("bounds the price inclusively at both ends", async () => {
    await insert(
      { title: "$99.99", priceCents: 9_999 },
      { title: "$100", priceCents: 10_000 },
      { title: "$200", priceCents: 20_000 },
      { title: "$200.01", priceCents: 20_001 },
    );
    expect(await titlesFor({ minPriceCents: 10_000, maxPriceCents: 20_000 })).toEqual(["$100", "$200"]);
    expect(await titlesFor({ minPriceCents: 20_000, maxPriceCents: 20_000 })).toEqual(["$200"]);
    expect(await titlesFor({ minPriceCents: 20_000 })).toEqual(["$200", "$200.01"]);
    expect(await titlesFor({ maxPriceCents: 9_999 })).toEqual(["$99.99"]);
  });

  it("keeps listings within the radius, measured on a 6371 km earth, and drops those without coordinates", async () => {
    await insert(
      { title: "in town", ...portland },
      { title: "99.95 miles", ...northOfPortland(99.95) },
      { title: "100.05 miles", ...northOfPortland(100.05) },
      { title: "no coordinates", latitude: null, longitude: null },
    );
    const result = await search({ location: "Portland, OR", radiusMiles: 100 });
    expect(result.listings.map((listing) => listing.title).sort()).toEqual(["99.95 miles", "in town"]);
    expect(result.location).toEqual({ label: "Portland, OR", ...portland });
    expect(result.unknownLocation).toBeUndefined();
  });

  it("applies no radius filter, and asks no geocoder, unless both location and radius are given", async () => {
    await insert(
      { title: "far", ...northOfPortland(400) },
      { title: "no coordinates", latitude: null, longitude: null },
    );
    const calls = geocoder.calls.length;
    expect(await titlesFor({ location: "Portland, OR" })).toEqual(["far", "no coordinates"]);
    expect(await titlesFor({ radiusMiles: 50 })).toEqual(["far", "no coordinates"]);
    expect(geocoder.calls.length).toBe(calls);
    expect((await search({ location: "Portland, OR" })).location).toBeUndefined();
  });

  it("keeps listings inside the map area, edges included, and drops those without coordinates", async () => {
    await insert(
      { title: "denver", latitude: 39.7392, longitude: -104.9903 },
      { title: "on the west edge", latitude: 40, longitude: -105.5 },
      { title: "boulder", latitude: 40.015, longitude: -105.2705 },
      { title: "cheyenne", latitude: 41.14, longitude: -104.82 },
      { title: "no coordinates", latitude: null, longitude: null },
    );
    expect(await titlesFor({ bbox: { west: -105.5, south: 39.5, east: -104.5, north: 40.1 } })).toEqual([
      "boulder",
      "denver",
      "on the west edge",
    ]);
    expect(await titlesFor({ bbox: { west: -105.5, south: 39.5, east: -104.5, north: 40 } })).toEqual([
      "denver",
      "on the west edge",
    ]);
  });

  it("reads a map area with west east of east as crossing the antimeridian", async () => {
    await insert(
      { title: "fiji", latitude: -17.7, longitude: 178 },
      { title: "samoa", latitude: -13.8, longitude: -172 },
      { title: "hawaii", latitude: 21.3, longitude: -157.8 },
      { title: "sydney", latitude: -33.9, longitude: 151.2 },
    );
    expect(await titlesFor({ bbox: { west: 170, south: -30, east: -170, north: 0 } })).toEqual(["fiji", "samoa"]);
    expect(await titlesFor({ bbox: { west: -175, south: -30, east: 170, north: 0 } })).toEqual(["samoa"]);
  });

  it.each([
    [{ sleepsMin: 4 }, ["sleeps 4", "sleeps 6"]],
    [{ lengthMaxFeet: 21 }, ["sleeps 2"]],
    [{ heightMinInches: 72 }, ["sleeps 4", "sleeps 6"]],
    [{ drivetrain: "4x4" }, ["sleeps 4"]],
    [{ transmission: "manual" }, ["sleeps 6"]],
    [{ fuel: "diesel" }, ["sleeps 4", "sleeps 6"]],
    [{ solarMinWatts: 400 }, ["sleeps 4"]],
    [{ solarMinWatts: 0 }, ["sleeps 2", "sleeps 4"]],
    [{ batteryMinAmpHours: 200 }, ["sleeps 4", "sleeps 6"]],
    [{ waterMinGallons: 30 }, ["sleeps 6"]],
    [{ toilet: "composting" }, ["sleeps 4"]],
    [{ shower: "none" }, ["sleeps 2"]],
    [{ heater: "diesel" }, ["sleeps 4"]],
    [{ offGridMinTenths: 70 }, ["sleeps 4"]],
    [{ offGridMinTenths: 0 }, ["sleeps 2", "sleeps 4"]],
    [{ sleepsMin: 4, drivetrain: "4x4" }, ["sleeps 4"]],
  ] satisfies [Partial<SearchInput>, string[]][])(
    "filters on the camper detail %o, leaving out listings that do not state it",
    async (filter, expected) => {
      await insert(
        { title: "not stated" },
        {
          title: "sleeps 2",
          sleeps: 2,
          lengthFeet: 19,
          interiorHeightInches: 52,
          drivetrain: "2wd",
          transmission: "automatic",
          fuel: "gasoline",
          solarWatts: 0,
          batteryAmpHours: 100,
          freshWaterGallons: 10,
          toilet: "portable",
          shower: "none",
          heater: "none",
          offGridRatingTenths: 0,
        },
        {
          title: "sleeps 4",
          sleeps: 4,
          lengthFeet: 22,
          interiorHeightInches: 75,
          drivetrain: "4x4",
          transmission: "automatic",
          fuel: "diesel",
          solarWatts: 600,
          batteryAmpHours: 400,
          freshWaterGallons: 25,
          toilet: "composting",
          shower: "outdoor",
          heater: "diesel",
          offGridRatingTenths: 84,
        },
        {
          title: "sleeps 6",
          sleeps: 6,
          lengthFeet: 35,
          interiorHeightInches: 80,
          drivetrain: "2wd",
          transmission: "manual",
          fuel: "diesel",
          batteryAmpHours: 200,
          freshWaterGallons: 60,
          toilet: "cassette",
          shower: "indoor",
          heater: "propane",
        },
      );
      expect(await titlesFor(filter)).toEqual(expected);
      for (const sortBy of sortByValues) expect(await titlesFor({ ...filter, sortBy })).toEqual(expected);
    },
  );

  it("finds rare detail matches beyond the first listings it reads, through the table", async () => {
    const base = Date.now() - 30 * dayMs;
    await insert(
      ...Array.from({ length: 1_200 }, (_, index) => ({
        title: `n${index}`,
        createdAt: new Date(base + index * 1000),
        ...(index % 100 === 0
          ? { sleeps: 6, drivetrain: "4x4" as const, toilet: "composting" as const, offGridRatingTenths: 90 }
          : { sleeps: index % 2 === 0 ? 2 : null, drivetrain: "2wd" as const, offGridRatingTenths: 20 }),
      })),
    );
    const expected = Array.from({ length: 12 }, (_, index) => `n${1100 - index * 100}`);
    for (const input of [
      { sleepsMin: 4, drivetrain: "4x4" },
      { toilet: "composting" },
      { offGridMinTenths: 85 },
    ] satisfies Partial<SearchInput>[]) {
      const first = await search(input, 5);
      const rest = await search({ ...input, cursor: decodeListingCursor(first.nextCursor ?? "") ?? undefined }, 50);
      expect([...first.listings, ...rest.listings].map((listing) => listing.title)).toEqual(expected);
    }
  });

  it("keeps 'Recently reduced' listings (a drop in the last 30 days), on every sort and beyond the first listings read", async () => {
    const base = Date.now() - 60 * dayMs;
    await insert(
      ...Array.from({ length: 1_200 }, (_, index) => ({
        title: `n${index}`,
        createdAt: new Date(base + index * 1000),
        ...(index % 100 === 0
          ? { lastPriceDropAt: new Date(Date.now() - (index / 100) * dayMs), lastPriceDropCents: 100_000 }
          : index % 7 === 0
            ? { lastPriceDropAt: new Date(Date.now() - 31 * dayMs), lastPriceDropCents: 100_000 }
            : {}),
      })),
    );
    const newestFirst = Array.from({ length: 12 }, (_, index) => `n${1100 - index * 100}`);
    const dropsNewestFirst = [...newestFirst].reverse();
    for (const [sortBy, expected] of [
      ["newest", newestFirst],
      ["reduced_desc", dropsNewestFirst],
    ] as const) {
      const first = await search({ recentlyReduced: true, sortBy }, 5);
      const rest = await search(
        { recentlyReduced: true, sortBy, cursor: decodeListingCursor(first.nextCursor ?? "") ?? undefined },
        50,
      );
      expect([...first.listings, ...rest.listings].map((listing) => listing.title)).toEqual(expected);
    }
    // Cards say 'Price dropped $X' while the drop is recent; older drops still sort before listings never reduced.
    const cards = (await search({ sortBy: "reduced_desc" }, 20)).listings;
    expect(cards.map((listing) => listing.priceDropCents)).toEqual([
      ...Array.from({ length: 12 }, () => 100_000),
      ...Array.from({ length: 8 }, () => null),
    ]);
    expect(cards.slice(12).every((listing) => Number(listing.title.slice(1)) % 7 === 0)).toBe(true);
  });

  it("finds nothing for a location the geocoder does not know", async () => {
    await insert({ title: "in town", ...portland });
    expect(await search({ location: "Atlantis", radiusMiles: 500 })).toEqual({
      listings: [],
      hasMore: false,
      nextCursor: null,
      unknownLocation: true,
    });
  });

  it("shows the card: first photo and a featured flag only while the window runs", async () => {
    await insert(
      {
        title: "running",
        isFeatured: true,
        featuredUntil: new Date(Date.now() + dayMs),
        images: ["/a.webp", "/b.webp"],
      },
      { title: "ended", isFeatured: true, featuredUntil: new Date(Date.now() - dayMs) },
    );
    const cards = Object.fromEntries((await search({})).listings.map((card) => [card.title, card]));
    expect(cards.running).toMatchObject({ isFeatured: true, image: "/a.webp", make: "Mercedes-Benz", year: 2019 });
    expect(cards.ended).toMatchObject({ isFeatured: false, image: null });
    expect(Object.keys(cards.running ?? {}).sort()).toEqual(
      [
        "id",
        "image",
        "isFeatured",
        "location",
        "make",
        "model",
        "priceCents",
        "askingPriceCents",
        "currency",
        "odometer",
        "odometerUnit",
        "title",
        "vehicleType",
        "year",
        "mileage",
        "sleeps",
        "lengthFeet",
        "drivetrain",
        "offGridRatingTenths",
        "priceDropCents",
        "dealRating",
        "listedDaysAgo",
        "hasVin",
        "inspectedOn",
        "isSalePending",
      ].sort(),
    );
  });
});

// 30 listings over 3 prices, 3 years, 3 mileages and unknown mileage, 3 off-grid ratings and none, 3 creation
// times and 3 first listing times: every sort has long ties (the 8 unknown mileages and 6 unrated among them), and
// pages of 4 end inside them.
async function insertTiedListings() {
  const base = Date.now() - 10 * dayMs;
  return insert(
    ...Array.from({ length: 30 }, (_, index) => ({
      title: `tied ${index}`,
      priceCents: [5_000_000, 2_500_000, 7_500_000][index % 3],
      year: [2001, 2019, 2010][index % 3],
      mileage: index % 4 === 1 ? null : [90_000, 10_000, 50_000][index % 3],
      offGridRatingTenths: index % 5 === 2 ? null : [30, 100, 75][index % 3],
      createdAt: new Date(base + (index % 3) * dayMs),
      firstListedAt: new Date(base - ((index + 1) % 3) * dayMs),
      lastPriceDropAt: index % 4 === 0 ? null : new Date(base + (index % 3) * dayMs),
      // Rated against a market price, so each is some way below or above it; every sixth is unrated.
      dealRating: index % 6 === 3 ? null : ("fair" as const),
      dealMarketPriceCents: index % 6 === 3 ? null : [4_000_000, 5_000_000, 7_000_000][index % 3],
    })),
  );
}

type Row = Awaited<ReturnType<typeof insertTiedListings>>[number];
const compareNumbers = (a: number, b: number) => a - b;
/** Unknown mileage comes last whichever the direction. */
const mileageOrLast = (row: Row, direction: "asc" | "desc") =>
  row.mileage ?? (direction === "asc" ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY);
/** The price against its market price; an unrated listing comes last. */
const dealShare = (row: Row) =>
  row.dealRating === null || row.dealMarketPriceCents === null
    ? Number.POSITIVE_INFINITY
    : row.priceCents / row.dealMarketPriceCents;
const expectedOrder: Record<SortBy, (a: Row, b: Row) => number> = {
  newest: (a, b) => compareNumbers(b.createdAt.getTime(), a.createdAt.getTime()) || (a.id < b.id ? 1 : -1),
  year_desc: (a, b) => compareNumbers(b.year, a.year) || (a.id < b.id ? 1 : -1),
  year_asc: (a, b) => compareNumbers(a.year, b.year) || (a.id < b.id ? -1 : 1),
  mileage_asc: (a, b) => compareNumbers(mileageOrLast(a, "asc"), mileageOrLast(b, "asc")) || (a.id < b.id ? -1 : 1),
  mileage_desc: (a, b) => compareNumbers(mileageOrLast(b, "desc"), mileageOrLast(a, "desc")) || (a.id < b.id ? 1 : -1),
  price_asc: (a, b) => compareNumbers(a.priceCents, b.priceCents) || (a.id < b.id ? -1 : 1),
  price_desc: (a, b) => compareNumbers(b.priceCents, a.priceCents) || (a.id < b.id ? 1 : -1),
  offgrid_desc: (a, b) =>
    compareNumbers(b.offGridRatingTenths ?? -1, a.offGridRatingTenths ?? -1) || (a.id < b.id ? 1 : -1),
  reduced_desc: (a, b) =>
    compareNumbers(b.lastPriceDropAt?.getTime() ?? 0, a.lastPriceDropAt?.getTime() ?? 0) || (a.id < b.id ? 1 : -1),
  best_deal: (a, b) => compareNumbers(dealShare(a), dealShare(b)) || (a.id < b.id ? -1 : 1),
  days_asc: (a, b) => compareNumbers(b.firstListedAt.getTime(), a.firstListedAt.getTime()) || (a.id < b.id ? 1 : -1),
};

describe("searchListings order and pages", () => {
  it.each(sortByValues)("sorts by %s with ties broken by id in the same direction", async (sortBy) => {
    const rows = await insertTiedListings();
    const found = await search({ sortBy });
    expect(found.listings.map((listing) => listing.id)).toEqual(
      [...rows].sort(expectedOrder[sortBy]).map((row) => row.id),
    );
  });

  it.each(sortByValues)("pages through %s without duplicates or gaps", async (sortBy) => {
    const rows = await insertTiedListings();
    const seen: string[] = [];
    let cursor: SearchInput["cursor"];
    for (let page = 1; page <= 10; page++) {
      const result = await search({ sortBy, cursor }, 4);
      seen.push(...result.listings.map((listing) => listing.id));
      expect(result.listings).toHaveLength(page < 8 ? 4 : 2);
      expect(result.hasMore).toBe(page < 8);
      if (!result.nextCursor) break;
      cursor = decodeListingCursor(result.nextCursor) ?? undefined;
    }
    expect(seen).toEqual([...rows].sort(expectedOrder[sortBy]).map((row) => row.id));
  });

  it("puts listings without a mileage last, lowest or highest first, ties in id order", async () => {
    const rows = await insert(
      { title: "unknown a", mileage: null },
      { title: "low", mileage: 0 },
      { title: "unknown b", mileage: null },
      { title: "high", mileage: 10_000_000 },
      { title: "middle", mileage: 48_000 },
      { title: "unknown c", mileage: null },
    );
    const unknownById = rows
      .filter((row) => row.mileage === null)
      .map((row) => row.id)
      .sort();
    const titleOf = new Map(rows.map((row) => [row.id, row.title]));
    const titles = async (sortBy: SortBy) => (await search({ sortBy })).listings.map((listing) => listing.title);
    expect(await titles("mileage_asc")).toEqual(["low", "middle", "high", ...unknownById.map((id) => titleOf.get(id))]);
    expect(await titles("mileage_desc")).toEqual([
      "high",
      "middle",
      "low",
      ...[...unknownById].reverse().map((id) => titleOf.get(id)),
    ]);
  });

  it("puts the lowest price against its market price first for 'Best deals first', unrated last, and follows a new price at once", async () => {
    const market = { dealRating: "fair" as const, dealMarketPriceCents: 5_000_000 };
    const [, , high] = await insert(
      { title: "unrated", priceCents: 1_000_000, dealRating: null, dealMarketPriceCents: null },
      { title: "at market", priceCents: 5_000_000, ...market },
      { title: "above market", priceCents: 6_000_000, ...market },
      { title: "below market", priceCents: 4_000_000, ...market },
    );
    const titles = async () => (await search({ sortBy: "best_deal" })).listings.map((listing) => listing.title);
    expect(await titles()).toEqual(["below market", "at market", "above market", "unrated"]);
    await database.db
      .update(listings)
      .set({ priceCents: 3_500_000 })
      .where(eq(listings.id, high?.id ?? ""));
    expect(await titles()).toEqual(["above market", "below market", "at market", "unrated"]);
  });

  it("puts unrated listings last by off-grid rating, and pages across the boundary", async () => {
    const rows = await insert(
      { title: "unrated a", offGridRatingTenths: null },
      { title: "zero", offGridRatingTenths: 0 },
      { title: "unrated b", offGridRatingTenths: null },
      { title: "ten", offGridRatingTenths: 100 },
      { title: "seven", offGridRatingTenths: 70 },
      { title: "unrated c", offGridRatingTenths: null },
    );
    const unrated = rows
      .filter((row) => row.offGridRatingTenths === null)
      .sort((a, b) => (a.id < b.id ? 1 : -1))
      .map((row) => row.title);
    const expected = ["ten", "seven", "zero", ...unrated];
    expect((await search({ sortBy: "offgrid_desc" })).listings.map((listing) => listing.title)).toEqual(expected);
    for (const pageSize of [1, 2, 3, 4]) {
      expect(await titlesPageByPage({ sortBy: "offgrid_desc" }, pageSize, 10)).toEqual(expected);
    }
  });

  it.each(["mileage_asc", "mileage_desc"] as const)(
    "pages through %s across the unknown mileages, with and without filters, at every page size",
    async (sortBy) => {
      const rows = await insert(
        ...Array.from({ length: 11 }, (_, index) => ({
          title: `m${index}`,
          make: index % 2 === 0 ? "Ford" : "Ram",
          mileage: index % 3 === 0 ? null : 1_000 * (index % 4),
        })),
      );
      for (const filter of [{}, { make: "ford" }]) {
        const expected = [...rows]
          .filter((row) => !("make" in filter) || row.make === "Ford")
          .sort(expectedOrder[sortBy])
          .map((row) => row.id);
        for (const pageSize of [1, 2, 3, 5]) {
          const seen: string[] = [];
          let cursor: SearchInput["cursor"];
          for (let page = 0; page < 20; page++) {
            const result = await search({ ...filter, sortBy, cursor }, pageSize);
            seen.push(...result.listings.map((listing) => listing.id));
            if (!result.nextCursor) break;
            cursor = decodeListingCursor(result.nextCursor) ?? undefined;
          }
          expect(seen).toEqual(expected);
        }
      }
    },
  );

  it("reports more pages only when another row exists", async () => {
    await insert(...Array.from({ length: 12 }, (_, index) => ({ title: `n${index}` })));
    expect(await search({}, 12)).toMatchObject({ hasMore: false, nextCursor: null });
    expect((await search({}, 11)).hasMore).toBe(true);
    await insert({ title: "thirteenth" });
    const page = await search({}, 12);
    expect(page.listings).toHaveLength(12);
    expect(page.hasMore).toBe(true);
  });

  it("neither repeats nor skips a card when a listing is published between pages", async () => {
    const base = Date.now() - dayMs;
    await insert(
      ...Array.from({ length: 6 }, (_, index) => ({ title: `old ${index}`, createdAt: new Date(base + index) })),
    );
    const first = await search({}, 3);
    await insert({ title: "brand new" });
    const second = await search({ cursor: decodeListingCursor(first.nextCursor ?? "") ?? undefined }, 3);
    expect([...first.listings, ...second.listings].map((listing) => listing.title)).toEqual([
      "old 5",
      "old 4",
      "old 3",
      "old 2",
      "old 1",
      "old 0",
    ]);
  });

  it("resumes exactly after a row whose timestamp has microseconds", async () => {
    await database.executeSql(
      `insert into listings (title, vehicle_type, make, model, year, price_cents, asking_price_cents, mileage, odometer,
         location, tier, expires_at, created_at)
       select 'micro ' || n, 'van', 'Ford', 'Transit', 2019, 100, 100, 1, 1, 'Bend, OR', 'graze', now() + interval '1 day',
         timestamptz '2026-01-01 00:00:00.000001+00' + n * interval '1 microsecond'
       from generate_series(1, 5) as n`,
    );
    const first = await search({}, 2);
    const rest = await search({ cursor: decodeListingCursor(first.nextCursor ?? "") ?? undefined }, 10);
    expect([...first.listings, ...rest.listings].map((listing) => listing.title)).toEqual([
      "micro 5",
      "micro 4",
      "micro 3",
      "micro 2",
      "micro 1",
    ]);
  });

  it("combines filters, sort and paging", async () => {
    await insert(
      ...Array.from({ length: 9 }, (_, index) => ({
        title: `skoolie ${index}`,
        vehicleType: "skoolie" as const,
        make: "Blue Bird",
        priceCents: 1_000_000 * (index + 1),
        ...northOfPortland(index * 30),
      })),
      { title: "van", vehicleType: "van", make: "Blue Bird", priceCents: 3_000_000 },
    );
    const input = {
      vehicleType: "skoolie",
      make: "bird",
      minPriceCents: 2_000_000,
      maxPriceCents: 8_000_000,
      location: "Portland, OR",
      radiusMiles: 200,
      sortBy: "price_desc",
    } as const;
    const first = await search(input, 3);
    expect(first.listings.map((listing) => listing.title)).toEqual(["skoolie 6", "skoolie 5", "skoolie 4"]);
    const second = await search({ ...input, cursor: decodeListingCursor(first.nextCursor ?? "") ?? undefined }, 3);
    expect(second.listings.map((listing) => listing.title)).toEqual(["skoolie 3", "skoolie 2", "skoolie 1"]);
    expect(second.hasMore).toBe(false);
  });

  it("finds matches that lie beyond the first listings it reads in order, in order", async () => {
    const base = Date.now() - 30 * dayMs;
    // Newest first: 1,200 listings, every 100th a Unicat, so the first 1,000 hold too few for a page.
    await insert(
      ...Array.from({ length: 1_200 }, (_, index) => ({
        title: `n${index}`,
        make: index % 100 === 0 ? "Unicat" : "Ford",
        createdAt: new Date(base + index * 1000),
        ...northOfPortland(index % 100 === 0 ? 10 : 300),
      })),
    );
    const expected = Array.from({ length: 12 }, (_, index) => `n${1100 - index * 100}`);
    const nearPortland = { west: -123, south: 45.6, east: -122, north: 45.8 };
    for (const input of [{ make: "unicat" }, { location: "Portland, OR", radiusMiles: 50 }, { bbox: nearPortland }]) {
      expect((await search(input, 50)).listings.map((listing) => listing.title)).toEqual(expected);
      const first = await search(input, 5);
      const rest = await search({ ...input, cursor: decodeListingCursor(first.nextCursor ?? "") ?? undefined }, 50);
      expect([...first.listings, ...rest.listings].map((listing) => listing.title)).toEqual(expected);
      expect(rest.hasMore).toBe(false);
    }
  });

  it("walks further when the first listings it reads show matches are uncommon but not rare", async () => {
    const base = Date.now() - 30 * dayMs;
    // Every 200th of 3,000 listings matches: 5 in the first 1,000, so one page needs a longer walk.
    const rows = Array.from({ length: 3_000 }, (_, index) => ({
      title: `n${index}`,
      model: index % 200 === 0 ? "Unimog U1300L" : "Transit",
      createdAt: new Date(base + index * 1000),
    }));
    await insert(...rows.slice(0, 1_500));
    await insert(...rows.slice(1_500));
    const page = await search({ model: "unimog" }, 12);
    expect(page.listings.map((listing) => listing.title)).toEqual(
      Array.from({ length: 12 }, (_, index) => `n${2800 - index * 200}`),
    );
    expect(page.hasMore).toBe(true);
    const rest = await search({ model: "unimog", cursor: decodeListingCursor(page.nextCursor ?? "") ?? undefined }, 12);
    expect(rest.listings.map((listing) => listing.title)).toEqual(["n400", "n200", "n0"]);
    expect(rest.hasMore).toBe(false);
  });

  it("finds common matches that the order puts after many others (the best deals all of one type), in order", async () => {
    const base = Date.now() - 30 * dayMs;
    // One listing in eight is a van at or above its market price; the other 1,050 are skoolies far below theirs, so
    // the first 1,000 best deals hold no van, while the newest listings hold many.
    const rows = Array.from({ length: 1_200 }, (_, index) => {
      const isVan = index % 8 === 0;
      return {
        title: `n${index}`,
        vehicleType: isVan ? ("van" as const) : ("skoolie" as const),
        priceCents: isVan ? 5_000_000 + index * 10_000 : 1_000_000 + index,
        dealRating: "fair" as const,
        dealMarketPriceCents: isVan ? 5_000_000 : 10_000_000,
        createdAt: new Date(base + index * 1000),
      };
    });
    await insert(...rows.slice(0, 600));
    await insert(...rows.slice(600));
    const vans = rows.filter((row) => row.vehicleType === "van").map((row) => row.title);
    expect(await titlesPageByPage({ vehicleType: "van", sortBy: "best_deal" }, 12)).toEqual(vans);
  });

  it("finds a combination rare everywhere deep in its order, in order, however few the newest listings hold", async () => {
    const base = Date.now() - 30 * dayMs;
    // Every 100th of 2,500 listings is a Sprinter with high mileage: none in the first 1,000 by mileage, 10 among
    // the newest 1,000 (under a page), 25 in all.
    const isSprinter = (index: number) => index % 100 === 0;
    const rows = Array.from({ length: 2_500 }, (_, index) => ({
      title: `n${index}`,
      model: isSprinter(index) ? "Sprinter 144" : "Transit",
      mileage: isSprinter(index) ? 100_000 + index : index,
      createdAt: new Date(base + index * 1000),
    }));
    await insert(...rows.slice(0, 1_250));
    await insert(...rows.slice(1_250));
    const sprinters = rows.filter((row) => row.model === "Sprinter 144").map((row) => row.title);
    expect(await titlesPageByPage({ model: "sprinter", sortBy: "mileage_asc" }, 12)).toEqual(sprinters);
  });

  it("finds a rare make sorted against its grain, in order, page by page, by what its make contains", async () => {
    const base = Date.now() - 30 * dayMs;
    // Every 50th of 2,500 listings is an expedition truck with the lowest mileage: none among the first 1,000 by the
    // most miles. Their makes are written three ways, whose slugs (earthroamer, earth-roamer) hold 'roamer'.
    const truckMakes = ["EarthRoamer", "Earth Roamer", "Earth-Roamer Ltd"];
    const rows = Array.from({ length: 2_500 }, (_, index) => {
      const isTruck = index % 50 === 0;
      return {
        title: `n${index}`,
        make: isTruck ? (truckMakes[(index / 50) % 3] ?? "EarthRoamer") : "Ford",
        mileage: isTruck ? index : 100_000 + index,
        priceCents: 1_000_000 + index,
        createdAt: new Date(base + index * 1000),
      };
    });
    await insert(...rows.slice(0, 1_250));
    await insert(...rows.slice(1_250));
    const trucksByMostMiles = (makes: string[]) =>
      rows
        .filter((row) => makes.includes(row.make))
        .sort((a, b) => b.mileage - a.mileage)
        .map((row) => row.title);
    expect(await titlesPageByPage({ make: "roamer", sortBy: "mileage_desc" }, 12)).toEqual(
      trucksByMostMiles(truckMakes),
    );
    // 'th-Roa' is in one make's name; the slug earth-roamer holds it for two, and the make's own text decides.
    expect(await titlesPageByPage({ make: "th-Roa", sortBy: "mileage_desc" }, 12)).toEqual(
      trucksByMostMiles(["Earth-Roamer Ltd"]),
    );
    expect(await titlesPageByPage({ makeSlug: "earth-roamer", sortBy: "price_asc" }, 12)).toEqual(
      rows.filter((row) => row.make === "Earth Roamer").map((row) => row.title),
    );
    // The cards are a walk's cards, field for field.
    const [truckCard] = (await search({ make: "roamer", sortBy: "mileage_desc" }, 12)).listings;
    const [walkedCard] = (await search({ sortBy: "mileage_desc" }, 12)).listings;
    expect(Object.keys(truckCard ?? {}).sort()).toEqual(Object.keys(walkedCard ?? {}).sort());
    expect((await search({ make: "roamer", sortBy: "mileage_desc", maxPriceCents: 1 })).listings).toEqual([]);
    // A make first written by an edit is found at once.
    await database.db.update(listings).set({ make: "Storyteller Overland" }).where(eq(listings.title, "n1"));
    expect(await titlesPageByPage({ make: "storyteller", sortBy: "mileage_desc" }, 12)).toEqual(["n1"]);
  });

  it("refuses a page size outside 1 to 100", async () => {
    await expect(search({}, 0)).rejects.toThrow(RangeError);
    await expect(search({}, 101)).rejects.toThrow(RangeError);
  });
});
