// The one-tap camper features and 'Include campers that don't say' (docs/product/browse-and-search.md, Camper
// features): what a search with them finds, counts and names, and how a bad value is answered.
import { beforeEach, describe, expect, it } from "vitest";
import { listings, type NewListing } from "#app/db/schema.ts";
import { testDatabaseBed } from "#app/test/database-bed.ts";
import { fakeGeocoder } from "#app/test/fake-geocoder.ts";
import { listingFixture } from "#app/test/listing-fixture.ts";
import { english } from "#app/test/translator.tsx";
import { activeFilters, withoutFilter } from "./active-filters.ts";
import { countListings } from "./count-listings.server.ts";
import { describeSearchResults } from "./describe-search-results.server.ts";
import { readSearchQuery } from "./read-search-query.server.ts";
import { runListingSearch } from "./run-listing-search.server.ts";
import { toSearchParams } from "./search-params.ts";
import { searchInputOf } from "./testing/search-input-of.ts";

const database = testDatabaseBed();
const geocoder = fakeGeocoder({});
beforeEach(async () => {
  await database.db.delete(listings);
});

async function insert(...rows: Partial<NewListing>[]) {
  await database.db.insert(listings).values(rows.map((row) => listingFixture(row)));
}

const inputOf = searchInputOf;

async function titlesFound(query: string) {
  const found = await runListingSearch({ db: database.db, geocoder, input: inputOf(query), pageSize: 50 });
  return found.listings.map((listing) => listing.title).sort();
}

const tall4x4 = {
  title: "tall 4x4",
  interiorHeightInches: 76,
  drivetrain: "4x4",
  solarWatts: 400,
  shower: "outdoor",
  sleeps: 2,
} as const;
const lowAwd = {
  title: "low awd",
  interiorHeightInches: 58,
  drivetrain: "awd",
  solarWatts: 0,
  shower: "none",
} as const;
const silent = { title: "silent" } as const;
const tall2wd = {
  title: "tall 2wd",
  interiorHeightInches: 80,
  drivetrain: "2wd",
  shower: "indoor",
  sleeps: 4,
} as const;

describe("camper features", () => {
  beforeEach(async () => {
    await insert(tall4x4, lowAwd, silent, tall2wd);
  });

  it("finds the listings that state each feature, all of them when several are chosen", async () => {
    expect(await titlesFound("feature=standup")).toEqual(["tall 2wd", "tall 4x4"]);
    expect(await titlesFound("feature=4wd")).toEqual(["low awd", "tall 4x4"]);
    expect(await titlesFound("feature=solar")).toEqual(["tall 4x4"]);
    expect(await titlesFound("feature=shower")).toEqual(["tall 2wd", "tall 4x4"]);
    expect(await titlesFound("feature=sleeps2")).toEqual(["tall 2wd", "tall 4x4"]);
    expect(await titlesFound("feature=standup&feature=4wd")).toEqual(["tall 4x4"]);
    expect(await titlesFound("feature=4wd&feature=standup&sortBy=price_desc")).toEqual(["tall 4x4"]);
  });

  it("includes campers that don't say when asked, never one that states too little", async () => {
    expect(await titlesFound("feature=standup&include_unstated=1")).toEqual(["silent", "tall 2wd", "tall 4x4"]);
    expect(await titlesFound("height_min=72&include_unstated=1")).toEqual(["silent", "tall 2wd", "tall 4x4"]);
    expect(await titlesFound("drivetrain=4x4&include_unstated=1")).toEqual(["silent", "tall 4x4"]);
    expect(await titlesFound("feature=solar&include_unstated=1")).toEqual(["silent", "tall 2wd", "tall 4x4"]);
    expect(await titlesFound("height_min=72")).toEqual(["tall 2wd", "tall 4x4"]);
  });

  it("counts each feature with it added to the search", async () => {
    const input = inputOf("feature=shower");
    const search = await runListingSearch({ db: database.db, geocoder, input, pageSize: 6 });
    const params = new URLSearchParams("feature=shower");
    const { featureCounts, count } = await describeSearchResults({
      db: database.db,
      geocoder,
      input,
      search,
      params,
      t: english,
      locale: "en-US",
    });
    expect(count).toEqual({ count: 2, isCapped: false });
    expect(featureCounts).toEqual([
      { value: "standup", count: 2, isCapped: false },
      { value: "4wd", count: 1, isCapped: false },
      { value: "solar", count: 1, isCapped: false },
      { value: "shower", count: 2, isCapped: false },
      { value: "sleeps2", count: 2, isCapped: false },
    ]);
    const { count: withUnstated } = await countListings({
      db: database.db,
      geocoder,
      input: inputOf("feature=solar&include_unstated=1"),
    });
    expect(withUnstated).toBe(3);
  });
});

describe("camper features in the URL", () => {
  it("reads each feature once in the list's order and writes them back", () => {
    const input = inputOf("feature=solar&feature=standup&feature=solar&include_unstated=1");
    expect(input.features).toEqual(["standup", "solar"]);
    expect(input.includeUnstated).toBe(true);
    expect(toSearchParams(input).toString()).toBe("include_unstated=1&feature=standup&feature=solar");
  });

  it("answers an unknown feature or flag with the feature's message", () => {
    const feature = readSearchQuery(new URLSearchParams("feature=standup&feature=jacuzzi"));
    expect(feature.ok).toBe(false);
    if (!feature.ok) {
      expect(english(feature.failure.reply.fieldErrors?.feature ?? "")).toBe(
        "Choose camper features from: Stand-up height, 4x4/AWD, Solar, Shower, Sleeps 2+.",
      );
    }
    const flag = readSearchQuery(new URLSearchParams("include_unstated=yes"));
    expect(flag.ok).toBe(false);
    if (!flag.ok) {
      expect(english(flag.failure.reply.fieldErrors?.include_unstated ?? "")).toBe(
        "Include campers that don't say is include_unstated=1, or left out.",
      );
    }
  });

  it("names each feature as a chip that removes that feature alone", () => {
    const params = new URLSearchParams("feature=standup&make=Ford&feature=solar&cursor=x");
    const filters = activeFilters(params, english, "en-US");
    expect(filters.map((filter) => filter.label)).toEqual(["Make: Ford", "Stand-up height", "Solar"]);
    const standUp = filters.find((filter) => filter.label === "Stand-up height");
    expect(standUp && withoutFilter(params, standUp).toString()).toBe("make=Ford&feature=solar");
  });
});
