// Drizzle's rows as the patched mapping gives them (patches/drizzle-orm+0.45.4.patch, ADR 087): each field's decoder
// is found once per query, so a prepared query's second execution must map exactly as its first did.
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { listings, user } from "#app/db/schema.ts";
import { testDatabaseBed } from "#app/test/database-bed.ts";
import { insertListingFixture } from "#app/test/listing-fixture.ts";

const database = testDatabaseBed();

describe("rows mapped by drizzle", () => {
  it("gives nested fields, decoded columns and SQL, and null for a left join's missing row, on every execution", async () => {
    const { db } = database;
    const id = await insertListingFixture(db, { title: "Unowned van", expiresAt: new Date("2030-01-02T03:04:05Z") });
    const query = db
      .select({
        listing: { id: listings.id, title: listings.title, expiresAt: listings.expiresAt },
        priceDollars: sql<number>`${listings.priceCents} / 100`.mapWith(Number),
        owner: { id: user.id, name: user.name },
      })
      .from(listings)
      .leftJoin(user, eq(user.id, listings.userId))
      .where(eq(listings.id, sql.placeholder("id")))
      .prepare("row_mapping_test");

    const expected = {
      listing: { id, title: "Unowned van", expiresAt: new Date("2030-01-02T03:04:05Z") },
      priceDollars: 65_000,
      owner: null,
    };
    expect(await query.execute({ id })).toEqual([expected]);
    expect(await query.execute({ id })).toEqual([expected]);
  });
});
