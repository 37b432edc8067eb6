// One page of public listings in a sort order, fast whether the filters match many listings or few.
//
// PostgreSQL has to guess which plan is cheaper: walk the sort order's index and test each listing
// (quick when matches are common), or fetch every match through the filters' own indexes and sort
// them (quick when they are rare). Its guesses fail exactly here: it estimates a radius box at 0.1%
// of the table whatever its size, and it cannot know that, say, low-mileage listings are mostly
// one make. So the choice is made by measuring instead: walk the first `walkLength` listings in
// order and keep those that match; when they hold less than a page but show that matches are not
// rare, walk further (up to `maxWalkLength`); when they are rare there but not among the newest
// listings (a filter the order goes against), walk deeper (up to `deepWalkLength`); only when matches
// are rare, fetch them through the filter indexes. A search for a rare make whose walks in order fall short reads
// that make's listings whole before it walks deeper (ADR 093). No walk reads more than 50,000 listings, and every
// path returns exactly the rows the plain query would. The walk reads only what its index holds (the listings_public_*
// indexes: sort key, id and every filtered column, over approved active listings), so it is an
// index-only scan; the cards are read from the table afterwards, for the page's rows alone. The
// indexes hold the camper details a search filters on too; a walk selects those columns only when the
// search filters on them, so the rows it passes on stay narrow.
//
// The walk, which answers nearly every request, is a prepared statement per query shape (which
// filters, which order, first page or not, how far it walks, the page size): it is built once per
// process and planned once per connection. Its plan does not depend on the values (an index walk,
// then filters), so the generic plan is the right one. Both limits are written into the SQL rather
// than bound: with a bound LIMIT, PostgreSQL costs the generic plan as if it read a tenth of the
// table, finds a custom plan cheaper, and plans the statement again on every execution.
import { and, eq, type Placeholder, type SQL, type Subquery, sql } from "drizzle-orm";
import { type AnyPgColumn, QueryBuilder } from "drizzle-orm/pg-core";
import type { Database } from "#app/db/client.server.ts";
import { listings } from "#app/db/schema.ts";
import { listingCardColumns } from "#app/modules/listings/listing-card-columns.server.ts";
import { isPublicListing } from "#app/modules/listings/listing-visibility.server.ts";
import { builtOnce, preparedCount } from "./built-once.server.ts";
import type { DetailFilterColumn } from "./listing-filters.server.ts";
import { type ListingOrder, orderTerms, rowsAfter, sortKeyColumn, sortValueOf } from "./listing-order.server.ts";
import { type ListingCardPage, type ListingCursor, toListingCardPage } from "./listing-page.ts";
import { makeListingsReadWhole } from "./make-listings.server.ts";
import { type Bind, bindValue, placeholderBinder } from "./query-values.server.ts";

/** How many listings the first walk reads in order: at 13 per page, matches must be ≥ 1.3%. */
export const walkLength = 1_000;
/** The longest second walk, taken when the first one's matches say it will fill the page. */
export const maxWalkLength = 10_000;
/** The lengths a second walk takes (the one that covers what it needs): few shapes to prepare. */
const longerWalkLengths = [2_500, 5_000, maxWalkLength];

/**
 * The deepest walk, taken when the walks in order found too few but the newest listings show matches are common:
 * it reads only as far as the page needs, and at most this many (about 15 ms at a million listings).
 */
const deepWalkLength = 50_000;
/** The order the sample of matches is read in when the search's own order found too few (see queryListingPage). */
const newestFirst: ListingOrder = { column: "createdAt", direction: "desc" };

/** A LIMIT written into the SQL text, not bound (see above); `rows` is always a whole number of ours. */
const literalLimit = (rows: number) => sql.raw(String(Math.trunc(rows))) as unknown as Placeholder;

/** What a walk reads of each listing: id, the sort key and every column the search filters on. */
export function walkedColumns(order: ListingOrder, detailColumns: readonly DetailFilterColumn[]) {
  const details = Object.fromEntries(detailColumns.map((key) => [key, listings[key]])) as Partial<
    Record<DetailFilterColumn, (typeof listings)[DetailFilterColumn]>
  >;
  return {
    id: listings.id,
    sortKey: sortKeyColumn(order, listings),
    vehicleType: listings.vehicleType,
    make: listings.make,
    model: listings.model,
    priceCents: listings.priceCents,
    latitude: listings.latitude,
    longitude: listings.longitude,
    ...details,
  };
}

function walkInOrder(
  db: Database,
  order: ListingOrder,
  conditions: (SQL | undefined)[],
  length: number,
  detailColumns: readonly DetailFilterColumn[],
) {
  return db
    .select(walkedColumns(order, detailColumns))
    .from(listings)
    .where(and(isPublicListing(), ...conditions))
    .orderBy(...orderTerms(order, listings))
    .limit(literalLimit(length))
    .as("walked");
}

/**
 * A make's listings as a walk reads them (walkedColumns), in no order, one more than `makeListingsReadWhole`: fewer
 * is all of them. Named once in the statement (a common table expression), read twice: for the page and the count.
 */
function listingsOfMake(
  db: Database,
  order: ListingOrder,
  conditions: (SQL | undefined)[],
  detailColumns: readonly DetailFilterColumn[],
) {
  return db.$with("walked").as(
    db
      .select(walkedColumns(order, detailColumns))
      .from(listings)
      .where(and(isPublicListing(), ...conditions))
      .limit(literalLimit(makeListingsReadWhole + 1)),
  );
}

/** The listings read in order, as filters see them: id, the sort key and every filtered column. */
export type WalkedListings = ReturnType<typeof walkInOrder>;
/** A make's listings, as filters see them (the same columns). */
export type ListingsOfMake = ReturnType<typeof listingsOfMake>;

/** Listings read in an order (a walk, or the filters' matches), as a page is cut from them: id and the sort key. */
type ListingsInOrder = Subquery & { id: AnyPgColumn; sortKey: SQL.Aliased<unknown> };

/** The listings of the makes a search asks for: `condition` is its make filter, `onWalk` its other filters. */
interface MakeListings {
  condition: (bind: Bind) => SQL;
  onWalk: (walked: ListingsOfMake, bind: Bind) => SQL[];
}

export interface QueryListingPageOptions {
  db: Database;
  /** Which list this is ("search", "featured"): with the order and the bound values, the query's shape. */
  kind: string;
  order: ListingOrder;
  cursor?: ListingCursor;
  pageSize: number;
  /**
   * Conditions the walk's index answers itself: a price range when sorting by price (the walk starts
   * and stops at it), the featured flag (the walk then reads the featured listings' own index).
   */
  walkConditions?: (bind: Bind) => (SQL | undefined)[];
  /** The camper-detail columns the filters read, which the walk then selects too. */
  walkDetailColumns?: readonly DetailFilterColumn[];
  /**
   * The filters a listing must also pass, if any: `onWalk` over the listings read in order, with every
   * value put in through `bind`; `onTable` the same over the listings table, written so that their
   * indexes apply (the walk's conditions included: this query replaces the walk).
   */
  filters?: {
    onWalk: (walked: WalkedListings, bind: Bind) => SQL[];
    onTable: () => (SQL | undefined)[];
    /**
     * The filters' own index holds the matches in the order already (equality on its leading columns, then
     * the order's key and id: the landing pages' indexes of drizzle 0018), so the table read in that order
     * stops after a page, at any depth: no walk.
     */
    haveIndexInOrder?: boolean;
    /**
     * The listings of the makes the search asks for (listings_public_make_idx), given when they are few enough to
     * read whole (make-listings.server.ts, ADR 093).
     */
    makeListings?: MakeListings;
  };
}

export async function queryListingPage({
  db,
  kind,
  order,
  cursor,
  pageSize,
  walkConditions,
  walkDetailColumns = [],
  filters,
}: QueryListingPageOptions): Promise<ListingCardPage> {
  // The bound values' names, with the kind, the order and the limits, name the query's shape; the
  // query is built once per shape (drizzle's builders cost more than the walk itself), then only
  // its values are gathered, through the same conditions and filters.
  const { bind, values } = placeholderBinder();
  const ownConditions = walkConditions?.(bind) ?? [];
  const conditions = [...ownConditions, cursor && rowsAfter(order, cursor, bind)];
  const walkFilters = (walked: WalkedListings) => filters?.onWalk(walked, bind) ?? [];
  const shapeOf = (walkOrder: ListingOrder, ...parts: (string | number)[]) =>
    [kind, walkOrder.column, walkOrder.direction, ...walkDetailColumns, ...parts, ...Object.keys(values)].join(" ");
  const walkPage = async (length: number, walkOrder = order, walkConditions = conditions) => {
    const walked = builtOnce(db, shapeOf(walkOrder, "walk", length), () =>
      walkInOrder(db, walkOrder, walkConditions, length, walkDetailColumns),
    );
    const onWalk = walkFilters(walked);
    const prepared = builtOnce(db, shapeOf(walkOrder, "page", length, pageSize), () =>
      pageOfCards(db, walkOrder, walked, onWalk, pageSize).prepare(`listing_page_${preparedCount(db)}`),
    );
    return prepared.execute(values);
  };

  const readMatches = async (filtersOnTable: NonNullable<typeof filters>, { useSortIndex = false } = {}) => {
    const matches = db
      .select({ id: listings.id, sortKey: sortKeyColumn(order, listings) })
      .from(listings)
      .where(and(isPublicListing(), ...filtersOnTable.onTable(), cursor && rowsAfter(order, cursor, bindValue)))
      .orderBy(...orderTerms(order, listings, { useSortIndex }))
      .limit(pageSize + 1)
      .as("matched");
    return toListingCardPage(await pageOfCards(db, order, matches, [], pageSize), pageSize);
  };
  if (filters?.haveIndexInOrder) return readMatches(filters, { useSortIndex: true });

  /** The page from the makes' listings read whole, or nothing when they are more than makeListingsReadWhole. */
  const readMakeListings = async ({ condition, onWalk }: MakeListings) => {
    const makeConditions = [condition(bind), ...conditions];
    const prepared = builtOnce(db, shapeOf(order, "make", pageSize), () => {
      const walked = listingsOfMake(db, order, makeConditions, walkDetailColumns);
      return pageOfMakeCards(db, order, walked, onWalk(walked, bind), pageSize).prepare(
        `listing_page_${preparedCount(db)}`,
      );
    });
    const rows = await prepared.execute(values);
    if (rows.length > 0) {
      if (rows[0]?.listingsRead === makeListingsReadWhole + 1) return undefined;
      return toListingCardPage(
        rows.map(({ listingsRead: _, ...card }) => card),
        pageSize,
      );
    }
    // No card: none of them matches, or they are more than were read.
    const counted = builtOnce(db, shapeOf(order, "make count"), () => {
      const walked = listingsOfMake(db, order, makeConditions, walkDetailColumns);
      const listingsRead = sql<number>`count(*)`.mapWith(Number);
      return db
        .with(walked)
        .select({ listingsRead })
        .from(walked)
        .prepare(`listing_page_${preparedCount(db)}`);
    });
    const [count] = await counted.execute(values);
    return count && count.listingsRead <= makeListingsReadWhole ? toListingCardPage([], pageSize) : undefined;
  };

  const found = await walkPage(walkLength);
  if (found.length > pageSize || !filters) return toListingCardPage(found, pageSize);
  // The first walk's matches tell how common matches are. When twice the listings a page should
  // then take fit in the longest walk, walk that far; otherwise they are rare: use the indexes.
  const needed = Math.ceil((2 * (pageSize + 1) * walkLength) / found.length);
  const longerWalk = longerWalkLengths.find((length) => length >= needed);
  if (found.length > 0 && longerWalk !== undefined) {
    const foundFurther = await walkPage(longerWalk);
    if (foundFurther.length > pageSize) return toListingCardPage(foundFurther, pageSize);
  }
  // A rare make: its listings, read whole and sorted, answer in a few milliseconds whatever the order.
  if (filters.makeListings) {
    const page = await readMakeListings(filters.makeListings);
    if (page) return page;
  }
  // Rare at the start of this order is not always rare: a sort can go with a filter (the best deals all of one
  // type, vans sorted by best deal). The newest listings, an order no filter follows, tell which: when their
  // matches say a page lies within half the deepest walk, the order's walk goes on, as deep as `deepWalkLength`,
  // and stops at the page; when not, or when even that walk falls short, the filters' indexes find the matches.
  const isNewestFirst = order.column === newestFirst.column && order.direction === newestFirst.direction;
  if (!isNewestFirst && deepWalkMayFill((await walkPage(walkLength, newestFirst, ownConditions)).length, pageSize)) {
    const foundDeeper = await walkPage(deepWalkLength);
    if (foundDeeper.length > pageSize) return toListingCardPage(foundDeeper, pageSize);
  }
  return readMatches(filters);
}

/**
 * Whether the matches found among the newest `walkLength` listings, at that rate, put a page within half of
 * `deepWalkLength`: for a page of 12, one match among them does. A combination matching under 1% of listings
 * (a van of one model near one city, sorted by mileage: ADR 054) then costs a deep walk of a few thousand index
 * entries, where the filters' indexes would read every listing of the model; with no match among the newest,
 * those indexes answer.
 */
function deepWalkMayFill(foundAmongNewest: number, pageSize: number): boolean {
  if (foundAmongNewest === 0) return false;
  return 2 * Math.ceil(((pageSize + 1) * walkLength) / foundAmongNewest) <= deepWalkLength;
}

/** The listings read in order (a walk's, the filters' matches, a make's), filtered and cut to a page. */
function pageOf(order: ListingOrder, walked: ListingsInOrder, walkFilters: SQL[], pageSize: number) {
  const walkedOrder = { id: walked.id, sortKey: walked.sortKey };
  return (
    new QueryBuilder()
      .select({ id: walked.id, sortValue: sortValueOf(order, walkedOrder) })
      .from(walked)
      .where(and(...walkFilters))
      // The subquery keeps its order, so PostgreSQL stops reading it once the page is full.
      .orderBy(...orderTerms(order, walkedOrder))
      .limit(literalLimit(pageSize + 1))
      .as("page")
  );
}

/** The page's rows joined to their listings, in the page's order. */
function cardsInOrder(order: ListingOrder, page: ReturnType<typeof pageOf>) {
  const direction = order.direction === "asc" ? sql.raw("asc") : sql.raw("desc");
  return {
    joined: eq(listings.id, page.id),
    inOrder: [sql`${page.sortValue} ${direction}`, sql`${page.id} ${direction}`],
  };
}

/**
 * The page's cards: the listings read in order (a walk's, or the filters' matches), cut to a page, each joined to its
 * listing row. The cards' columns are computed for the page's rows alone: over the 11,000 matches of a rare make,
 * computing them before the sort cost a third of the query (ADR 054).
 */
function pageOfCards(db: Database, order: ListingOrder, walked: ListingsInOrder, walkFilters: SQL[], pageSize: number) {
  const page = pageOf(order, walked, walkFilters, pageSize);
  const { joined, inOrder } = cardsInOrder(order, page);
  return db
    .select({ ...listingCardColumns, sortValue: page.sortValue })
    .from(page)
    .innerJoin(listings, joined)
    .orderBy(...inOrder);
}

/** pageOfCards over a make's listings (listingsOfMake), each row telling how many of them were read. */
function pageOfMakeCards(
  db: Database,
  order: ListingOrder,
  walked: ReturnType<typeof listingsOfMake>,
  walkFilters: SQL[],
  pageSize: number,
) {
  const page = pageOf(order, walked, walkFilters, pageSize);
  const { joined, inOrder } = cardsInOrder(order, page);
  const listingsRead = sql<number>`(select count(*) from ${walked})`.mapWith(Number);
  return db
    .with(walked)
    .select({ ...listingCardColumns, sortValue: page.sortValue, listingsRead })
    .from(page)
    .innerJoin(listings, joined)
    .orderBy(...inOrder);
}
