import type { Database } from "#app/db/client.server.ts";
import type { VersionedCache } from "#app/modules/platform/versioned-cache.server.ts";
import type { SearchInput } from "#app/modules/search/search-params.ts";
import { landingPagePath, landingTypeOf, slugify } from "./landing-page-catalog.ts";
import { rememberLandingPageCounts } from "./remember-landing-page-counts.server.ts";

export interface ListingsCanonical {
  /** Relative to the site: `/listings` or a landing page's path. */
  path: string;
  isIndexable: boolean;
}

export interface FindListingsCanonicalOptions {
  db: Database;
  cache: VersionedCache;
  /** /listings' search, as readSearchQuery read it. */
  input: SearchInput;
}

const allListings: ListingsCanonical = { path: "/listings", isIndexable: true };
/** Also the canonical of a /listings address whose search cannot be read. */
export const notIndexed: ListingsCanonical = { path: "/listings", isIndexable: false };

/**
 * The canonical page of a /listings search (docs/product/found-and-shared.md, Canonical URLs of /listings): no
 * filter, /listings; a type alone, its type page; a make alone that has a make page, that page; anything else
 * /listings, not indexed. The sort and the page (cursor) are no filters.
 */
export async function findListingsCanonical({
  db,
  cache,
  input,
}: FindListingsCanonicalOptions): Promise<ListingsCanonical> {
  const { sortBy: _sort, cursor: _cursor, ...filters } = input;
  const names = Object.keys(filters) as (keyof SearchInput)[];
  if (names.length === 0) return allListings;
  if (names.length > 1) return notIndexed;
  if (filters.vehicleType) {
    return { path: landingPagePath({ kind: "type", type: landingTypeOf(filters.vehicleType) }), isIndexable: true };
  }
  if (filters.make) {
    const makeSlug = slugify(filters.make);
    const counts = await rememberLandingPageCounts(db, cache);
    const make = counts.makes.find((counted) => counted.makeSlug === makeSlug);
    return make ? { path: landingPagePath({ kind: "make", ...make }), isIndexable: true } : notIndexed;
  }
  return notIndexed;
}
