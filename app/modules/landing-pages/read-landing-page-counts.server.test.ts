// The landing pages' counts (docs/product/found-and-shared.md, Landing pages): public listings only, a state or
// province read off the stored location by the database, every spelling of a make under one address, and a make
// counted only when enough listings from enough sellers name it.
import { describe, expect, it } from "vitest";
import { user } from "#app/db/schema.ts";
import { testDatabaseBed } from "#app/test/database-bed.ts";
import { dayMs, insertListingFixture } from "#app/test/listing-fixture.ts";
import { makePageRule, readLandingPageCounts } from "./read-landing-page-counts.server.ts";

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
      vehicleType: "overlander",
      location: "Moab",
      make: "MERCEDES-BENZ",
      updatedAt: at(1),
    });
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

    // Blue Bird has one listing: no page (makePageRule).
    expect(counts.makes.map(({ makeSlug, count }) => [makeSlug, count])).toEqual([
      ["ford", 3],
      ["mercedes-benz", 3],
    ]);
    // Named as most of its listings write it.
    expect(counts.makes.find((make) => make.makeSlug === "ford")?.makeName).toBe("Ford");
    expect(counts.makes.find((make) => make.makeSlug === "mercedes-benz")).toMatchObject({ lastModified: at(2) });
  });

  it("gives a make a page only from 3 public listings by 2 sellers, a listing without an account a seller of its own", async () => {
    const { db } = database;
    await db.insert(user).values(
      ["one", "two"].map((name) => ({
        id: `seller-${name}`,
        email: `${name}@example.com`,
        name,
        emailVerified: true,
      })),
    );
    const listed = (make: string, userId: string | null, times = 1) =>
      Promise.all(Array.from({ length: times }, () => insertListingFixture(db, { make, userId })));
    await listed("One Seller Vans", "seller-one", 5);
    await listed("Two Listings", "seller-one");
    await listed("Two Listings", "seller-two");
    await listed("Shared Make", "seller-one", 2);
    await listed("Shared Make", "seller-two");
    await listed("Account And Not", "seller-two", 2);
    await listed("Account And Not", null);
    // A third listing that is not public counts for nothing.
    await insertListingFixture(db, { make: "Two Listings", userId: "seller-two", isApproved: false });

    const makes = new Map((await readLandingPageCounts(db)).makes.map(({ makeSlug, count }) => [makeSlug, count]));
    expect(makes.get("shared-make")).toBe(3);
    expect(makes.get("account-and-not")).toBe(3);
    expect(makes.has("one-seller-vans")).toBe(false);
    expect(makes.has("two-listings")).toBe(false);
    expect(makePageRule).toEqual({ minListings: 3, minSellers: 2 });
  });
});
