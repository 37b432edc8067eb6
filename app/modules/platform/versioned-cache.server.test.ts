import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { listings, user } from "#app/db/schema.ts";
import { type Geocoder, geocoderUnavailable } from "#app/modules/geo/geocoder.ts";
import { listFeaturedListings } from "#app/modules/search/list-featured-listings.server.ts";
import { runListingSearch } from "#app/modules/search/run-listing-search.server.ts";
import { isPostgresRun } from "#app/test/database.ts";
import { testDatabaseBed } from "#app/test/database-bed.ts";
import { fakeGeocoder } from "#app/test/fake-geocoder.ts";
import { listingFixture } from "#app/test/listing-fixture.ts";
import { createVersionedCache } from "./versioned-cache.server.ts";

const database = testDatabaseBed();
beforeEach(async () => {
  await database.db.delete(listings);
});

const geocoder = fakeGeocoder({});

/** The cache as the server makes it, with SEARCH_CACHE_SECONDS as given. */
const cacheOf = (seconds: number, now?: () => number) =>
  createVersionedCache({ db: database.db, env: { SEARCH_CACHE_SECONDS: seconds, SEARCH_CACHE_ENTRIES: 500 }, now });

function counted<T>(value: T) {
  const calls = { count: 0 };
  const compute = async () => {
    calls.count += 1;
    return value;
  };
  return { calls, compute };
}

describe("the search pages", () => {
  it("answers a repeated search from memory while no listing changed", async () => {
    const cache = cacheOf(30);
    const { calls, compute } = counted("page");
    expect(await cache.searchPages.remember("a", compute)).toBe("page");
    expect(await cache.searchPages.remember("a", compute)).toBe("page");
    expect(calls.count).toBe(1);
  });

  it("shares one computation between concurrent misses", async () => {
    const cache = cacheOf(30);
    const { calls, compute } = counted("page");
    await Promise.all(Array.from({ length: 8 }, () => cache.searchPages.remember("a", compute)));
    expect(calls.count).toBe(1);
  });

  it("forgets a result after its time, and keeps nothing when turned off", async () => {
    let now = 1_000_000;
    const cache = cacheOf(30, () => now);
    const { calls, compute } = counted("page");
    await cache.searchPages.remember("a", compute);
    now += 31_000;
    await cache.searchPages.remember("a", compute);
    expect(calls.count).toBe(2);

    const off = cacheOf(0);
    await off.searchPages.remember("a", compute);
    await off.searchPages.remember("a", compute);
    expect(calls.count).toBe(4);
  });

  it("does not remember a failure", async () => {
    const cache = cacheOf(30);
    await expect(cache.searchPages.remember("a", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cache.searchPages.remember("a", async () => "recovered")).toBe("recovered");
  });

  it("never hides a committed insert, update or delete from the next search", async () => {
    const cache = cacheOf(3600);
    const search = async () => {
      const outcome = await runListingSearch({
        db: database.db,
        geocoder,
        input: { make: "westfalia", sortBy: "newest" },
        pageSize: 6,
        cache,
      });
      return outcome.listings.map((listing) => listing.title);
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
    const cache = cacheOf(3600);
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
    const cache = cacheOf(3600);
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
        input: { location: "Portland, OR", radiusMiles: 100, sortBy: "newest" },
        pageSize: 6,
        cache,
      });
    expect(await search()).toMatchObject({ listings: [], geocodingFailed: "Geocoding failed: 503" });
    isDown = false;
    const recovered = await search();
    expect(recovered.listings.map((listing) => listing.title)).toEqual(["Near Portland"]);
  });
});

describe("the partitions", () => {
  it("keep at most their bound, the least recently used dropped first (SEARCH_CACHE_ENTRIES)", async () => {
    const cache = createVersionedCache({ db: database.db, env: { SEARCH_CACHE_SECONDS: 30, SEARCH_CACHE_ENTRIES: 2 } });
    const { calls, compute } = counted("page");
    for (const key of ["a", "b", "a", "c", "a", "b"]) await cache.searchPages.remember(key, compute);
    // a, b, (a kept), c drops b, (a kept), b again.
    expect(calls.count).toBe(4);
  });

  it("keep a sitemap under its stamp: the same stamp is served from memory, a new one makes it again", async () => {
    const cache = cacheOf(30);
    const { calls, compute } = counted("<urlset/>");
    for (const stamp of ["fingerprint-1", "fingerprint-1", "fingerprint-2", "fingerprint-2"]) {
      await cache.sitemaps.remember("/sitemaps/listings-1.xml", compute, { stamp });
    }
    expect(calls.count).toBe(2);
  });

  it("keep nothing past the moment the clock alone may change it", async () => {
    let now = 1_000_000;
    const cache = cacheOf(30, () => now);
    const { calls, compute } = counted("<urlset/>");
    const read = () => cache.sitemaps.remember("/sitemaps/blog.xml", compute, { keptUntil: () => now + 1_000 });
    await read();
    await read();
    now += 1_001;
    await read();
    expect(calls.count).toBe(2);
  });

  it("keep a listing page until the next write on the embedded database, and not at all on a server", async () => {
    const cache = cacheOf(30);
    const { calls, compute } = counted("listing page");
    const visit = () => cache.listingPages.remember("listing-1", compute);
    await visit();
    await visit();
    // A write to a table other than listings (a seller banned, say) moves what listing pages follow.
    await database.db.insert(user).values({ id: "seller-1", name: "Seller", email: "seller-1@example.com" });
    await visit();
    expect(calls.count).toBe(isPostgresRun ? 3 : 2);
  });
});

describe("the landing pages' counts", () => {
  const addListing = () => database.db.insert(listings).values(listingFixture({ title: "Westy", make: "Westfalia" }));

  it("are kept per listings version even with the search cache off, and made again after a change", async () => {
    const cache = cacheOf(0);
    let made = 0;
    const count = () => cache.landingCounts.remember("counts", async () => ++made);
    expect(await count()).toBe(1);
    expect(await count()).toBe(1);
    await addListing();
    expect(await count()).toBe(2);
  });

  it("give the last counts while slow new ones are made, and the new ones once made", async () => {
    const cache = cacheOf(30);
    expect(await cache.landingCounts.remember("counts", async () => "before")).toBe("before");
    await addListing();
    let finish = (_value: string) => {};
    const slow = () => new Promise<string>((resolve) => (finish = resolve));
    expect(await cache.landingCounts.remember("counts", slow)).toBe("before");
    finish("after");
    expect(await cache.landingCounts.remember("counts", slow)).toBe("after");
  });

  it("are made one set at a time: a change while slow ones are made gives the last counts, then the next making", async () => {
    const cache = cacheOf(30);
    expect(await cache.landingCounts.remember("counts", async () => "first")).toBe("first");
    let makings = 0;
    let finish = (_value: string) => {};
    const slow = () => {
      makings += 1;
      return new Promise<string>((resolve) => (finish = resolve));
    };
    await addListing();
    expect(await cache.landingCounts.remember("counts", slow)).toBe("first");
    await addListing();
    expect(await cache.landingCounts.remember("counts", slow)).toBe("first");
    expect(makings).toBe(1);
    finish("second");
    // The second set is of the version before the last change: the next call makes the current one.
    expect(await cache.landingCounts.remember("counts", slow)).toBe("second");
    expect(makings).toBe(2);
    finish("third");
    expect(await cache.landingCounts.remember("counts", slow)).toBe("third");
    expect(makings).toBe(2);
  });
});
