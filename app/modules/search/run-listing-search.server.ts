import type { Database } from "#app/db/client.server.ts";
import { serviceNotice } from "#app/lib/outside-service.ts";
import type { Geocoder } from "#app/modules/geo/geocoder.ts";
import type { VersionedCache } from "#app/modules/platform/versioned-cache.server.ts";
import { type SearchListingsOptions, type SearchListingsResult, searchListings } from "./search-listings.server.ts";
import type { SearchInput } from "./search-params.ts";

export interface RunListingSearchOptions {
  db: Database;
  geocoder: Geocoder;
  /** The search as readSearchQuery read it. */
  input: SearchInput;
  pageSize: number;
  /** Remembers results between requests (services.cache); absent: always query. */
  cache?: VersionedCache;
}

export type RunListingSearchResult = SearchListingsResult & { geocodingFailed?: string };

/** searchListings through the cache, when given: the same input and page size share one result. */
export function rememberListingSearch({
  cache,
  ...options
}: SearchListingsOptions & { cache?: VersionedCache }): Promise<SearchListingsResult> {
  const { input, pageSize } = options;
  const search = () => searchListings(options);
  return cache ? cache.searchPages.remember(JSON.stringify(["search", input, pageSize]), search) : search();
}

/** A search as the pages and the JSON endpoint run it: a failed geocoder is a notice, not a failed page. */
export async function runListingSearch({
  db,
  geocoder,
  input,
  pageSize,
  cache,
}: RunListingSearchOptions): Promise<RunListingSearchResult> {
  try {
    return await rememberListingSearch({ db, geocoder, input, pageSize, cache });
  } catch (error) {
    // The geocoding service failed (not an unknown place): no results, and the page says why.
    const geocodingFailed = serviceNotice(error, "geocoder");
    return { listings: [], hasMore: false, nextCursor: null, geocodingFailed };
  }
}
