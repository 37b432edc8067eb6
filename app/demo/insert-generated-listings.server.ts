import type { SqlExecutor } from "#app/db/client.server.ts";
import { type BulkListing, generateBulkListing } from "./generate-bulk-listing.ts";

export interface InsertGeneratedListingsOptions {
  executeSql: SqlExecutor;
  count: number;
  /** Index of the first generated row; pass the current row count so repeated runs add new rows. */
  firstIndex?: number;
  batchSize?: number;
  now?: Date;
  onProgress?: (inserted: number) => void;
}

// One statement per batch, with one array parameter per column: no parameter-count limit, one
// parse and plan per batch, and it works the same on PostgreSQL and PGlite.
const insertBatchSql = `
insert into listings (title, vehicle_type, make, model, year, price_cents, mileage, location, latitude, longitude,
  description, images, tier, expires_at, is_approved, is_active, is_featured, featured_until, renewal_count,
  created_at, updated_at)
select title, vehicle_type, make, model, year, price_cents, mileage, location, latitude, longitude,
  description, string_to_array(images, ' '), tier, expires_at, is_approved, is_active, is_featured, featured_until,
  renewal_count, created_at, created_at
from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::int[], $6::int[], $7::int[], $8::text[],
  $9::float8[], $10::float8[], $11::text[], $12::text[], $13::text[], $14::timestamptz[], $15::bool[], $16::bool[],
  $17::bool[], $18::timestamptz[], $19::int[], $20::timestamptz[])
  as row(title, vehicle_type, make, model, year, price_cents, mileage, location, latitude, longitude,
    description, images, tier, expires_at, is_approved, is_active, is_featured, featured_until, renewal_count,
    created_at)`;

function batchParameters(rows: readonly BulkListing[]): unknown[] {
  const column = <T>(pick: (row: BulkListing) => T) => rows.map(pick);
  return [
    column((r) => r.title),
    column((r) => r.vehicleType),
    column((r) => r.make),
    column((r) => r.model),
    column((r) => r.year),
    column((r) => r.priceCents),
    column((r) => r.mileage),
    column((r) => r.location),
    column((r) => r.latitude),
    column((r) => r.longitude),
    column((r) => r.description),
    // URLs contain no spaces; the statement splits them back into text[].
    column((r) => r.images.join(" ")),
    column((r) => r.tier),
    column((r) => r.expiresAt.toISOString()),
    column((r) => r.isApproved),
    column((r) => r.isActive),
    column((r) => r.isFeatured),
    column((r) => r.featuredUntil?.toISOString() ?? null),
    column((r) => r.renewalCount),
    column((r) => r.createdAt.toISOString()),
  ];
}

/** Appends `count` generated listings in batches; returns how many rows went in. */
export async function insertGeneratedListings({
  executeSql,
  count,
  firstIndex = 0,
  batchSize = 5_000,
  now = new Date(),
  onProgress,
}: InsertGeneratedListingsOptions): Promise<number> {
  const batchAt = (offset: number) =>
    Array.from({ length: Math.min(batchSize, count - offset) }, (_, i) =>
      generateBulkListing(firstIndex + offset + i, now),
    );
  let inserted = 0;
  let batch = batchAt(0);
  while (batch.length > 0) {
    const writing = executeSql(insertBatchSql, batchParameters(batch));
    // A failure is reported by the `await` below; this only keeps Node from calling it unhandled meanwhile.
    writing.catch(() => {});
    // Let the driver send the statement, then build the next batch while the database writes this one.
    await new Promise((resolve) => setImmediate(resolve));
    const next = inserted + batch.length < count ? batchAt(inserted + batch.length) : [];
    await writing;
    inserted += batch.length;
    onProgress?.(inserted);
    batch = next;
  }
  return inserted;
}
