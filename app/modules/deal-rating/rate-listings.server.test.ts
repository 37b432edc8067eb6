// The rating's SQL against a plain TypeScript reading of docs/product/buyers-come-back.md (Deal rating):
// comparables, the make-or-type rule, the median leaving the listing itself out, the thresholds; sold listings
// at their sale price when given (docs/product/mark-as-sold.md).
import fc from "fast-check";
import { beforeEach, describe, expect, it } from "vitest";
import { type DealRating, listings, type NewListing } from "#app/db/schema.ts";
import { testDatabaseBed } from "#app/test/database-bed.ts";
import { dayMs, listingFixture } from "#app/test/listing-fixture.ts";
import { comparableYearSpan, dealRatingFor, mileageBandOf, minComparables } from "./deal-rating.ts";
import { rateAllListings } from "./rate-all-listings.server.ts";
import { rateListing } from "./rate-listing.server.ts";

const database = testDatabaseBed();
beforeEach(async () => {
  await database.db.delete(listings);
});

interface Rated {
  dealRating: DealRating | null;
  dealComparables: number | null;
  dealMarketPriceCents: number | null;
}

function median(sorted: number[]): number {
  const middle = sorted.length / 2;
  return sorted.length % 2 === 1
    ? (sorted[Math.floor(middle)] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

const yearAgo = Date.now() - 365 * dayMs;
function isComparable(row: NewListing): boolean {
  if (row.isApproved === false) return false;
  if (row.soldAt) return (row.soldAt as Date).getTime() > yearAgo;
  const expires = (row.expiresAt as Date).getTime();
  if (row.isActive === false) return Math.min(Date.now(), expires) > yearAgo;
  return expires > yearAgo;
}

/** The doc's method, listing by listing. */
function referenceRating(row: NewListing & { id: string }, all: (NewListing & { id: string })[]): Rated {
  const band = mileageBandOf(row.mileage);
  const ofType = all.filter(
    (other) =>
      other.id !== row.id &&
      isComparable(other) &&
      other.vehicleType === row.vehicleType &&
      Math.abs(other.year - row.year) <= comparableYearSpan &&
      (band === null || mileageBandOf(other.mileage) === band),
  );
  const ofMake = ofType.filter((other) => other.make.toLowerCase() === row.make.toLowerCase());
  const comparables = ofMake.length >= minComparables ? ofMake : ofType;
  if (comparables.length < minComparables)
    return { dealRating: null, dealComparables: null, dealMarketPriceCents: null };
  const market = median(comparables.map((other) => other.soldPriceCents ?? other.priceCents).sort((a, b) => a - b));
  return {
    dealRating: dealRatingFor(row.priceCents, market),
    dealComparables: comparables.length,
    dealMarketPriceCents: Math.round(market),
  };
}

async function ratedRows() {
  const rows = await database.db
    .select({
      id: listings.id,
      dealRating: listings.dealRating,
      dealComparables: listings.dealComparables,
      dealMarketPriceCents: listings.dealMarketPriceCents,
    })
    .from(listings);
  return new Map(rows.map(({ id, ...rated }) => [id, rated]));
}

const vans = (prices: number[], overrides: Partial<NewListing> = {}) =>
  prices.map((priceCents) => listingFixture({ priceCents, ...overrides }));

describe("rateAllListings", () => {
  it("rates against the median of the others of the same make, leaving the listing itself out", async () => {
    const [rated] = await database.db
      .insert(listings)
      .values([
        listingFixture({ priceCents: 4_400_000, title: "rated" }),
        ...vans([5_000_000, 5_000_000, 4_800_000, 5_200_000, 6_000_000]),
      ])
      .returning();
    await rateAllListings(database.db);
    const row = (await ratedRows()).get(rated?.id as string);
    // Market 5,000,000; 4,400,000 is 12% below.
    expect(row).toEqual({ dealRating: "great", dealComparables: 5, dealMarketPriceCents: 5_000_000 });
  });

  it("gives no rating with fewer than 5 comparables, and counts the whole type when the make has too few", async () => {
    const [lonely] = await database.db
      .insert(listings)
      .values([
        listingFixture({ make: "Ford", priceCents: 5_000_000 }),
        ...vans([5_000_000, 5_000_000, 5_000_000, 5_000_000]),
      ])
      .returning();
    await rateAllListings(database.db);
    expect((await ratedRows()).get(lonely?.id as string)?.dealRating).toBeNull();
    await database.db.insert(listings).values(vans([5_000_000], { make: "Ram" }));
    await rateAllListings(database.db);
    expect((await ratedRows()).get(lonely?.id as string)).toEqual({
      dealRating: "fair",
      dealComparables: 5,
      dealMarketPriceCents: 5_000_000,
    });
  });

  it("leaves out other types, years beyond 2, other mileage bands and listings ended over a year ago", async () => {
    const [rated] = await database.db
      .insert(listings)
      .values([
        listingFixture({ priceCents: 5_000_000, year: 2019, mileage: 60_000 }),
        ...vans([5_000_000, 5_000_000, 5_000_000, 5_000_000], { year: 2017, mileage: 99_999 }),
        listingFixture({ vehicleType: "rv", mileage: 60_000 }),
        listingFixture({ year: 2016, mileage: 60_000 }),
        listingFixture({ mileage: 49_999 }),
        listingFixture({ mileage: 60_000, expiresAt: new Date(Date.now() - 400 * dayMs) }),
        listingFixture({ mileage: 60_000, isApproved: false }),
      ])
      .returning();
    await rateAllListings(database.db);
    expect((await ratedRows()).get(rated?.id as string)?.dealRating).toBeNull();
  });

  it("rates a listing that expired over a year ago against the others, though it is no comparable itself", async () => {
    const [longExpired] = await database.db
      .insert(listings)
      .values([
        listingFixture({ priceCents: 4_000_000, expiresAt: new Date(Date.now() - 400 * dayMs) }),
        ...vans([4_000_000, 4_000_000, 4_000_000, 4_000_000, 4_000_000]),
      ])
      .returning();
    await rateAllListings(database.db);
    expect((await ratedRows()).get(longExpired?.id as string)).toEqual({
      dealRating: "fair",
      dealComparables: 5,
      dealMarketPriceCents: 4_000_000,
    });
  });

  it("matches the reference method on generated markets", async () => {
    const row = fc.record({
      vehicleType: fc.constantFrom("van" as const, "rv" as const),
      make: fc.constantFrom("Ford", "ford", "Ram"),
      year: fc.integer({ min: 2015, max: 2021 }),
      mileage: fc.option(fc.constantFrom(10_000, 49_999, 50_000, 120_000, 200_000), { nil: null }),
      priceCents: fc.integer({ min: 40, max: 60 }).map((hundreds) => hundreds * 100_000),
      ended: fc.constantFrom(
        "public",
        "public",
        "expired recently",
        "expired long ago",
        "taken down",
        "sold recently",
        "sold long ago",
      ),
      soldPriceCents: fc.option(
        fc.integer({ min: 30, max: 70 }).map((hundreds) => hundreds * 100_000),
        { nil: null },
      ),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(row, { minLength: 1, maxLength: 40 }), async (generated) => {
        await database.db.delete(listings);
        const values = generated.map(({ ended, soldPriceCents, ...fields }) => {
          const isSold = ended.startsWith("sold");
          return listingFixture({
            ...fields,
            expiresAt: new Date(
              Date.now() + (ended === "expired recently" ? -30 : ended === "expired long ago" ? -400 : 30) * dayMs,
            ),
            isActive: ended !== "taken down" && !isSold,
            soldAt: isSold ? new Date(Date.now() - (ended === "sold recently" ? 10 : 400) * dayMs) : null,
            soldPriceCents: isSold ? soldPriceCents : null,
          });
        });
        const inserted = await database.db.insert(listings).values(values).returning();
        await rateAllListings(database.db);
        const rated = await ratedRows();
        for (const listing of inserted) {
          const source = { ...(values[inserted.indexOf(listing)] as NewListing), id: listing.id };
          const all = inserted.map((other, index) => ({ ...(values[index] as NewListing), id: other.id }));
          expect(rated.get(listing.id)).toEqual(referenceRating(source, all));
        }
      }),
      { numRuns: 25 },
    );
  });

  it("counts a listing sold in the last 12 months at its sale price, else at its asking price (docs/product/mark-as-sold.md)", async () => {
    const soldAt = new Date(Date.now() - 10 * dayMs);
    const [rated] = await database.db
      .insert(listings)
      .values([
        listingFixture({ priceCents: 5_000_000, title: "rated" }),
        ...vans([5_000_000, 5_000_000]),
        // Sold for much less than they asked: the market moves down to what they sold for.
        ...vans([5_000_000, 5_000_000], { isActive: false, soldAt, soldPriceCents: 4_000_000 }),
        listingFixture({ priceCents: 4_000_000, isActive: false, soldAt }),
        // Sold over a year ago: not a comparable any more.
        listingFixture({ priceCents: 1_000_000, isActive: false, soldAt: new Date(Date.now() - 400 * dayMs) }),
      ])
      .returning();
    await rateAllListings(database.db);
    // Comparables 4.0M, 4.0M, 4.0M, 5.0M, 5.0M: market 4.0M; 5.0M is 25% above.
    expect((await ratedRows()).get(rated?.id as string)).toEqual({
      dealRating: "high",
      dealComparables: 5,
      dealMarketPriceCents: 4_000_000,
    });
  });

  it("counts a sale price in Canadian dollars at its US-dollar worth, at the rate of its listing's asking price", async () => {
    const soldAt = new Date(Date.now() - 10 * dayMs);
    // Asked CA$70,000, compared as US$50,000: sold for CA$56,000, it counts as US$40,000.
    const canadian = { currency: "CAD" as const, askingPriceCents: 7_000_000, priceCents: 5_000_000 };
    const [rated] = await database.db
      .insert(listings)
      .values([
        listingFixture({ priceCents: 5_000_000, title: "rated" }),
        ...vans([5_000_000, 5_000_000]),
        ...[1, 2, 3].map(() => listingFixture({ ...canadian, isActive: false, soldAt, soldPriceCents: 5_600_000 })),
      ])
      .returning();
    await rateAllListings(database.db);
    // Comparables 4.0M, 4.0M, 4.0M, 5.0M, 5.0M: market 4.0M (not the CA$56,000 read as US cents).
    expect((await ratedRows()).get(rated?.id as string)).toMatchObject({ dealMarketPriceCents: 4_000_000 });
  });

  it("rewrites only the ratings that changed", async () => {
    await database.db.insert(listings).values(vans([5_000_000, 5_000_000, 5_000_000, 5_000_000, 5_000_000, 5_000_000]));
    expect(await rateAllListings(database.db)).toBe(6);
    expect(await rateAllListings(database.db)).toBe(0);
  });
});

describe("rateListing", () => {
  it("rates the one listing as the batch would, and no other", async () => {
    const [first, second] = await database.db
      .insert(listings)
      .values(vans([6_000_000, 4_000_000, 5_000_000, 5_000_000, 5_000_000, 5_000_000]))
      .returning();
    await rateListing(database.db, first?.id as string);
    const rated = await ratedRows();
    expect(rated.get(first?.id as string)).toEqual({
      dealRating: "high",
      dealComparables: 5,
      dealMarketPriceCents: 5_000_000,
    });
    expect(rated.get(second?.id as string)?.dealRating).toBeNull();
  });
});
