import { sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { listings } from "#app/db/schema.ts";
import { distanceKm, kilometresToMiles } from "#app/modules/geo/distance.ts";
import type { GeocodedPlace, Geocoder } from "#app/modules/geo/geocoder.ts";
import { builtOnce } from "./built-once.server.ts";
import {
  detailColumnsFilteredBy,
  equalsInPlace,
  isRecentlyReduced,
  listingFilters,
  priceRange,
} from "./listing-filters.server.ts";
import { listingOrderFor } from "./listing-order.server.ts";
import type { ListingCardPage } from "./listing-page.ts";
import { fewMakeListings } from "./make-listings.server.ts";
import { queryListingPage } from "./query-listing-page.server.ts";
import { pendingSalesLeftOut } from "./sale-pending-filter.server.ts";
import type { SearchInput } from "./search-params.ts";
import { isInRadiusBox } from "./within-radius.server.ts";

export interface SearchListingsOptions {
  db: Database;
  geocoder: Geocoder;
  input: SearchInput;
  /** Cards per page (12 on the home page, 6 on all listings). */
  pageSize: number;
}

export interface SearchListingsResult extends ListingCardPage {
  /** Where a radius search measured from; absent when no radius filter applies. */
  location?: GeocodedPlace;
  /** The location could not be geocoded, so the radius search found nothing. */
  unknownLocation?: boolean;
}

const maxPageSize = 100;

/**
 * A landing page's listings, newest first: listings_make_landing_idx (make_slug, created_at, id) and
 * listings_region_landing_idx (region_code, vehicle_type, created_at, id) hold them in that order.
 */
function isLandingPageOrder(input: SearchInput): boolean {
  if (input.sortBy !== "newest") return false;
  return input.makeSlug !== undefined || (input.regionCode !== undefined && input.vehicleType !== undefined);
}

/** One page of public listings matching the filters, in the chosen order (docs/product/browse-and-search.md). */
export async function searchListings({
  db,
  geocoder,
  input,
  pageSize,
}: SearchListingsOptions): Promise<SearchListingsResult> {
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > maxPageSize) {
    throw new RangeError(`pageSize must be a whole number from 1 to ${maxPageSize}, got ${pageSize}`);
  }
  // A radius needs both a location and a radius; either alone filters nothing.
  const radiusMiles = input.location === undefined ? undefined : input.radiusMiles;
  const centre = radiusMiles && input.location ? await geocoder.geocode(input.location) : undefined;
  if (centre === null) return { listings: [], hasMore: false, nextCursor: null, unknownLocation: true };

  const order = listingOrderFor(input.sortBy);
  const makeListings = await fewMakeListings(db, input);
  const page = await queryListingPage({
    db,
    // A constant condition names no bound value: the kind tells the two walks apart.
    kind: input.includePending ? "search with pending sales" : "search",
    order,
    cursor: input.cursor,
    pageSize,
    walkConditions: (bind) => {
      const pending = pendingSalesLeftOut(input);
      if (order.column === "priceCents") return [...priceRange(listings, input, bind), pending];
      const walksReducedOnly = order.column === "lastPriceDropAt" || order.column === "createdAt";
      return [walksReducedOnly && input.recentlyReduced ? isRecentlyReduced(listings) : undefined, pending];
    },
    walkDetailColumns: detailColumnsFilteredBy(input),
    filters: {
      onWalk: (walked, bind) => listingFilters(walked, input, centre, bind, equalsInPlace),
      onTable: () => [
        ...listingFilters(listings, input, centre),
        pendingSalesLeftOut(input),
        centre && radiusMiles ? isInRadiusBox(centre, radiusMiles) : undefined,
      ],
      haveIndexInOrder: isLandingPageOrder(input),
      // The makes' own listings are exactly those of the make filter: only the other filters test them.
      makeListings: makeListings && {
        condition: makeListings,
        onWalk: (walked, bind) =>
          listingFilters(walked, { ...input, make: undefined, makeSlug: undefined }, centre, bind, equalsInPlace),
      },
    },
  });
  return centre ? { ...(await withDistances(db, page, centre)), location: centre } : page;
}

/**
 * The page's coordinates, one statement for any page size (`id = any($1)`), prepared once per database: its plan is
 * the primary key's whatever the ids, and planning it per search cost more than running it (0.5 against 0.1 ms at a
 * million listings, ADR 054).
 */
function coordinatesOf(db: Database, ids: string[]) {
  const prepared = builtOnce(db, "listing coordinates", () =>
    db
      .select({ id: listings.id, latitude: listings.latitude, longitude: listings.longitude })
      .from(listings)
      .where(sql`${listings.id} = any(${sql.placeholder("ids")}::uuid[])`)
      .prepare("listing_coordinates"),
  );
  return prepared.execute({ ids });
}

/** Each card's distance from the searched place in whole miles ('112 mi away', docs/product/browse-and-search.md). */
async function withDistances(db: Database, page: ListingCardPage, centre: GeocodedPlace): Promise<ListingCardPage> {
  const ids = page.listings.map((listing) => listing.id);
  if (ids.length === 0) return page;
  const rows = await coordinatesOf(db, ids);
  const miles = new Map(
    rows.flatMap(({ id, latitude, longitude }) =>
      latitude === null || longitude === null
        ? []
        : [[id, Math.round(kilometresToMiles(distanceKm(centre, { latitude, longitude })))] as const],
    ),
  );
  return {
    ...page,
    listings: page.listings.map((listing) => {
      const distanceMiles = miles.get(listing.id);
      return distanceMiles === undefined ? listing : { ...listing, distanceMiles };
    }),
  };
}
