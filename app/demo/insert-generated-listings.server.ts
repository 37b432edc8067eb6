import type { SqlExecutor } from "#app/db/client.server.ts";
import { listings } from "#app/db/schema.ts";
import { camperDetailFields } from "#app/modules/camper-details/camper-details.ts";
import { type BulkListing, bulkSellerCount, bulkSellerIdPrefix, generateBulkListing } from "./generate-bulk-listing.ts";

export interface InsertGeneratedListingsOptions {
  executeSql: SqlExecutor;
  count: number;
  /** Index of the first generated row; pass the current row count so repeated runs add new rows. */
  firstIndex?: number;
  batchSize?: number;
  now?: Date;
  onProgress?: (inserted: number) => void;
}

/** A column the batch insert fills: its name, its SQL type, and the value of a generated row. */
interface BulkColumn {
  name: string;
  type: string;
  value(row: BulkListing): unknown;
  /** How the select turns the unnested value into the column's value, when not as it is. */
  select?: string;
}

const plain = (name: string, type: string, value: BulkColumn["value"]): BulkColumn => ({ name, type, value });

/** The camper details and their rating, named and typed as the listings table declares them. */
const detailColumns: BulkColumn[] = (
  [...camperDetailFields.map((field) => field.key), "offGridRatingTenths"] as const
).map((key) => plain(listings[key].name, listings[key].getSQLType(), (row) => row[key]));

const bulkColumns: BulkColumn[] = [
  plain("user_id", "text", (r) => r.userId),
  plain("title", "text", (r) => r.title),
  plain("vehicle_type", "text", (r) => r.vehicleType),
  plain("make", "text", (r) => r.make),
  plain("model", "text", (r) => r.model),
  plain("year", "int", (r) => r.year),
  plain("price_cents", "int", (r) => r.priceCents),
  plain("asking_price_cents", "int", (r) => r.askingPriceCents),
  plain("currency", "text", (r) => r.currency),
  plain("mileage", "int", (r) => r.mileage),
  plain("odometer", "int", (r) => r.odometer),
  plain("odometer_unit", "text", (r) => r.odometerUnit),
  plain("location", "text", (r) => r.location),
  plain("latitude", "float8", (r) => r.latitude),
  plain("longitude", "float8", (r) => r.longitude),
  plain("description", "text", (r) => r.description),
  // URLs contain no spaces; the statement splits them back into text[].
  { name: "images", type: "text", value: (r) => r.images.join(" "), select: "string_to_array(images, ' ')" },
  plain("tier", "text", (r) => r.tier),
  plain("expires_at", "timestamptz", (r) => r.expiresAt.toISOString()),
  plain("is_approved", "bool", (r) => r.isApproved),
  plain("is_active", "bool", (r) => r.isActive),
  plain("is_featured", "bool", (r) => r.isFeatured),
  plain("featured_until", "timestamptz", (r) => r.featuredUntil?.toISOString() ?? null),
  plain("renewal_count", "int", (r) => r.renewalCount),
  plain("created_at", "timestamptz", (r) => r.createdAt.toISOString()),
  // Generated listings stand for ones published before now, whose alerts went out then: the alert job must not
  // take a million of them for new ones.
  plain("alerts_matched_at", "timestamptz", (r) => (r.isApproved && r.isActive ? r.createdAt.toISOString() : null)),
  plain("last_price_drop_at", "timestamptz", (r) => r.lastPriceDropAt?.toISOString() ?? null),
  plain("last_price_drop_cents", "int", (r) => r.lastPriceDropCents),
  ...detailColumns,
];

// One statement per batch, with one array parameter per column: no parameter-count limit, one
// parse and plan per batch, and it works the same on PostgreSQL and PGlite. A listing whose price
// was lowered gets that change in its price history too, as the listing form records it.
const names = bulkColumns.map((column) => column.name).join(", ");
const insertBatchSql = `
with inserted as (
  insert into listings (${names}, updated_at, first_listed_at)
  select ${bulkColumns.map((column) => column.select ?? column.name).join(", ")}, created_at, created_at
  from unnest(${bulkColumns.map((column, index) => `$${index + 1}::${column.type}[]`).join(", ")})
    as row(${names})
  returning id, price_cents, last_price_drop_at, last_price_drop_cents
)
insert into listing_price_changes (listing_id, old_price_cents, new_price_cents, changed_at)
select id, price_cents + last_price_drop_cents, price_cents, last_price_drop_at
from inserted where last_price_drop_at is not null`;

// The sellers the generated listings belong to, made once; a second run finds them there.
const insertSellersSql = `
insert into "user" (id, name, email, email_verified)
select '${bulkSellerIdPrefix}' || n, 'Seller ' || n, 'seller-' || n || '@bulk.roamstead.demo', true
from generate_series(0, ${bulkSellerCount - 1}) as n
on conflict do nothing`;

function batchParameters(rows: readonly BulkListing[]): unknown[] {
  return bulkColumns.map((column) => rows.map(column.value));
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
  await executeSql(insertSellersSql, []);
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
