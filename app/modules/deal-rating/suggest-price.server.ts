import { sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { rowsOf } from "#app/db/raw-result.server.ts";
import { mileageBandOf, minComparables } from "./deal-rating.ts";
import type { PriceSuggestionInput } from "./price-suggestion.schema.ts";
import { comparablePoolText, matchesCellText } from "./rate-listings-sql.server.ts";

/** The middle half of the comparables' asking prices, or null with fewer than 5 comparables. */
export type PriceSuggestion = { lowCents: number; highCents: number; comparables: number } | null;

export interface SuggestPriceOptions {
  db: Database;
  input: PriceSuggestionInput;
}

/**
 * The listing form's suggested price (docs/product/buyers-come-back.md, Suggested price): the
 * interquartile range of the comparables the deal rating would use for a camper of this type, make,
 * year and mileage — its make's when there are at least 5, else its type's.
 */
export async function suggestPrice({ db, input }: SuggestPriceOptions): Promise<PriceSuggestion> {
  const quartiles = (withMake: boolean) => sql`(
    select count(*)::integer as n,
      round(percentile_cont(0.25) within group (order by p.price_cents))::integer as low,
      round(percentile_cont(0.75) within group (order by p.price_cents))::integer as high
    from (${sql.raw(comparablePoolText({ salePrices: false }))}) p, cell k
    where ${sql.raw(matchesCellText(withMake))})`;
  const result = await db.execute(sql`
    with cell as (
      select ${input.vehicleType}::text as vehicle_type, lower(${input.make}::text) as make_key,
        ${input.year}::integer as year, ${mileageBandOf(input.mileage)}::integer as band
    )
    select m.n as make_n, m.low as make_low, m.high as make_high, t.n as type_n, t.low as type_low, t.high as type_high
    from ${quartiles(true)} m, ${quartiles(false)} t`);
  const [row] = rowsOf<Record<string, number | null>>(result);
  if (!row) return null;
  const prefix = (row.make_n ?? 0) >= minComparables ? "make" : "type";
  const comparables = row[`${prefix}_n`] ?? 0;
  const low = row[`${prefix}_low`];
  const high = row[`${prefix}_high`];
  if (comparables < minComparables || low === null || high === null || low === undefined || high === undefined) {
    return null;
  }
  return { lowCents: low, highCents: high, comparables };
}
