import { asc, desc, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { listings } from "#app/db/schema.ts";
import type { ListingCursor } from "./listing-page.ts";
import { type Bind, bindValue } from "./query-values.server.ts";
import type { SortBy } from "./search-params.ts";

/** A sort order: one listing column (a btree index on (column, id) or (its sort expression, id) serves it), then id. */
export interface ListingOrder {
  column:
    | "createdAt"
    | "year"
    | "mileage"
    | "priceCents"
    | "offGridRatingTenths"
    | "lastPriceDropAt"
    | "dealPriceBasisPoints"
    | "firstListedAt";
  direction: "asc" | "desc";
}

/**
 * Where the order's columns come from: the listings table, or a subquery read in order, given as a
 * plain object of its `sortKey` (sortKeyColumn) and id. The key is then read as that one column,
 * so PostgreSQL sees the subquery is already in that order and does not sort it again (which would
 * read the whole walk instead of stopping once the page is full).
 */
export type OrderSource =
  | Record<ListingOrder["column"] | "id", AnyPgColumn>
  | { id: AnyPgColumn; sortKey: SQL.Aliased<unknown> | AnyPgColumn };

const listingOrders: Record<SortBy, ListingOrder> = {
  newest: { column: "createdAt", direction: "desc" },
  year_desc: { column: "year", direction: "desc" },
  year_asc: { column: "year", direction: "asc" },
  mileage_asc: { column: "mileage", direction: "asc" },
  mileage_desc: { column: "mileage", direction: "desc" },
  price_asc: { column: "priceCents", direction: "asc" },
  price_desc: { column: "priceCents", direction: "desc" },
  offgrid_desc: { column: "offGridRatingTenths", direction: "desc" },
  reduced_desc: { column: "lastPriceDropAt", direction: "desc" },
  best_deal: { column: "dealPriceBasisPoints", direction: "asc" },
  // Fewest days on market: the latest first listing first (docs/product/making-the-deal.md), its index walked
  // backwards.
  days_asc: { column: "firstListedAt", direction: "desc" },
};

export function listingOrderFor(sortBy: SortBy): ListingOrder {
  return listingOrders[sortBy];
}

/**
 * What an unknown mileage (NULL) sorts as: after every real mileage, whichever the direction. The
 * listings table has an index on each expression with id (`listings_mileage_asc_idx`,
 * `listings_mileage_desc_idx`), so both mileage sorts walk an index, and the cursor carries the
 * expression's value, so a page can end and the next start among the unknown ones.
 */
export const unknownMileageSortsAs = { asc: 2_147_483_647, desc: -1 } as const;

/**
 * What a listing without an off-grid rating sorts as: after every rating (0 to 100 tenths), served by
 * `listings_public_off_grid_idx` on coalesce(off_grid_rating_tenths, -1), id.
 */
export const unratedSortsAs = -1;

/**
 * What a listing without a deal rating sorts as in 'Best deals first': after every rated price, served by
 * `listings_public_best_deal_idx` on coalesce(deal_price_basis_points, 2147483647), id.
 */
export const unratedDealSortsAs = 2_147_483_647;

/**
 * What a listing never reduced sorts as: after every drop, served by `listings_public_price_drop_idx` on
 * coalesce(last_price_drop_at, 'epoch'), id. Among themselves such listings keep the index's id order.
 */
const neverReducedSortsAs = sql.raw("'epoch'::timestamptz");

/** Sort keys that are timestamps: their cursor value is microseconds since the epoch. */
const timestampColumns: readonly ListingOrder["column"][] = ["createdAt", "lastPriceDropAt", "firstListedAt"];
const isTimestampOrder = (order: ListingOrder) => timestampColumns.includes(order.column);

/**
 * The value a listing is sorted by: the column, or for mileage, the off-grid rating and the deal the expression
 * that puts unknown values last. The constant is written into the SQL (not bound), so it matches the
 * index expression.
 */
function sortKey(order: ListingOrder, source: OrderSource): SQL | SQL.Aliased<unknown> | AnyPgColumn {
  if ("sortKey" in source) return source.sortKey;
  const column = source[order.column];
  if (order.column === "lastPriceDropAt") return sql`coalesce(${column}, ${neverReducedSortsAs})`;
  const unknownValues: Partial<Record<ListingOrder["column"], number>> = {
    mileage: unknownMileageSortsAs[order.direction],
    offGridRatingTenths: unratedSortsAs,
    dealPriceBasisPoints: unratedDealSortsAs,
  };
  const unknownSortsAs = unknownValues[order.column];
  if (unknownSortsAs === undefined) return column;
  return sql`coalesce(${column}, ${sql.raw(String(unknownSortsAs))})`;
}

/** The order's sort key as a column of a subquery that is read in order (see OrderSource). */
export function sortKeyColumn(
  order: ListingOrder,
  source: Record<ListingOrder["column"] | "id", AnyPgColumn>,
): SQL.Aliased<unknown> {
  return sql`${sortKey(order, source)}`.as("sort_key");
}

/**
 * ORDER BY terms: the sort key, then id in the same direction, so equal values keep a stable order.
 * Without the sort index, the key is wrapped in a no-op expression that the (key, id) index cannot
 * serve, so the planner finds the rows through the filters' own indexes and sorts them.
 */
export function orderTerms(order: ListingOrder, source: OrderSource, { useSortIndex = true } = {}): SQL[] {
  const direction = order.direction === "asc" ? asc : desc;
  const key = sortKey(order, source);
  const noOp = isTimestampOrder(order) ? sql`interval '0 seconds'` : sql`0`;
  return [direction(useSortIndex ? key : sql`(${key} + ${noOp})`), direction(source.id)];
}

/**
 * Each row's value in the order as a safe integer, for the next page's cursor. Timestamps carry
 * microseconds, more than a JavaScript Date holds: whole microseconds since the epoch (below 2^53
 * until the year 2255).
 */
export function sortValueOf(order: ListingOrder, source: OrderSource): SQL.Aliased<number> {
  const key = sortKey(order, source);
  const value = isTimestampOrder(order)
    ? sql<number>`(extract(epoch from ${key}) * 1000000)::bigint`
    : sql<number>`${key}`;
  return value.mapWith(Number).as("sort_value");
}

/**
 * Listings strictly after the cursor's row. A row comparison `(key, id) > (value, id)` is one range
 * condition on the (key, id) index, so a page starts with an index seek at any depth. The value is
 * compared as bigint, which the integer index opclasses accept: a forged cursor cannot overflow int4.
 */
export function rowsAfter(order: ListingOrder, cursor: ListingCursor, bind: Bind = bindValue): SQL {
  const comparison = order.direction === "asc" ? sql.raw(">") : sql.raw("<");
  const sortValue = bind("cursorSortValue", cursor.sortValue, "bigint");
  const value = isTimestampOrder(order)
    ? sql`'epoch'::timestamptz + ${sortValue}::bigint * interval '1 microsecond'`
    : sql`${sortValue}::bigint`;
  return sql`(${sortKey(order, listings)}, ${listings.id}) ${comparison} (${value}, ${bind("cursorId", cursor.id, "uuid")}::uuid)`;
}
