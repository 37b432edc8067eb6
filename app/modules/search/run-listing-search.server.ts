import type { Database } from "#app/db/client.server.ts";
import { serviceNotice } from "#app/lib/outside-service.ts";
import type { Geocoder } from "#app/modules/geo/geocoder.ts";
import type { VersionedCache } from "#app/modules/platform/versioned-cache.server.ts";
import { parseSearchParams } from "./parse-search-params.ts";
import { type SearchListingsOptions, type SearchListingsResult, searchListings } from "./search-listings.server.ts";
import type { SearchInput, SearchParamName } from "./search-params.ts";

export interface RunListingSearchOptions {
  db: Database;
  geocoder: Geocoder;
  params: URLSearchParams;
  pageSize: number;
  /** Remembers results between requests (services.cache); absent: always query. */
  cache?: VersionedCache;
}

export type RunListingSearchResult =
  | { ok: true; input: SearchInput; result: SearchListingsResult & { geocodingFailed?: string } }
  | { ok: false; errors: Partial<Record<SearchParamName, string>> };

/** searchListings through the cache, when given: the same input and page size share one result. */
export function rememberListingSearch({
  cache,
  ...options
}: SearchListingsOptions & { cache?: VersionedCache }): Promise<SearchListingsResult> {
  const { input, pageSize } = options;
  const search = () => searchListings(options);
  return cache ? cache.searchPages.remember(JSON.stringify(["search", input, pageSize]), search) : search();
}

/** A search straight from URL parameters, as the pages and the JSON endpoint receive them. */
export async function runListingSearch({
  db,
  geocoder,
  params,
  pageSize,
  cache,
}: RunListingSearchOptions): Promise<RunListingSearchResult> {
  const parsed = parseSearchParams(params);
  if (!parsed.success) return { ok: false, errors: parsed.errors };
  const input = parsed.data;
  try {
    const result = await rememberListingSearch({ db, geocoder, input, pageSize, cache });
    return { ok: true, input, result };
  } catch (error) {
    // The geocoding service failed (not an unknown place): no results, and the page says why.
    const geocodingFailed = serviceNotice(error, "geocoder");
    return { ok: true, input, result: { listings: [], hasMore: false, nextCursor: null, geocodingFailed } };
  }
}
