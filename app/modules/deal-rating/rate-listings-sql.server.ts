// The deal rating in one set-based statement (docs/product/buyers-come-back.md, Deal rating): the hourly
// batch rates every listing with it, a listing's own save rates that listing alone with the same SQL.
//
// The comparables of a listing depend only on its type, make, model year and mileage band, so the
// statement sorts each distinct (type, make, year, band)'s comparable prices once and keeps the few
// around the middle; every listing of that cell reads its median from those, leaving out its own price
// (a listing is not its own comparable). Only cells with fewer than 5 of their make gather the prices of the whole type. At
// 100,000 listings that is a few thousand cells, and each comparable is read about ten times (five model
// years; its own band and the "all bands" of listings without mileage) rather than once per listing.
//
// The statement updates only listings whose rating, count or market price changed: the search walks are
// index-only scans that need the visibility map (ADR 023), which rewriting every row each hour would clear.
// It writes raw SQL, so a rating never moves a listing's updated_at.
import { type SQL, sql } from "drizzle-orm";
import {
  comparableYearSpan,
  dealRatingBands,
  endedListingMonths,
  mileageBands,
  minComparables,
} from "./deal-rating.ts";

/** A mileage column's band as SQL text (its index in mileageBands), null without mileage. */
export function mileageBandText(mileage: string): string {
  const whens = mileageBands
    .map((band, index) => `when ${mileage} >= ${band.from} then ${index}`)
    .reverse()
    .join(" ");
  return `(case ${whens} end)`;
}

/**
 * Listings that count among comparables: public, ended (expired, or taken down: no longer active, when it was
 * last changed) or sold (docs/product/mark-as-sold.md) in the last 12 months. Never null: a listing's own
 * `in_pool` subtracts it from its cell's count, and an unsold listing's `sold_at > since` alone would be null.
 */
export function isComparableText(row: string): string {
  const since = `now() - interval '${endedListingMonths} months'`;
  return `(${row}.is_approved and ((${row}.is_active and ${row}.expires_at > ${since})
    or (not ${row}.is_active and ${row}.sold_at is null and least(${row}.updated_at, ${row}.expires_at) > ${since})
    or coalesce(${row}.sold_at > ${since}, false)))`;
}

/**
 * The price a listing counts at among comparables, in US cents: its sale price when it was sold with one (private
 * unless published on /sold, and then only ever part of a median or quartile, docs/product/mark-as-sold.md), else its
 * last asking price. A sale price is in the listing's currency (making-the-deal.md): another currency's is converted at
 * the rate its asking price was, so that it compares with every other price.
 */
export const comparablePriceText = (row: string) =>
  `coalesce(case when ${row}.currency = 'USD' then ${row}.sold_price_cents
    else round(${row}.sold_price_cents::numeric * ${row}.price_cents
      / nullif(${row}.asking_price_cents, 0))::integer end,
    ${row}.price_cents)`;

/**
 * The comparables' pool, shared with the suggested price. The rating's pool counts sale prices; the suggested
 * price's counts asking prices only, since anyone may ask it for any camper: with a few comparables its quartiles
 * land on one camper's price, and asking before and after a sale would give that sale price away.
 */
export function comparablePoolText({ salePrices }: { salePrices: boolean }): string {
  const price = salePrices ? comparablePriceText("l") : "l.price_cents";
  return `select vehicle_type, lower(make) as make_key, year, ${mileageBandText("mileage")} as band,
  ${price} as price_cents
  from listings l where ${isComparableText("l")}`;
}

/** A pool row `p` is a comparable of a cell `k` (without a band: every band). */
export const matchesCellText = (withMake: boolean) =>
  `p.vehicle_type = k.vehicle_type${withMake ? " and p.make_key = k.make_key" : ""}
   and p.year between k.year - ${comparableYearSpan} and k.year + ${comparableYearSpan}
   and (k.band is null or p.band = k.band)`;

/**
 * The cells `cells` names (distinct rows of `columns` from `source`), each once per model year its comparables
 * may have (`pool_year`), materialized: the pool then joins them on equalities alone, which PostgreSQL hashes
 * or merges whatever it guesses the cells' count to be. With the years as a range it compared every
 * comparable of a make with every cell of that make: at a million listings, over 14 minutes instead of 30 s.
 */
const cellYearsText = (columns: string, source: string) =>
  `select k.*, k.year + shift.years as pool_year
  from (select distinct ${columns} from ${source}) k
  cross join generate_series(-${comparableYearSpan}, ${comparableYearSpan}) as shift(years)`;

/** The pool's comparables of each cell of cellYearsText (a cell without a band takes every band). */
const joinPoolToCellYearsText = (withMake: boolean) =>
  `join pool p on p.vehicle_type = k.vehicle_type${withMake ? " and p.make_key = k.make_key" : ""}
   and p.year = k.pool_year and (k.band is null or p.band = k.band)`;

/** The rating of `price` against `market` (numeric), as dealRatingFor does it. */
function ratingCaseText(price: string, market: string): string {
  const whens = dealRatingBands
    .map((band) =>
      band.maxPercent === null
        ? `else '${band.rating}'`
        : `when ${price}::numeric * 100 <= ${market} * ${band.maxPercent} then '${band.rating}'`,
    )
    .join(" ");
  return `(case ${whens} end)`;
}

/**
 * A cell's comparable prices as the median needs them: their count, and of the sorted prices only the
 * few around the middle (positions `base` to n/2 + 2), so that no listing reads a long array.
 */
const cellPricesText = `count(*)::integer as n, greatest((count(*)::integer - 1) / 2, 1) as base,
  (array_agg(p.price_cents order by p.price_cents))[greatest((count(*)::integer - 1) / 2, 1) : count(*)::integer / 2 + 2] as middle`;

/**
 * The i-th (1-based) of the cell's sorted prices once the listing's own price in the pool is left out (when
 * it is one of them): with the prices sorted, the i-th lies before the own price's first place exactly when
 * it is lower; from there on, every price moves up one place.
 */
const priceAt = (index: string) => {
  const at = (position: string) => `middle[${position} - base + 1]::bigint`;
  return `(case when in_pool and ${at(index)} >= pool_price_cents then ${at(`${index} + 1`)} else ${at(index)} end)`;
};

/**
 * Rates every listing, or the listing `listingId` alone; returns the statement (its row count is the
 * number of listings whose rating changed).
 */
export function rateListingsSql(listingId?: string): SQL {
  const targets = listingId === undefined ? sql`` : sql`where id = ${listingId}::uuid`;
  return sql`
with pool as not materialized (${sql.raw(comparablePoolText({ salePrices: true }))}),
targets as materialized (
  select id, vehicle_type, lower(make) as make_key, year, ${sql.raw(mileageBandText("mileage"))} as band, price_cents,
    ${sql.raw(comparablePriceText("listings"))} as pool_price_cents, ${sql.raw(isComparableText("listings"))} as in_pool
  from listings ${targets}
),
make_cells as materialized (${sql.raw(cellYearsText("vehicle_type, make_key, year, band", "targets"))}),
make_prices as (
  select k.vehicle_type, k.make_key, k.year, k.band, ${sql.raw(cellPricesText)}
  from make_cells k
  ${sql.raw(joinPoolToCellYearsText(true))}
  group by k.vehicle_type, k.make_key, k.year, k.band
),
by_make as (
  select t.*, m.n as make_n, m.base as make_base, m.middle as make_middle,
    coalesce(m.n, 0) - t.in_pool::int >= ${sql.raw(String(minComparables))} as has_enough_of_make
  from targets t
  left join make_prices m on m.vehicle_type = t.vehicle_type and m.make_key = t.make_key and m.year = t.year
    and m.band is not distinct from t.band
),
type_cells as materialized (
  ${sql.raw(cellYearsText("vehicle_type, year, band", "by_make where not has_enough_of_make"))}
),
type_prices as (
  select k.vehicle_type, k.year, k.band, ${sql.raw(cellPricesText)}
  from type_cells k
  ${sql.raw(joinPoolToCellYearsText(false))}
  group by k.vehicle_type, k.year, k.band
),
chosen as (
  select b.id, b.price_cents, b.pool_price_cents, b.in_pool,
    case when b.has_enough_of_make then b.make_n else tp.n end as cell_n,
    case when b.has_enough_of_make then b.make_base else tp.base end as base,
    case when b.has_enough_of_make then b.make_middle else tp.middle end as middle
  from by_make b
  left join type_prices tp on not b.has_enough_of_make and tp.vehicle_type = b.vehicle_type and tp.year = b.year
    and tp.band is not distinct from b.band
),
counted as (
  select id, price_cents, pool_price_cents, in_pool, base, middle, coalesce(cell_n, 0) - in_pool::int as n
  from chosen
),
medians as (
  select id, price_cents, n,
    case when n >= ${sql.raw(String(minComparables))}
      then (${sql.raw(priceAt("(n + 1) / 2"))} + ${sql.raw(priceAt("n / 2 + 1"))}) / 2.0 end as market
  from counted
),
rated as (
  select id,
    case when market is not null then ${sql.raw(ratingCaseText("price_cents", "market"))} end as rating,
    case when market is not null then n end as comparables,
    round(market)::integer as market_cents
  from medians
)
update listings set deal_rating = rated.rating, deal_comparables = rated.comparables,
  deal_market_price_cents = rated.market_cents, deal_rated_at = now()
from rated
where listings.id = rated.id
  and (listings.deal_rating, listings.deal_comparables, listings.deal_market_price_cents)
    is distinct from (rated.rating, rated.comparables, rated.market_cents)`;
}
