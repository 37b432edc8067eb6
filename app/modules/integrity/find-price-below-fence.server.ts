import { sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import type { IntegrityEvidence } from "#app/db/integrity-schema.ts";
import { rowsOf } from "#app/db/raw-result.server.ts";
import type { VehicleType } from "#app/db/schema.ts";
import { mileageBandOf, minComparables } from "#app/modules/deal-rating/deal-rating.ts";
import {
  comparablePriceText,
  isComparableText,
  matchesCellText,
  mileageBandText,
} from "#app/modules/deal-rating/rate-listings-sql.server.ts";

export interface PriceFenceListing {
  id: string;
  vehicleType: VehicleType;
  make: string;
  year: number;
  mileage: number | null;
  /** The price every comparison reads, in US cents. */
  priceCents: number;
}

/** Tukey's lower fence: this many interquartile ranges below the lower quartile. */
const fenceRanges = 1.5;

/**
 * A price below the lower fence of its comparables' prices (docs/product/integrity-checks.md, Price): the deal
 * rating's comparables (its make's when there are at least 5, else its type's, this listing left out, sale prices
 * counted), their lower quartile less 1.5 times their interquartile range. Null with fewer than 5 comparables or a
 * price at or above the fence.
 */
export async function findPriceBelowFence(db: Database, listing: PriceFenceListing): Promise<IntegrityEvidence | null> {
  const quartiles = (withMake: boolean) => sql`(
    select count(*)::integer as n,
      percentile_cont(0.25) within group (order by p.price_cents) as low,
      percentile_cont(0.75) within group (order by p.price_cents) as high
    from pool p, cell k
    where ${sql.raw(matchesCellText(withMake))})`;
  const result = await db.execute(sql`
    with cell as (
      select ${listing.vehicleType}::text as vehicle_type, lower(${listing.make}::text) as make_key,
        ${listing.year}::integer as year, ${mileageBandOf(listing.mileage)}::integer as band
    ),
    pool as (
      select l.vehicle_type, lower(l.make) as make_key, l.year, ${sql.raw(mileageBandText("l.mileage"))} as band,
        ${sql.raw(comparablePriceText("l"))} as price_cents
      from listings l
      where ${sql.raw(isComparableText("l"))} and l.id <> ${listing.id}::uuid
    )
    select m.n as make_n, m.low as make_low, m.high as make_high, t.n as type_n, t.low as type_low, t.high as type_high
    from ${quartiles(true)} m, ${quartiles(false)} t`);
  const [row] = rowsOf<Record<string, number | string | null>>(result);
  if (!row) return null;
  const prefix = Number(row.make_n ?? 0) >= minComparables ? "make" : "type";
  const comparables = Number(row[`${prefix}_n`] ?? 0);
  const low = row[`${prefix}_low`];
  const high = row[`${prefix}_high`];
  if (comparables < minComparables || low === null || low === undefined || high === null || high === undefined) {
    return null;
  }
  const lowerQuartileCents = Math.round(Number(low));
  const upperQuartileCents = Math.round(Number(high));
  const fenceCents = Math.round(lowerQuartileCents - fenceRanges * (upperQuartileCents - lowerQuartileCents));
  if (listing.priceCents >= fenceCents) return null;
  return {
    kind: "price_below_fence",
    priceCents: listing.priceCents,
    fenceCents,
    lowerQuartileCents,
    upperQuartileCents,
    comparables,
  };
}
