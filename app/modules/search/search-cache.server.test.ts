import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { listings } from "#app/db/schema.ts";
import { type Geocoder, geocoderUnavailable } from "#app/modules/geo/geocoder.ts";
import { testDatabaseBed } from "#app/test/database-bed.ts";
import { fakeGeocoder } from "#app/test/fake-geocoder.ts";
import { listingFixture } from "#app/test/listing-fixture.ts";
import { listFeaturedListings } from "./list-featured-listings.server.ts";
import { runListingSearch } from "./run-listing-search.server.ts";
import { createSearchCache } from "./search-cache.server.ts";

const database = testDatabaseBed();
beforeEach(async () => {
  await database.db.delete(listings);
});

const geocoder = fakeGeocoder({});

function counted<T>(value: T) {
  const calls = { count: 0 };
  const compute = async () => {
    calls.count += 1;
    return value;
  };
  return { calls, compute };
}

describe("the search cache", () => {
  it("answers a repeated search from memory while no listing changed", async () => {
    const cache = createSearchCache({ ttlSeconds: 30 });
    const { calls, compute } = counted("page");
    expect(await cache.remember(database.db, "a", compute)).toBe("page");
    expect(await cache.remember(database.db, "a", compute)).toBe("page");
    expect(calls.count).toBe(1);
  });

  it("shares one computation between concurrent misses", async () => {
    const cache = createSearchCache({ ttlSeconds: 30 });
    const { calls, compute } = counted("page");
    await Promise.all(Array.from({ length: 8 }, () => cache.remember(database.db, "a", compute)));
    expect(calls.count).toBe(1);
  });

  it("forgets a result after its time, and keeps nothing when turned off", async () => {
    let now = 1_000_000;
    const cache = createSearchCache({ ttlSeconds: 30, now: () => now });
    const { calls, compute } = counted("page");
    await cache.remember(database.db, "a", compute);
    now += 31_000;
    await cache.remember(database.db, "a", compute);
    expect(calls.count).toBe(2);

    const off = createSearchCache({ ttlSeconds: 0 });
    await off.remember(database.db, "a", compute);
    await off.remember(database.db, "a", compute);
    expect(calls.count).toBe(4);
  });

  it("does not remember a failure", async () => {
    const cache = createSearchCache({ ttlSeconds: 30 });
    await expect(cache.remember(database.db, "a", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.remember(database.db, "a", async () => "recovered")).toBe("recovered");
  });

  it("never hides a committed insert, update or delete from the next search", async () => {
    const cache = createSearchCache({ ttlSeconds: 3600 });
    const search = async () => {
      const outcome = await runListingSearch({
        db: database.db,
        geocoder,
        params: new URLSearchParams("make=westfalia"),
        pageSize: 6,
        cache,
      });
      if (!outcome.ok) throw new Error("search refused");
      return outcome.result.listings.map((listing) => listing.title);
    };
    expect(await search()).toEqual([]);

    const [created] = await database.db
      .insert(listings)
      .values(listingFixture({ title: "Westy", make: "Westfalia" }))
      .returning();
    expect(await search()).toEqual(["Westy"]);

    await database.db
      .update(listings)
      .set({ title: "Westy Syncro" })
      .where(eq(listings.id, created?.id ?? ""));
    expect(await search()).toEqual(["Westy Syncro"]);

    await database.db.delete(listings);
    expect(await search()).toEqual([]);
  });

  it("shows a listing on the featured page as soon as it is featured", async () => {
    const cache = createSearchCache({ ttlSeconds: 3600 });
    const featuredTitles = async () =>
      (await listFeaturedListings({ db: database.db, cache })).listings.map((listing) => listing.title);
    const [created] = await database.db
      .insert(listings)
      .values(listingFixture({ title: "Skoolie" }))
      .returning();
    expect(await featuredTitles()).toEqual([]);
    await database.db
      .update(listings)
      .set({ isFeatured: true, featuredUntil: null })
      .where(eq(listings.id, created?.id ?? ""));
    expect(await featuredTitles()).toEqual(["Skoolie"]);
  });

  it("answers a failed geocoding service with its message, and does not remember it", async () => {
    const cache = createSearchCache({ ttlSeconds: 3600 });
    let isDown = true;
    const flakyGeocoder: Geocoder = {
      async geocode() {
        if (isDown) throw geocoderUnavailable("503", "down");
        return { label: "Portland, OR", latitude: 45.5152, longitude: -122.6784 };
      },
      suggest: async () => [],
    };
    await database.db.insert(listings).values(listingFixture({ title: "Near Portland" }));
    const search = () =>
      runListingSearch({
        db: database.db,
        geocoder: flakyGeocoder,
        params: new URLSearchParams("location=Portland, OR&radius=100"),
        pageSize: 6,
        cache,
      });
    expect(await search()).toMatchObject({
      ok: true,
      result: { listings: [], geocodingFailed: "Geocoding failed: 503" },
    });
    isDown = false;
    const recovered = await search();
    expect(recovered.ok && recovered.result.listings.map((listing) => listing.title)).toEqual(["Near Portland"]);
  });
});
