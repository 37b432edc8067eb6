import { asc, desc, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { listings } from "#app/db/schema.ts";
import type { ListingCursor } from "./listing-page.ts";
import { type Bind, bindValue } from "./query-values.server.ts";
import type { SortBy } from "./search-params.ts";

/** A sort order: one listing column (a btree index on (column, id) serves it), then id. */
export interface ListingOrder {
  column: "createdAt" | "year" | "mileage" | "priceCents";
  direction: "asc" | "desc";
}

/** Where the order's columns come from: the listings table, or a subquery that selected them. */
export type OrderSource = Record<ListingOrder["column"] | "id", AnyPgColumn>;

const listingOrders: Record<SortBy, ListingOrder> = {
  newest: { column: "createdAt", direction: "desc" },
  year_desc: { column: "year", direction: "desc" },
  year_asc: { column: "year", direction: "asc" },
  mileage_asc: { column: "mileage", direction: "asc" },
  mileage_desc: { column: "mileage", direction: "desc" },
  price_asc: { column: "priceCents", direction: "asc" },
  price_desc: { column: "priceCents", direction: "desc" },
};

export function listingOrderFor(sortBy: SortBy): ListingOrder {
  return listingOrders[sortBy];
}

/**
 * ORDER BY terms: the column, then id in the same direction, so equal values keep a stable order.
 * Without the sort index, the column is wrapped in a no-op expression that the (column, id) index
 * cannot serve, so the planner finds the rows through the filters' own indexes and sorts them.
 */
export function orderTerms(order: ListingOrder, source: OrderSource, { useSortIndex = true } = {}): SQL[] {
  const direction = order.direction === "asc" ? asc : desc;
  const column = source[order.column];
  const noOp = order.column === "createdAt" ? sql`interval '0 seconds'` : sql`0`;
  return [direction(useSortIndex ? column : sql`(${column} + ${noOp})`), direction(source.id)];
}

/**
 * Each row's value in the order as a safe integer, for the next page's cursor. Timestamps carry
 * microseconds, more than a JavaScript Date holds: whole microseconds since the epoch (below 2^53
 * until the year 2255).
 */
export function sortValueOf(order: ListingOrder, source: OrderSource): SQL.Aliased<number> {
  const column = source[order.column];
  const value =
    order.column === "createdAt"
      ? sql<number>`(extract(epoch from ${column}) * 1000000)::bigint`
      : sql<number>`${column}`;
  return value.mapWith(Number).as("sort_value");
}

/**
 * Listings strictly after the cursor's row. A row comparison `(column, id) > (value, id)` is one
 * range condition on the (column, id) index, so a page starts with an index seek at any depth. The
 * value is compared as bigint, which the integer index opclasses accept: a forged cursor cannot
 * overflow int4.
 */
export function rowsAfter(order: ListingOrder, cursor: ListingCursor, bind: Bind = bindValue): SQL {
  const comparison = order.direction === "asc" ? sql.raw(">") : sql.raw("<");
  const sortValue = bind("cursorSortValue", cursor.sortValue);
  const value =
    order.column === "createdAt"
      ? sql`'epoch'::timestamptz + ${sortValue}::bigint * interval '1 microsecond'`
      : sql`${sortValue}::bigint`;
  return sql`(${listings[order.column]}, ${listings.id}) ${comparison} (${value}, ${bind("cursorId", cursor.id)}::uuid)`;
}
