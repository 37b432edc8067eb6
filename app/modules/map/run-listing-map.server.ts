import type { Database } from "#app/db/client.server.ts";
import { idSchema } from "#app/lib/id-schema.ts";
import { serviceNotice } from "#app/lib/outside-service.ts";
import type { Geocoder } from "#app/modules/geo/geocoder.ts";
import type { VersionedCache } from "#app/modules/platform/versioned-cache.server.ts";
import type { SearchInput } from "#app/modules/search/search-params.ts";
import { basemapDetailFor, basemapHref, basemapLevel } from "./basemap.server.ts";
import {
  clusterListings,
  countUnplacedListings,
  type ListingClusters,
  type MapListing,
} from "./cluster-listings.server.ts";
import { type MapTile, tilesForView } from "./map-tiles.ts";
import { defaultMapBounds, type MapView, mapWidth, viewOfBounds } from "./map-view.ts";

export interface RunListingMapOptions {
  db: Database;
  geocoder: Geocoder;
  /** The search and the open pin, as readSearchQuery read them with `mapQueryShape`. */
  input: SearchInput;
  pin?: string | undefined;
  cache?: VersionedCache;
  /** MAP_TILES_URL: raster tiles instead of the offline outlines. */
  tilesUrl?: string;
}

/** The offline outlines placed for the view: one copy, and a second east of the antimeridian. */
export interface BasemapPlacement {
  href: string;
  /** An SVG `matrix(…)` from the basemap's grid to the viewBox. */
  transform: string;
}

export interface ListingMap extends ListingClusters {
  view: MapView;
  /** Whether the view is the default one (no `bbox`). */
  isDefaultView: boolean;
  basemap: BasemapPlacement[];
  tiles: MapTile[];
  /** The listing whose card is open (`pin`), when its pin is on the map. */
  openListing: MapListing | null;
  /** Why the map is empty when the search's location could not be placed. */
  notice: string | null;
}

export const invalidPinMessage = "That map pin is not a listing.";

/** What the map reads beside the search: `pin`, the listing whose card is open. */
export const mapQueryShape = { pin: idSchema(invalidPinMessage).optional() };

const unknownLocationMessage = "We could not find that location, so the map shows no listings.";

/** The map of a search (docs/product/map.md). */
export async function runListingMap({
  db,
  geocoder,
  input: searchInput,
  pin,
  cache,
  tilesUrl,
}: RunListingMapOptions): Promise<ListingMap> {
  // The map orders nothing and has no pages: neither names a different map.
  const { sortBy: _sortBy, cursor: _cursor, ...filters } = searchInput;
  const input = { ...filters, sortBy: "newest" as const };
  const view = viewOfBounds(input.bbox ?? defaultMapBounds);
  const drawn = { view, isDefaultView: !input.bbox, ...placeBasemap(view, tilesUrl) };
  try {
    // A radius needs both a location and a radius; either alone filters nothing.
    const radiusMiles = input.location === undefined ? undefined : input.radiusMiles;
    const centre = radiusMiles && input.location ? await geocoder.geocode(input.location) : undefined;
    if (centre === null) return emptyMap(drawn, unknownLocationMessage);
    const remember = <T>(key: unknown[], compute: () => Promise<T>) =>
      cache ? cache.searchPages.remember(JSON.stringify(key), compute) : compute();
    const { bbox: _bbox, ...search } = input;
    // The count of listings without coordinates does not depend on the view: panning reuses it.
    const [clusters, unplacedCount] = await Promise.all([
      remember(["map", input, view], () => clusterListings({ db, input, view, centre })),
      remember(["map-unplaced", search], () => countUnplacedListings({ db, input: search, centre })),
    ]);
    const openListing = clusters.find((cell) => cell.listing?.id === pin)?.listing ?? null;
    return { ...drawn, clusters, unplacedCount, openListing, notice: null };
  } catch (error) {
    return emptyMap(drawn, serviceNotice(error, "geocoder"));
  }
}

function emptyMap(drawn: Omit<ListingMap, keyof ListingClusters | "openListing" | "notice">, notice: string) {
  return { ...drawn, clusters: [], unplacedCount: 0, openListing: null, notice };
}

function placeBasemap(view: MapView, tilesUrl: string | undefined) {
  if (tilesUrl) return { basemap: [], tiles: tilesForView(view, tilesUrl) };
  const detail = basemapDetailFor(view);
  const href = `${basemapHref(detail)}#basemap`;
  const pixelsPerUnit = basemapLevel(detail).unit * view.scale;
  const copies = view.x + mapWidth / view.scale > 1 ? [0, 1] : [0];
  const basemap = copies.map((offset) => ({
    href,
    transform: `matrix(${pixelsPerUnit} 0 0 ${pixelsPerUnit} ${(offset - view.x) * view.scale} ${-view.y * view.scale})`,
  }));
  return { basemap, tiles: [] };
}
