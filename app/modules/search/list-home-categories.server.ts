// The home page's category tiles (docs/product/browse-and-search.md, Home, Categories): where each leads and
// the photo it shows, the cover of the newest public listing of its kind. Each tile reads one short page of
// the search a visitor gets by following it (an indexed walk, newest first), and the whole row is kept per
// listings version: the home page never counts listings.
import type { Database } from "#app/db/client.server.ts";
import type { Geocoder } from "#app/modules/geo/geocoder.ts";
import { landingPagePath, landingTypeOf } from "#app/modules/landing-pages/landing-page-catalog.ts";
import type { VersionedCache } from "#app/modules/platform/versioned-cache.server.ts";
import { readSearchQuery } from "./read-search-query.server.ts";
import { type SearchListingsResult, searchListings } from "./search-listings.server.ts";

export interface HomeCategory {
  /** Names the tile: its words are the catalog's `search.home.category.{id}`. */
  id: HomeCategoryId;
  /** Where it leads: a landing page or a search on /listings. */
  href: string;
  /** The search it stands for, as /listings reads it (the landing pages search the same). */
  params: string;
}

const typePage = (vehicleType: "van" | "skoolie" | "rv" | "overlander") =>
  landingPagePath({ kind: "type", type: landingTypeOf(vehicleType) });

export type HomeCategoryId = "vans" | "skoolies" | "rvs" | "overlanders" | "under-40k" | "off-grid";

export const homeCategories: readonly HomeCategory[] = [
  { id: "vans", href: typePage("van"), params: "vehicleType=van" },
  { id: "skoolies", href: typePage("skoolie"), params: "vehicleType=skoolie" },
  { id: "rvs", href: typePage("rv"), params: "vehicleType=rv" },
  { id: "overlanders", href: typePage("overlander"), params: "vehicleType=overlander" },
  { id: "under-40k", href: "/listings?maxPrice=40000", params: "maxPrice=40000" },
  { id: "off-grid", href: "/listings?offgrid_min=7", params: "offgrid_min=7" },
];

/** A tile as the page shows it: its photo (a listing's cover, `/media/<id>`) or null; the page names it. */
export interface HomeCategoryTile {
  id: HomeCategoryId;
  href: string;
  image: string | null;
}

export interface ListHomeCategoriesOptions {
  db: Database;
  /** No tile searches by place; the search wants one all the same. */
  geocoder: Geocoder;
  /** Keeps the row per listings version (services.cache); absent: always query. */
  cache?: VersionedCache;
  categories?: readonly HomeCategory[];
}

/** Listings read per tile to find a cover no other tile shows yet. */
const candidatesPerTile = 6;

/** Every tile with the cover of the newest public listing of its kind, no listing or photo on two tiles. */
export async function listHomeCategories({
  db,
  geocoder,
  cache,
  categories = homeCategories,
}: ListHomeCategoriesOptions): Promise<HomeCategoryTile[]> {
  const make = async () => {
    const pages: SearchListingsResult[] = [];
    // One after another: the embedded database answers one query at a time anyway.
    for (const category of categories) {
      const query = readSearchQuery(new URLSearchParams(category.params));
      if (!query.ok) throw new Error(`the home category "${category.id}" is no valid search`);
      pages.push(await searchListings({ db, geocoder, input: query.data, pageSize: candidatesPerTile }));
    }
    const used = new Set<string>();
    return categories.map(({ id, href }, index): HomeCategoryTile => {
      const cover = pages[index]?.listings.find(
        (listing) => listing.image !== null && !used.has(listing.id) && !used.has(listing.image),
      );
      if (cover?.image) used.add(cover.id).add(cover.image);
      return { id, href, image: cover?.image ?? null };
    });
  };
  return cache ? cache.searchPages.remember(JSON.stringify(["home-categories", categories]), make) : make();
}
