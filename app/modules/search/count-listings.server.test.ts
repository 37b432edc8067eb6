// The results' count, the wider searches of an empty result and an unknown place
// (docs/product/browse-and-search.md, Results bar and chips, Nothing found).
import { beforeEach, describe, expect, it } from "vitest";
import { listings, type NewListing } from "#app/db/schema.ts";
import { testDatabaseBed } from "#app/test/database-bed.ts";
import { fakeGeocoder } from "#app/test/fake-geocoder.ts";
import { listingFixture } from "#app/test/listing-fixture.ts";
import { english } from "#app/test/translator.tsx";
import { activeFilters, campersCount, withoutFilter, withoutFilters } from "./active-filters.ts";
import { countCap, countListings } from "./count-listings.server.ts";
import { describeSearchResults } from "./describe-search-results.server.ts";
import { runListingSearch } from "./run-listing-search.server.ts";
import { searchInputOf } from "./testing/search-input-of.ts";

const database = testDatabaseBed();
beforeEach(async () => {
  await database.db.delete(listings);
});

const denver = { latitude: 39.7392, longitude: -104.9903 };
// About 60 and 300 miles from Denver.
const coloradoSprings = { latitude: 38.8339, longitude: -104.8214 };
const albuquerque = { latitude: 35.0844, longitude: -106.6504 };
const geocoder = fakeGeocoder({ "denver, co": denver });

async function insert(...rows: Partial<NewListing>[]) {
  await database.db.insert(listings).values(rows.map((row) => listingFixture(row)));
}

const inputOf = searchInputOf;

const count = (query: string) => countListings({ db: database.db, geocoder, input: inputOf(query) });

describe("countListings", () => {
  it("counts the public listings a search's filters match, whatever the order and page", async () => {
    await insert(
      { make: "Ford", priceCents: 4_000_000, ...denver },
      { make: "Ford", priceCents: 8_000_000, ...coloradoSprings },
      { make: "Ram", priceCents: 3_000_000, ...albuquerque },
      { make: "Ford", priceCents: 1_000_000, isApproved: false },
    );
    expect(await count("")).toEqual({ count: 3, isCapped: false });
    expect(await count("make=ford&sortBy=price_desc")).toEqual({ count: 2, isCapped: false });
    expect(await count("maxPrice=50000")).toEqual({ count: 2, isCapped: false });
    const nearDenver = await count("location=Denver, CO&radius=100");
    expect(nearDenver).toMatchObject({ count: 2, isCapped: false, place: { label: "Denver, CO" } });
    expect(await count("location=Denver, CO&radius=500")).toMatchObject({ count: 3 });
  });

  it("stops counting at the cap", async () => {
    await database.db.insert(listings).values(Array.from({ length: countCap + 2 }, () => listingFixture({})));
    expect(await count("")).toEqual({ count: countCap, isCapped: true });
    expect(campersCount(english, countCap, true)).toBe("1,000+ campers");
  });

  it("says a place the geocoder does not know is unknown, and counts nothing", async () => {
    await insert({ ...denver });
    expect(await count("location=Denverrr&radius=100")).toEqual({ count: 0, isCapped: false, unknownLocation: true });
  });
});

describe("the results' description", () => {
  async function describeQuery(query: string) {
    const params = new URLSearchParams(query);
    const input = inputOf(query);
    const search = await runListingSearch({ db: database.db, geocoder, input, pageSize: 6 });
    return {
      search,
      ...(await describeSearchResults({
        db: database.db,
        geocoder,
        input,
        search,
        params,
        t: english,
        locale: "en-US",
      })),
    };
  }

  it("counts a radius search around its place and gives each card its distance", async () => {
    await insert({ title: "Springs", ...coloradoSprings }, { title: "Far", ...albuquerque });
    const { count, radius, search, widerSearches } = await describeQuery("location=Denver, CO&radius=250");
    expect(count).toEqual({ count: 1, isCapped: false });
    expect(radius).toEqual({ place: "Denver, CO", miles: 250 });
    expect(search.listings).toEqual([expect.objectContaining({ title: "Springs", distanceMiles: 63 })]);
    expect(widerSearches).toEqual([]);
  });

  it("suggests what to widen, with counts, when nothing is found", async () => {
    await insert(
      { title: "Dear", priceCents: 9_000_000, ...coloradoSprings },
      { title: "Far", priceCents: 3_000_000, ...albuquerque },
    );
    const { count, widerSearches, unknownPlace } = await describeQuery(
      "location=Denver, CO&radius=100&maxPrice=50000&sortBy=price_asc",
    );
    expect(count).toEqual({ count: 0, isCapped: false });
    expect(unknownPlace).toBeNull();
    // Equal counts keep their order: the wider radius, then the filters in the chips' order.
    expect(widerSearches).toEqual([
      {
        label: "Widen to 500 mi",
        search: "location=Denver%2C+CO&radius=500&maxPrice=50000&sortBy=price_asc",
        count: 1,
        isCapped: false,
      },
      {
        label: "Remove Max US$50,000",
        search: "location=Denver%2C+CO&radius=100&sortBy=price_asc",
        count: 1,
        isCapped: false,
      },
      {
        label: "Remove Within 100 mi of Denver, CO",
        search: "maxPrice=50000&sortBy=price_asc",
        count: 1,
        isCapped: false,
      },
    ]);
  });

  it("names an unknown place, and offers the search without it", async () => {
    await insert({ title: "Anywhere" });
    const { unknownPlace, widerSearches, count } = await describeQuery("location=Denverrr&radius=100");
    expect(unknownPlace).toBe("Denverrr");
    expect(count).toEqual({ count: 0, isCapped: false });
    expect(widerSearches).toEqual([
      { label: "Remove Within 100 mi of Denverrr", search: "", count: 1, isCapped: false },
    ]);
  });
});

describe("active filters", () => {
  it("names each filter in use and removes it alone; Clear all keeps the order and the view", () => {
    const params = new URLSearchParams(
      "vehicleType=van&make=Ford&maxPrice=60000&location=Denver, CO&radius=250&sleeps_min=4&drivetrain=4x4&reduced=1&sortBy=price_asc&view=map&cursor=x",
    );
    const filters = activeFilters(params, english, "en-US");
    expect(filters.map((filter) => filter.label)).toEqual([
      "Van",
      "Make: Ford",
      "Max US$60,000",
      "Within 250 mi of Denver, CO",
      "Sleeps at least 4 people",
      "Drivetrain: 4x4",
      "Recently reduced",
    ]);
    const place = filters.find((filter) => filter.key === "location");
    expect(place && withoutFilter(params, place).toString()).toBe(
      "vehicleType=van&make=Ford&maxPrice=60000&sleeps_min=4&drivetrain=4x4&reduced=1&sortBy=price_asc&view=map",
    );
    expect(withoutFilters(params).toString()).toBe("sortBy=price_asc&view=map");
    expect(activeFilters(new URLSearchParams("sortBy=price_asc&make="), english, "en-US")).toEqual([]);
    // `type`, vehicleType's other name, is the same chip, and removing it removes either.
    const typed = new URLSearchParams("type=van&make=Ford");
    const [van] = activeFilters(typed, english, "en-US");
    expect(van?.label).toBe("Van");
    expect(van && withoutFilter(typed, van).toString()).toBe("make=Ford");
    expect(campersCount(english, 1)).toBe("1 camper");
    expect(campersCount(english, 37)).toBe("37 campers");
  });
});
