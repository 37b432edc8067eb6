// A walk reads up to 50,000 listings of its index and tests each against the filters, in the order PostgreSQL
// keeps them: the type's test must come before the make's and model's ILIKE, which costs about ten times as much
// per listing (ADR 091).
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listings } from "#app/db/schema.ts";
import { createTestDatabase, type TestDatabase } from "#app/test/database.ts";
import { type Equals, equalsInPlace, listingFilters } from "./listing-filters.server.ts";
import { bindValue } from "./query-values.server.ts";
import type { SearchInput } from "./search-params.ts";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.destroy());

/** The filter line of the plan of a walk of 1,000 listings filtered as the search filters a walk. */
async function walkFilterOf(equals: Equals): Promise<string> {
  const { id, vehicleType, make, model, priceCents, latitude, longitude, fuel } = listings;
  const walked = database.db
    .select({ id, vehicleType, make, model, priceCents, latitude, longitude, fuel })
    .from(listings)
    .orderBy(listings.createdAt)
    .limit(1_000)
    .as("walked");
  const input: SearchInput = {
    vehicleType: "van",
    make: "mercedes",
    model: "sprinter",
    fuel: "diesel",
    sortBy: "newest",
  };
  const { sql, params } = database.db
    .select({ id: walked.id })
    .from(walked)
    .where(and(...listingFilters(walked, input, undefined, bindValue, equals)))
    .toSQL();
  const { rows } = await database.executeSql(`explain ${sql}`, params);
  const plan = (rows as Record<string, string>[]).map((row) => row["QUERY PLAN"]).join("\n");
  return plan.match(/Filter: (.*)/)?.[1] ?? plan;
}

describe("the filters of a walk", () => {
  it("test the type and the other choices before the make and model's ILIKE", async () => {
    const filter = await walkFilterOf(equalsInPlace);
    expect(filter.indexOf("vehicle_type")).toBeLessThan(filter.indexOf("make"));
    expect(filter.indexOf("fuel")).toBeGreaterThan(-1);
    expect(filter.indexOf("make")).toBeLessThan(filter.indexOf("model"));
  });

  it("would test them last with `=`, which PostgreSQL moves behind every other filter", async () => {
    const filter = await walkFilterOf(eq);
    expect(filter.indexOf("vehicle_type")).toBeGreaterThan(filter.indexOf("model"));
  });
});
