// What /listings says about its results (docs/product/browse-and-search.md, Results bar and chips, Nothing found):
// how many there are, around which place, and when there are none, why and what to widen.
import type { Database } from "#app/db/client.server.ts";
import type { Translate } from "#app/modules/camper-details/camper-details.ts";
import type { Geocoder } from "#app/modules/geo/geocoder.ts";
import type { Locale } from "#app/modules/i18n/locales.ts";
import type { VersionedCache } from "#app/modules/platform/versioned-cache.server.ts";
import { type CamperFeatureCount, countCamperFeatures } from "./count-camper-features.server.ts";
import { countListings, type ListingCount } from "./count-listings.server.ts";
import type { RunListingSearchResult } from "./run-listing-search.server.ts";
import type { SearchInput } from "./search-params.ts";
import { suggestWiderSearches, type WiderSearch } from "./suggest-wider-searches.server.ts";

export interface DescribeSearchResultsOptions {
  db: Database;
  geocoder: Geocoder;
  cache?: VersionedCache;
  input: SearchInput;
  /** The search's first (or later) page, as runListingSearch answered it. */
  search: RunListingSearchResult;
  /** The search as its URL has it. */
  params: URLSearchParams;
  /** The page's words, for the wider searches' names (requestTranslator). */
  t: Translate;
  /** The page's locale: the wider searches name a filter in its units. */
  locale: Locale;
}

export interface SearchResultsDescription {
  count: Pick<ListingCount, "count" | "isCapped">;
  /** A radius search's place, as the geocoder names it, and its radius. */
  radius: { place: string; miles: number } | null;
  /** The place the geocoder did not know, as typed. */
  unknownPlace: string | null;
  /** Wider searches that find something, when this one found nothing. */
  widerSearches: WiderSearch[];
  /** Each camper feature's count with it added to the search; none when the place is unknown. */
  featureCounts: CamperFeatureCount[];
}

/**
 * The results' count, a radius search's place, and when nothing was found, why and what to widen
 * and each camper feature's count (docs/product/browse-and-search.md, Results bar and chips, Nothing found). A first page that holds every
 * match is its own count.
 */
export async function describeSearchResults({
  db,
  geocoder,
  cache,
  input,
  search,
  params,
  t,
  locale,
}: DescribeSearchResultsOptions): Promise<SearchResultsDescription> {
  const isWholeSearch = !input.cursor && !search.hasMore;
  const count = isWholeSearch
    ? { count: search.listings.length, isCapped: false }
    : await countListings({ db, geocoder, input, cache }).then(({ count, isCapped }) => ({ count, isCapped }));
  const radius =
    search.location && input.radiusMiles ? { place: search.location.label, miles: input.radiusMiles } : null;
  const unknownPlace = search.unknownLocation ? (input.location ?? null) : null;
  const isEmpty = search.listings.length === 0 && !input.cursor;
  const searchParams = new URLSearchParams(params);
  for (const name of ["submitted", "saved", "cursor"]) searchParams.delete(name);
  const [widerSearches, featureCounts] = await Promise.all([
    isEmpty ? suggestWiderSearches({ db, geocoder, params: searchParams, cache, t, locale }) : [],
    unknownPlace === null ? countCamperFeatures({ db, geocoder, input, cache }) : [],
  ]);
  return { count, radius, unknownPlace, widerSearches, featureCounts };
}
