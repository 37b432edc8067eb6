import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CamperDetails } from "#app/db/listing-vocabulary.ts";
import { listings } from "#app/db/schema.ts";
import { camperDetailFields } from "#app/modules/camper-details/camper-details.ts";
import { offGridRatingTenths } from "#app/modules/camper-details/off-grid-rating.ts";
import { createTestDatabase, type TestDatabase } from "#app/test/database.ts";
import { generateBulkListing } from "./generate-bulk-listing.ts";
import { insertGeneratedListings } from "./insert-generated-listings.server.ts";

describe("insertGeneratedListings", () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it("appends valid listings in batches and reports progress", async () => {
    const progress: number[] = [];
    const inserted = await insertGeneratedListings({
      executeSql: database.executeSql,
      count: 500,
      batchSize: 200,
      onProgress: (done) => progress.push(done),
    });
    expect(inserted).toBe(500);
    expect(progress).toEqual([200, 400, 500]);

    const { rows } = await database.executeSql(`
      select count(*)::int as total,
        count(distinct vehicle_type)::int as types,
        count(distinct make)::int as makes,
        count(distinct location)::int as places,
        min(price_cents) as min_price, max(price_cents) as max_price,
        count(*) filter (where latitude is null or longitude is null)::int as unplaced,
        count(*) filter (where cardinality(images) < 2 or cardinality(images) > 4)::int as bad_galleries,
        count(*) filter (where expires_at <= created_at)::int as bad_expiry,
        count(*) filter (where alerts_matched_at is null and is_approved and is_active)::int as awaiting_alerts,
        count(*) filter (where is_approved and is_active and expires_at > now())::int as public,
        count(*) filter (where is_featured and (featured_until is null or featured_until > now()))::int as featured
      from listings`);
    const stats = rows[0] as Record<string, number>;
    expect(stats).toMatchObject({
      total: 500,
      types: 4,
      unplaced: 0,
      bad_galleries: 0,
      bad_expiry: 0,
      awaiting_alerts: 0,
    });
    expect(stats.makes).toBeGreaterThan(15);
    expect(stats.places).toBeGreaterThan(30);
    expect(stats.min_price).toBeGreaterThanOrEqual(800_000);
    expect(stats.max_price).toBeLessThanOrEqual(25_000_000);
    expect(stats.public).toBeGreaterThan(350);
    expect(stats.public).toBeLessThan(500);
    expect(stats.featured).toBeGreaterThan(0);
  });

  it("writes the camper details with the off-grid rating they give; some partial, some none", async () => {
    const { rows } = await database.executeSql(`
      select ${camperDetailFields.map((field) => `${listings[field.key].name} as "${field.key}"`).join(", ")},
        off_grid_rating_tenths as "offGridRatingTenths"
      from listings`);
    const stored = rows as (CamperDetails & { offGridRatingTenths: number | null })[];
    expect(stored.length).toBeGreaterThan(0);
    for (const row of stored) expect(row.offGridRatingTenths).toBe(offGridRatingTenths(row));
    const count = (test: (row: (typeof stored)[number]) => boolean) => stored.filter(test).length;
    expect(count((row) => row.offGridRatingTenths === null)).toBeGreaterThan(stored.length * 0.1);
    expect(count((row) => row.sleeps === null)).toBeGreaterThan(0);
    expect(count((row) => row.drivetrain === "4x4" && (row.sleeps ?? 0) >= 4)).toBeGreaterThan(0);
    expect(count((row) => row.batteryChemistry === "lead_acid")).toBeGreaterThan(0);
  });

  it("lowers some prices after listing, each with its entry in the price history", async () => {
    const { rows } = await database.executeSql(`
      select count(*)::int as reduced,
        count(*) filter (where c.old_price_cents = l.price_cents + l.last_price_drop_cents
          and c.new_price_cents = l.price_cents and c.changed_at = l.last_price_drop_at
          and l.last_price_drop_at > l.created_at and l.last_price_drop_at <= now())::int as recorded
      from listings l left join listing_price_changes c on c.listing_id = l.id
      where l.last_price_drop_at is not null`);
    const { reduced, recorded } = rows[0] as { reduced: number; recorded: number };
    expect(reduced).toBeGreaterThan(25);
    expect(reduced).toBeLessThan(125);
    expect(recorded).toBe(reduced);
  });

  it("generates row N the same way every time, and different rows for different N", () => {
    const now = new Date("2026-06-01T12:00:00Z");
    expect(generateBulkListing(42, now)).toEqual(generateBulkListing(42, now));
    expect(generateBulkListing(42, now).description).not.toBe(generateBulkListing(43, now).description);
  });
});
