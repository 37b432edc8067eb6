// How many public listings a search matches, counted up to a cap (docs/product/browse-and-search.md, Results bar
// and chips): the results heading, the filter sheet's 'Show N campers' and the empty page's wider searches.
// The count reads the same filters over the table as a search's rare-matches path (listingFilters, the radius
// box), so the same indexes answer it; it stops at `countCap` + 1 rows, so a broad search costs a short index
// read, not a scan of every listing. Counts are kept per listings version in the search cache.
import { and, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { listings } from "#app/db/schema.ts";
import type { GeocodedPlace, Geocoder } from "#app/modules/geo/geocoder.ts";
import { isPublicListing } from "#app/modules/listings/listing-visibility.server.ts";
import type { VersionedCache } from "#app/modules/platform/versioned-cache.server.ts";
import { listingFilters } from "./listing-filters.server.ts";
import { pendingSalesLeftOut } from "./sale-pending-filter.server.ts";
import type { SearchInput } from "./search-params.ts";
import { isInRadiusBox } from "./within-radius.server.ts";

/** Counts stop here: more shows as '1,000+'. */
export const countCap = 1_000;

export interface ListingCount {
  /** The matches, at most `countCap`. */
  count: number;
  /** More than `countCap` match. */
  isCapped: boolean;
  /** Where a radius search measured from. */
  place?: GeocodedPlace;
  /** A place and a radius were given, and the geocoder knows no such place: nothing matches. */
  unknownLocation?: boolean;
}

export interface CountListingsOptions {
  db: Database;
  geocoder: Geocoder;
  input: SearchInput;
  cache?: VersionedCache;
}

/** The search's filters only: the order and the page do not change a count. */
function countedInput({ sortBy: _sort, cursor: _cursor, ...filters }: SearchInput) {
  return filters;
}

/** The number of public listings matching the search's filters, capped; a failed geocoder throws. */
export async function countListings({ db, geocoder, input, cache }: CountListingsOptions): Promise<ListingCount> {
  const count = async (): Promise<ListingCount> => {
    const radiusMiles = input.location === undefined ? undefined : input.radiusMiles;
    const place = radiusMiles && input.location ? await geocoder.geocode(input.location) : undefined;
    if (place === null) return { count: 0, isCapped: false, unknownLocation: true };
    const matches = db
      .select({ one: sql`1` })
      .from(listings)
      .where(
        and(
          isPublicListing(),
          ...listingFilters(listings, input, place),
          pendingSalesLeftOut(input),
          place && radiusMiles ? isInRadiusBox(place, radiusMiles) : undefined,
        ),
      )
      .limit(countCap + 1)
      .as("matches");
    const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(matches);
    const found = row?.count ?? 0;
    return { count: Math.min(found, countCap), isCapped: found > countCap, ...(place ? { place } : {}) };
  };
  const key = JSON.stringify(["count", countedInput(input)]);
  return cache ? cache.searchPages.remember(key, count) : count();
}
