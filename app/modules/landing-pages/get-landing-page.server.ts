import type { Database } from "#app/db/client.server.ts";
import type { Geocoder } from "#app/modules/geo/geocoder.ts";
import type { Translator } from "#app/modules/i18n/translator.ts";
import type { VersionedCache } from "#app/modules/platform/versioned-cache.server.ts";
import type { ListingCardPage } from "#app/modules/search/listing-page.ts";
import { rememberListingSearch } from "#app/modules/search/run-listing-search.server.ts";
import type { SearchInput } from "#app/modules/search/search-params.ts";
import { findLandingType, findRegionBySlug, type LandingPage, landingPageSize } from "./landing-page-catalog.ts";
import { landingPageNeighbours, type NeighbourGroup } from "./landing-page-neighbours.ts";
import type { LandingPageCounts } from "./read-landing-page-counts.server.ts";
import { rememberLandingPageCounts } from "./remember-landing-page-counts.server.ts";

/** A landing page's address as its URL gives it: `/campers/{type}`, `/campers/{type}/{region}`, `/campers/make/{make}`. */
export type LandingPageAddress = { type: string; region?: string } | { make: string };

export interface GetLandingPageOptions {
  db: Database;
  geocoder: Geocoder;
  cache: VersionedCache;
  address: LandingPageAddress;
  /** The `cursor` of a later page (the 'Show more' link, infinite scroll); absent for the first. */
  cursor?: SearchInput["cursor"];
  /** The page's words, for its neighbours' headings and names (requestTranslator). */
  t: Translator["t"];
}

export interface LandingPageView {
  page: LandingPage;
  /** Public listings on the page today: '{n} campers'. */
  count: number;
  /** The page's listings, newest first, from the search (docs/product/browse-and-search.md). */
  listings: ListingCardPage;
  neighbours: NeighbourGroup[];
}

/**
 * What a landing page shows (docs/product/found-and-shared.md, Landing pages), or null for an address that
 * names no page: an unknown type, state or province, or a make that no public listing has.
 */
export async function getLandingPage({
  db,
  geocoder,
  cache,
  address,
  cursor,
  t,
}: GetLandingPageOptions): Promise<LandingPageView | null> {
  const counts = await rememberLandingPageCounts(db, cache);
  const found = findPage(address, counts);
  if (!found) return null;
  const { page, count } = found;
  const input: SearchInput = { sortBy: "newest", cursor, ...searchOf(page) };
  const listings = await rememberListingSearch({ db, geocoder, input, pageSize: landingPageSize, cache });
  const { hasMore, nextCursor } = listings;
  return {
    page,
    count,
    listings: { listings: listings.listings, hasMore, nextCursor },
    neighbours: landingPageNeighbours(page, counts, t),
  };
}

function findPage(address: LandingPageAddress, counts: LandingPageCounts): { page: LandingPage; count: number } | null {
  if ("make" in address) {
    const make = counts.makes.find((counted) => counted.makeSlug === address.make);
    return make
      ? { page: { kind: "make", makeSlug: make.makeSlug, makeName: make.makeName }, count: make.count }
      : null;
  }
  const type = findLandingType(address.type);
  if (!type) return null;
  if (address.region === undefined) {
    const count = counts.types.find((counted) => counted.type.slug === type.slug)?.count ?? 0;
    return { page: { kind: "type", type }, count };
  }
  const region = findRegionBySlug(address.region);
  if (!region) return null;
  const count =
    counts.typesInRegions.find((counted) => counted.type.slug === type.slug && counted.region.code === region.code)
      ?.count ?? 0;
  return { page: { kind: "type-in-region", type, region }, count };
}

/** The search a landing page runs: the same filters /listings has, and the landing pages' own. */
function searchOf(page: LandingPage): Partial<SearchInput> {
  switch (page.kind) {
    case "type":
      return { vehicleType: page.type.vehicleType };
    case "type-in-region":
      return { vehicleType: page.type.vehicleType, regionCode: page.region.code };
    case "make":
      return { makeSlug: page.makeSlug };
  }
}
