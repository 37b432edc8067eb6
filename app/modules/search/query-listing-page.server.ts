// One page of public listings in a sort order, fast whether the filters match many listings or few.
//
// PostgreSQL has to guess which plan is cheaper: walk the sort order's index and test each listing
// (quick when matches are common), or fetch every match through the filters' own indexes and sort
// them (quick when they are rare). Its guesses fail exactly here: it estimates a radius box at 0.1%
// of the table whatever its size, and it cannot know that, say, low-mileage listings are mostly
// one make. So the choice is made by measuring instead: walk the first `walkLength` listings in
// order and keep those that match; when they hold less than a page but show that matches are not
// rare, walk further (up to `maxWalkLength`); only when matches are rare, fetch them through the
// filter indexes. No walk reads more than 10,000 listings, and every path returns exactly the
// rows the plain query would.
//
// The walk, which answers nearly every request, is a prepared statement per query shape (which
// filters, which order, first page or not): it is compiled once per process and planned once per
// connection. Its plan does not depend on the values (an index walk, then filters), so the generic
// plan PostgreSQL settles on is the right one.
import { and, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { listings } from "#app/db/schema.ts";
import {
  listingCardColumns,
  listingCardColumnsOf,
  listingCardSource,
} from "#app/modules/listings/listing-card-columns.server.ts";
import { isPublicListing } from "#app/modules/listings/listing-visibility.server.ts";
import { type ListingOrder, orderTerms, rowsAfter, sortKeyColumn, sortValueOf } from "./listing-order.server.ts";
import { type ListingCursor, type ListingPage, toListingPage } from "./listing-page.ts";
import { type Bind, bindValue, placeholderBinder } from "./query-values.server.ts";

/** How many listings the first walk reads in order: at 13 per page, matches must be ≥ 1.3%. */
export const walkLength = 1_000;
/** The longest second walk, taken when the first one's matches say it will fill the page. */
export const maxWalkLength = 10_000;

// The walk passes on raw columns; the card's computed columns are worked out only for the rows
// that match (a listing's images array costs more to open than the filters cost to test).
function walkInOrder(db: Database, order: ListingOrder, conditions: (SQL | undefined)[], length: number | Placeholder) {
  return db
    .select({
      ...listingCardSource,
      createdAt: listings.createdAt,
      mileage: listings.mileage,
      // An expression key (mileage) is ordered by as this column, so the walk's order carries over.
      sortKey: sortKeyColumn(order, listings),
      vehicleType: listings.vehicleType,
      latitude: listings.latitude,
      longitude: listings.longitude,
    })
    .from(listings)
    .where(and(isPublicListing(), ...conditions))
    .orderBy(...orderTerms(order, listings))
    .limit(length)
    .as("walked");
}

/** The listings read in order, as filters see them: the card's columns and every filtered column. */
export type WalkedListings = ReturnType<typeof walkInOrder>;

export interface QueryListingPageOptions {
  db: Database;
  /** Which list this is ("search", "featured"): with the order and the bound values, the query's shape. */
  kind: string;
  order: ListingOrder;
  cursor?: ListingCursor;
  pageSize: number;
  /**
   * Filters on the sort column itself (a price range when sorting by price): the walk starts and
   * stops at them on the sort index, rather than reading listings that cannot match.
   */
  walkRange?: (bind: Bind) => SQL[];
  /** The filters, over the listings read in order, with every value put in through `bind`. */
  filtersOnWalk: (walked: WalkedListings, bind: Bind) => SQL[];
  /** The same filters over the listings table, written so that their indexes apply. */
  filtersOnTable: () => (SQL | undefined)[];
}

export async function queryListingPage({
  db,
  kind,
  order,
  cursor,
  pageSize,
  walkRange,
  filtersOnWalk,
  filtersOnTable,
}: QueryListingPageOptions): Promise<ListingPage> {
  const { bind, values } = placeholderBinder();
  const walkConditions = [...(walkRange?.(bind) ?? []), cursor && rowsAfter(order, cursor, bind)];
  const walked = walkInOrder(db, order, walkConditions, sql.placeholder("walkLength"));
  const walkFilters = filtersOnWalk(walked, bind);
  const walk = db
    .select({ ...listingCardColumnsOf(walked), sortValue: sortValueOf(order, walked) })
    .from(walked)
    .where(and(...walkFilters))
    // The subquery keeps its order, so PostgreSQL stops reading it once the page is full.
    .orderBy(...orderTerms(order, walked))
    .limit(bind("limit", pageSize + 1));
  const shape = [kind, order.column, order.direction, ...Object.keys(values)].join(" ");
  const prepared = preparedQuery(db, shape, (name) => walk.prepare(name));
  const found = await prepared.execute({ ...values, walkLength });
  if (found.length > pageSize || walkFilters.length === 0) return toListingPage(found, pageSize);
  // The first walk's matches tell how common matches are. When twice the listings a page should
  // then take fit in the longest walk, walk that far; otherwise they are rare: use the indexes.
  const longerWalk = Math.ceil((2 * (pageSize + 1) * walkLength) / found.length);
  if (found.length > 0 && longerWalk <= maxWalkLength) {
    const foundFurther = await prepared.execute({ ...values, walkLength: longerWalk });
    if (foundFurther.length > pageSize) return toListingPage(foundFurther, pageSize);
  }

  const matches = await db
    .select({ ...listingCardColumns, sortValue: sortValueOf(order, listings) })
    .from(listings)
    .where(and(isPublicListing(), ...filtersOnTable(), cursor && rowsAfter(order, cursor, bindValue)))
    .orderBy(...orderTerms(order, listings, { useSortIndex: false }))
    .limit(pageSize + 1);
  return toListingPage(matches, pageSize);
}

interface PreparedPageQuery {
  execute(values: Record<string, unknown>): Promise<Parameters<typeof toListingPage>[0]>;
}

// Per database (tests open many): each shape of the walk is prepared once and named in the order
// it was first seen, so a name means one SQL text on every connection of that database's pool.
const preparedByDatabase = new WeakMap<Database, Map<string, PreparedPageQuery>>();

function preparedQuery(db: Database, shape: string, prepare: (name: string) => PreparedPageQuery): PreparedPageQuery {
  let prepared = preparedByDatabase.get(db);
  if (!prepared) {
    prepared = new Map();
    preparedByDatabase.set(db, prepared);
  }
  let query = prepared.get(shape);
  if (!query) {
    query = prepare(`listing_page_${prepared.size + 1}`);
    prepared.set(shape, query);
  }
  return query;
}
