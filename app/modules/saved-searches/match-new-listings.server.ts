import { and, asc, eq, isNull, ne, type SQL, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { rowsOf } from "#app/db/raw-result.server.ts";
import { listings, savedSearches, savedSearchMatches } from "#app/db/schema.ts";
import { isPublicListing } from "#app/modules/listings/listing-visibility.server.ts";
import { readSearchQuery } from "#app/modules/search/read-search-query.server.ts";
import { unknownLocationShape } from "./save-search.server.ts";
import { savedSearchMatchFilters } from "./saved-search-filters.server.ts";

export interface MatchNewListingsOptions {
  db: Database;
  /** Listings matched per transaction. */
  batchSize?: number;
}

export interface MatchNewListingsResult {
  listings: number;
  matches: number;
}

/**
 * Matches every listing that became public since the last run against every saved search with alerts on
 * (docs/product/buyers-come-back.md, Alerts), in batches: per batch, one transaction that takes the
 * listings (rows locked, skipping those another run holds), writes their matches, and marks them matched.
 * The database does the matching: one INSERT … SELECT per shape of saved search, whose filters are the
 * search's own (listingFilters) reading each value from the saved search's column. A pair is written once
 * (its primary key), and a seller's own listing never matches their searches.
 */
export async function matchNewListings({
  db,
  batchSize = 1000,
}: MatchNewListingsOptions): Promise<MatchNewListingsResult> {
  const total = { listings: 0, matches: 0 };
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const taken = await tx
        .select({ id: listings.id })
        .from(listings)
        // The partial index listings_alerts_unmatched_idx: approved, active, not matched yet.
        .where(
          and(isNull(listings.alertsMatchedAt), eq(listings.isApproved, sql`true`), eq(listings.isActive, sql`true`)),
        )
        .orderBy(asc(listings.createdAt), asc(listings.id))
        .limit(batchSize)
        .for("update", { skipLocked: true });
      if (taken.length === 0) return null;
      const ids = taken.map((row) => row.id);
      let matches = 0;
      for (const shape of await shapesWithAlerts(tx)) matches += await matchShape(tx, shape, ids);
      await tx.update(listings).set({ alertsMatchedAt: sql`now()` }).where(isOneOf(ids));
      return { listings: ids.length, matches };
    });
    if (!batch) return total;
    total.listings += batch.listings;
    total.matches += batch.matches;
    if (batch.listings < batchSize) return total;
  }
}

/** The listing is one of `ids`, bound as one array: a statement is planned afresh per shape, so it stays short. */
const isOneOf = (ids: string[]): SQL => sql`${listings.id} = any(${sql.param(ids)}::uuid[])`;

type Shape = Awaited<ReturnType<typeof shapesWithAlerts>>[number];

/** One saved search of each shape among those with alerts on: its filters stand for the shape's. */
function shapesWithAlerts(db: Database) {
  return db
    .selectDistinctOn([savedSearches.shape], {
      shape: savedSearches.shape,
      query: savedSearches.query,
      centreLatitude: savedSearches.centreLatitude,
      centreLongitude: savedSearches.centreLongitude,
    })
    .from(savedSearches)
    .where(and(ne(savedSearches.frequency, "off"), ne(savedSearches.shape, unknownLocationShape)))
    .orderBy(savedSearches.shape);
}

async function matchShape(db: Database, shape: Shape, listingIds: string[]): Promise<number> {
  const search = readSearchQuery(new URLSearchParams(shape.query));
  // Stored by saveSearch from a parsed search, a query always parses again.
  if (!search.ok) throw new Error(`The saved search query "${shape.query}" does not parse.`);
  const centre =
    shape.centreLatitude === null || shape.centreLongitude === null
      ? undefined
      : { latitude: shape.centreLatitude, longitude: shape.centreLongitude };
  const pairs = db
    .select({ savedSearchId: savedSearches.id, listingId: listings.id })
    .from(listings)
    .innerJoin(
      savedSearches,
      and(
        eq(savedSearches.shape, shape.shape),
        // Written out, not bound: the condition of the partial index saved_searches_shape_idx.
        sql`${savedSearches.frequency} <> 'off'`,
        sql`${listings.userId} is distinct from ${savedSearches.userId}`,
        ...savedSearchMatchFilters(search.data, centre),
      ),
    )
    .where(and(isOneOf(listingIds), isPublicListing()));
  const inserted = await db.execute(
    sql`insert into ${savedSearchMatches} (saved_search_id, listing_id) ${pairs} on conflict do nothing returning listing_id`,
  );
  return rowsOf(inserted).length;
}
