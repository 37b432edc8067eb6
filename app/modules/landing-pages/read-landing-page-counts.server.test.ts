// The landing pages' counts (docs/product/found-and-shared.md, Landing pages): public listings only, a state or
// province read off the stored location by the database, every spelling of a make under one address.
import { describe, expect, it } from "vitest";
import { testDatabaseBed } from "#app/test/database-bed.ts";
import { dayMs, insertListingFixture } from "#app/test/listing-fixture.ts";
import { readLandingPageCounts } from "./read-landing-page-counts.server.ts";

const database = testDatabaseBed();

describe("readLandingPageCounts", () => {
  it("is empty without public listings", async () => {
    await insertListingFixture(database.db, { isApproved: false });
    expect(await readLandingPageCounts(database.db)).toEqual({ types: [], typesInRegions: [], makes: [] });
  });

  it("counts public listings per type, per type in a state or province, and per make, with their newest change", async () => {
    const { db } = database;
    const at = (day: number) => new Date(Date.UTC(2026, 0, day));
    await insertListingFixture(db, { location: "Denver, CO", make: "Ford", updatedAt: at(1) });
    await insertListingFixture(db, { location: "80302 (Boulder, CO)", make: "ford ", updatedAt: at(3) });
    await insertListingFixture(db, { vehicleType: "overlander", location: "Moab", make: "Ford", updatedAt: at(1) });
    await insertListingFixture(db, { location: "Vancouver, BC", make: "Mercedes-Benz", updatedAt: at(2) });
    await insertListingFixture(db, { location: "Paris", make: "mercedes benz", updatedAt: at(2) });
    await insertListingFixture(db, {
      vehicleType: "skoolie",
      location: "Bend, OR",
      make: "Blue Bird",
      updatedAt: at(5),
    });
    // Not public: none of these counts anywhere.
    await insertListingFixture(db, { location: "Austin, TX", make: "Winnebago", isApproved: false });
    await insertListingFixture(db, { location: "Austin, TX", make: "Winnebago", isActive: false });
    await insertListingFixture(db, {
      location: "Austin, TX",
      make: "Winnebago",
      expiresAt: new Date(Date.now() - dayMs),
    });
    // A location ending in two letters that are no state or province, and a make of punctuation only.
    await insertListingFixture(db, { vehicleType: "rv", location: "Somewhere, ZZ", make: "--", updatedAt: at(4) });

    const counts = await readLandingPageCounts(db);

    const types = Object.fromEntries(counts.types.map((counted) => [counted.type.slug, counted]));
    expect(Object.keys(types).sort()).toEqual(["overlanders", "rvs", "skoolies", "vans"]);
    expect(types.vans).toMatchObject({ count: 4, lastModified: at(3) });
    expect(types.skoolies).toMatchObject({ count: 1, lastModified: at(5) });
    expect(types.rvs).toMatchObject({ count: 1 });

    expect(
      counts.typesInRegions.map(({ type, region, count, lastModified }) => [
        type.slug,
        region.code,
        count,
        lastModified,
      ]),
    ).toEqual([
      ["vans", "CO", 2, at(3)],
      ["vans", "BC", 1, at(2)],
      ["skoolies", "OR", 1, at(5)],
    ]);

    expect(counts.makes.map(({ makeSlug, count }) => [makeSlug, count])).toEqual([
      ["ford", 3],
      ["mercedes-benz", 2],
      ["blue-bird", 1],
    ]);
    // Named as most of its listings write it.
    expect(counts.makes.find((make) => make.makeSlug === "ford")?.makeName).toBe("Ford");
    expect(counts.makes.find((make) => make.makeSlug === "mercedes-benz")).toMatchObject({ lastModified: at(2) });
  });
});
