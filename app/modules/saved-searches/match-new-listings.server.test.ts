// The matcher against the search itself: for generated saved searches and listings, what the database
// matches is exactly what /listings finds for each saved search (docs/product/buyers-come-back.md, Alerts).
import { eq, inArray } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { listings, outbox, savedSearches, savedSearchMatches, user } from "#app/db/schema.ts";
import { camperDetailFilters } from "#app/modules/search/camper-detail-filters.ts";
import { camperFeatures } from "#app/modules/search/camper-features.ts";
import { readSearchQuery } from "#app/modules/search/read-search-query.server.ts";
import { runListingSearch } from "#app/modules/search/run-listing-search.server.ts";
import { isPostgresRun } from "#app/test/database.ts";
import { testDatabaseBed } from "#app/test/database-bed.ts";
import { mailSavedSearchMatches } from "./mail-saved-search-matches.server.ts";
import { matchNewListings } from "./match-new-listings.server.ts";
import { saveSearch } from "./save-search.server.ts";
import { insertAccount, insertNewListing, placeNames, places, testGeocoder } from "./testing/saved-search-fixture.ts";

const database = testDatabaseBed();
const geocoder = testGeocoder();
const baseUrl = "http://localhost:3000";

beforeEach(async () => {
  await database.db.delete(outbox);
  await database.db.delete(listings);
  await database.db.delete(user);
});

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
function randomFrom(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  return { next, pick, chance: (p: number) => next() < p };
}

type Random = ReturnType<typeof randomFrom>;
const makes = [
  ["Mercedes-Benz", "Sprinter 144"],
  ["Ford", "Transit 148"],
  ["Ram", "ProMaster 159"],
  ["Blue Bird", "TC/2000"],
  ["Winnebago", "Revel"],
] as const;
const types = ["van", "skoolie", "rv", "overlander"] as const;

function randomQuery(random: Random): URLSearchParams {
  const params = new URLSearchParams();
  if (random.chance(0.4)) params.set("vehicleType", random.pick(types));
  if (random.chance(0.3)) params.set("make", random.pick(["merc", "FORD", "ram", "bird", "%", "o"]));
  if (random.chance(0.15)) params.set("model", random.pick(["sprinter", "14", "rev"]));
  if (random.chance(0.3)) params.set("minPrice", String(random.pick([10_000, 40_000, 60_000])));
  if (random.chance(0.3)) params.set("maxPrice", String(random.pick([70_000, 90_000, 150_000])));
  if (random.chance(0.35)) {
    params.set("location", random.pick(placeNames));
    if (random.chance(0.9)) params.set("radius", String(random.pick([50, 200, 500])));
  }
  if (random.chance(0.15)) params.set("bbox", random.pick(["-125,40,-110,50", "170,-10,-60,60", "-110,25,-90,42"]));
  for (const filter of camperDetailFilters) {
    if (!random.chance(0.08)) continue;
    const value =
      filter.kind === "choice"
        ? random.pick(filter.field.options).value
        : String(Math.round(filter.field.min + random.next() * (filter.field.max - filter.field.min) * 0.3));
    params.set(filter.param, value);
  }
  if (random.chance(0.08)) params.set("offgrid_min", String(random.pick([2, 5.5, 8])));
  for (const feature of camperFeatures) if (random.chance(0.06)) params.append("feature", feature.value);
  if (random.chance(0.1)) params.set("include_unstated", "1");
  if (random.chance(0.1)) params.set("title", "clean");
  if (random.chance(0.1)) params.set("no_lien", "1");
  if (random.chance(0.08)) params.set("inspected", "1");
  const min = Number(params.get("minPrice") ?? 0);
  if (params.has("maxPrice") && Number(params.get("maxPrice")) < min) params.delete("maxPrice");
  return params;
}

function randomListing(random: Random) {
  const [make, model] = random.pick(makes);
  const place = random.pick(Object.values(places));
  const details = Object.fromEntries(
    camperDetailFilters.map((filter) => [
      filter.field.key,
      random.chance(0.3)
        ? null
        : filter.kind === "choice"
          ? random.pick(filter.field.options).value
          : Math.round(filter.field.min + random.next() * (filter.field.max - filter.field.min) * 0.4),
    ]),
  );
  const hasPlace = random.chance(0.9);
  return {
    vehicleType: random.pick(types),
    make,
    model,
    priceCents: Math.round(1_000_000 + random.next() * 14_000_000),
    latitude: hasPlace ? place.latitude + (random.next() - 0.5) * 8 : null,
    longitude: hasPlace ? place.longitude + (random.next() - 0.5) * 8 : null,
    offGridRatingTenths: random.chance(0.3) ? null : Math.floor(random.next() * 101),
    ...details,
    titleStatus: random.pick([null, "clean", "clean", "salvage"] as const),
    lien: random.pick([null, "none", "none", "paid_at_sale", "yes"] as const),
    lastInspectedOn: random.pick([null, null, daysAgo(30), daysAgo(400)]),
  };
}

/** The date `days` before today, as a date column holds it. */
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/** Every listing the search finds, page after page. */
async function everyListingFoundBy(query: string): Promise<string[]> {
  const ids: string[] = [];
  const params = new URLSearchParams(query);
  for (;;) {
    const search = readSearchQuery(params);
    if (!search.ok) throw new Error(`${query} does not parse`);
    const found = await runListingSearch({ db: database.db, geocoder, input: search.data, pageSize: 100 });
    ids.push(...found.listings.map((listing) => listing.id));
    if (!found.nextCursor) return ids;
    params.set("cursor", found.nextCursor);
  }
}

describe("matchNewListings", () => {
  it("matches exactly what the search itself finds, for generated searches and listings", async () => {
    const { db } = database;
    const random = randomFrom(17);
    const seller = await insertAccount(db, "Seller");
    const buyer = await insertAccount(db, "Buyer");
    const searches = [];
    for (let index = 0; index < 45; index += 1) {
      const query = randomQuery(random).toString();
      searches.push(
        await saveSearch({ db, geocoder, userId: buyer.id, name: `s${index}`, frequency: "instant", query }),
      );
    }
    for (let index = 0; index < 120; index += 1) await insertNewListing(db, seller.id, randomListing(random));

    const result = await matchNewListings({ db, batchSize: 50 });
    expect(result.listings).toBe(120);
    const matches = await db.select().from(savedSearchMatches);
    expect(result.matches).toBe(matches.length);
    let nonEmpty = 0;
    for (const search of searches) {
      const expected = (await everyListingFoundBy(search.query)).sort();
      const matched = matches.filter((match) => match.savedSearchId === search.id).map((match) => match.listingId);
      expect(matched.sort(), search.query).toEqual(expected);
      if (expected.length > 0) nonEmpty += 1;
    }
    // The generated searches are not all trivially empty or all-matching.
    expect(nonEmpty).toBeGreaterThan(10);
    expect(new Set(searches.map((search) => search.shape)).size).toBeGreaterThan(10);
  });

  it("matches a listing once per search, never the seller's own, never a search with alerts off", async () => {
    const { db } = database;
    const seller = await insertAccount(db);
    const buyer = await insertAccount(db);
    const own = await saveSearch({ db, geocoder, userId: seller.id, name: "mine", frequency: "instant", query: "" });
    const off = await saveSearch({ db, geocoder, userId: buyer.id, name: "off", frequency: "off", query: "" });
    const on = await saveSearch({ db, geocoder, userId: buyer.id, name: "on", frequency: "daily", query: "make=merc" });
    const listing = await insertNewListing(db, seller.id);
    await matchNewListings({ db });
    // A listing matched again (say a second run that read it before the mark) keeps one match.
    await db.update(listings).set({ alertsMatchedAt: null }).where(eq(listings.id, listing.id));
    await matchNewListings({ db });
    const matches = await db.select().from(savedSearchMatches);
    expect(matches.map((match) => match.savedSearchId)).toEqual([on.id]);
    expect([own.id, off.id]).not.toContain(matches[0]?.savedSearchId);
  });

  it("leaves listings not yet public for when they become public, and marks the others", async () => {
    const { db } = database;
    const seller = await insertAccount(db);
    const buyer = await insertAccount(db);
    await saveSearch({ db, geocoder, userId: buyer.id, name: "all", frequency: "instant", query: "" });
    const pending = await insertNewListing(db, seller.id, { isApproved: false });
    expect((await matchNewListings({ db })).listings).toBe(0);
    await db.update(listings).set({ isApproved: true }).where(eq(listings.id, pending.id));
    expect(await matchNewListings({ db })).toEqual({ listings: 1, matches: 1 });
    expect(await matchNewListings({ db })).toEqual({ listings: 0, matches: 0 });
  });
});

describe("mailSavedSearchMatches", () => {
  it("mails instant searches now and daily ones in the digest, each match once, with the unsubscribe link", async () => {
    const { db } = database;
    const seller = await insertAccount(db);
    const buyer = await insertAccount(db);
    const instant = await saveSearch({ db, geocoder, userId: buyer.id, name: "Vans", frequency: "instant", query: "" });
    await saveSearch({ db, geocoder, userId: buyer.id, name: "Daily vans", frequency: "daily", query: "" });
    await insertNewListing(db, seller.id, { title: "Blue van", priceCents: 4_550_000, location: "Bend, OR" });
    await insertNewListing(db, seller.id, { title: "Red van" });
    await matchNewListings({ db });

    expect(await mailSavedSearchMatches({ db, baseUrl, kind: "instant" })).toBe(1);
    expect(await mailSavedSearchMatches({ db, baseUrl, kind: "instant" })).toBe(0);
    let mails = await db.select().from(outbox);
    expect(mails.map((mail) => mail.subject)).toEqual(['2 new campers for your search "Vans"']);
    expect(mails[0]?.recipient).toBe(buyer.email);
    expect(mails[0]?.text).toContain("Blue van, US$45,500, Bend, OR: http://localhost:3000/listing/");
    expect(mails[0]?.text).toContain("Manage your saved searches: http://localhost:3000/saved-searches");
    expect(mails[0]?.listUnsubscribeUrl).toBe(
      `${baseUrl}/saved-searches/unsubscribe?token=${instant.unsubscribeToken}`,
    );

    expect(await mailSavedSearchMatches({ db, baseUrl, kind: "daily" })).toBe(1);
    expect(await mailSavedSearchMatches({ db, baseUrl, kind: "daily" })).toBe(0);
    mails = await db.select().from(outbox);
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      '2 new campers for your search "Vans"',
      'Your daily campers for "Daily vans"',
    ]);
    const [daily] = await db.select().from(savedSearches).where(eq(savedSearches.name, "Daily vans"));
    expect(daily?.lastDigestAt).toBeInstanceOf(Date);
  });

  it("names one camper in the subject, and leaves out a camper no longer public", async () => {
    const { db } = database;
    const seller = await insertAccount(db);
    const buyer = await insertAccount(db);
    await saveSearch({ db, geocoder, userId: buyer.id, name: "Any", frequency: "instant", query: "" });
    await insertNewListing(db, seller.id, { title: "Kept" });
    const gone = await insertNewListing(db, seller.id, { title: "Gone" });
    await matchNewListings({ db });
    await db.update(listings).set({ isActive: false }).where(eq(listings.id, gone.id));
    await mailSavedSearchMatches({ db, baseUrl, kind: "instant" });
    const mails = await db.select().from(outbox);
    expect(mails.map((mail) => mail.subject)).toEqual(['New camper for your search "Any"']);
    expect(mails[0]?.text).not.toContain("Gone");
  });

  it.runIf(isPostgresRun)("mails once when two runs match and mail at the same time (PostgreSQL)", async () => {
    const { db } = database;
    const seller = await insertAccount(db);
    const buyers = await Promise.all([1, 2, 3, 4, 5].map(() => insertAccount(db)));
    for (const buyer of buyers) {
      await saveSearch({ db, geocoder, userId: buyer.id, name: "Any", frequency: "instant", query: "" });
    }
    for (let index = 0; index < 60; index += 1) await insertNewListing(db, seller.id, { title: `Van ${index}` });
    const run = async () => {
      await matchNewListings({ db, batchSize: 7 });
      return mailSavedSearchMatches({ db, baseUrl, kind: "instant" });
    };
    const mailed = await Promise.all([run(), run(), run()]);
    const mails = await db.select().from(outbox);
    expect(mails).toHaveLength(mailed.reduce((sum, count) => sum + count, 0));
    const matches = await db.select().from(savedSearchMatches).where(inArray(savedSearchMatches.listingId, []));
    expect(matches).toHaveLength(0);
    const all = await db.select().from(savedSearchMatches);
    expect(all).toHaveLength(5 * 60);
    expect(all.every((match) => match.mailedAt !== null)).toBe(true);
    // Every camper is in exactly one mail per buyer.
    for (const buyer of buyers) {
      const text = mails
        .filter((mail) => mail.recipient === buyer.email)
        .map((mail) => mail.text)
        .join("\n");
      for (let index = 0; index < 60; index += 1) expect(text.split(`Van ${index},`)).toHaveLength(2);
    }
  });
});
