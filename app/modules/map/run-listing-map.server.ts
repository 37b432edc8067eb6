import type { Database } from "#app/db/client.server.ts";
import { isCanonicalId } from "#app/lib/canonical-id.ts";
import { serviceNotice } from "#app/lib/outside-service.ts";
import type { Geocoder } from "#app/modules/geo/geocoder.ts";
import type { VersionedCache } from "#app/modules/platform/versioned-cache.server.ts";
import { parseSearchParams } from "#app/modules/search/parse-search-params.ts";
import type { SearchParamName } from "#app/modules/search/search-params.ts";
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
  params: URLSearchParams;
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

export type MapParamName = SearchParamName | "pin";

export type RunListingMapResult =
  | { ok: true; map: ListingMap }
  | { ok: false; errors: Partial<Record<MapParamName, string>> };

export const invalidPinMessage = "That map pin is not a listing.";
const unknownLocationMessage = "We could not find that location, so the map shows no listings.";

/** The map of a search straight from URL parameters (docs/product/map.md). */
export async function runListingMap({
  db,
  geocoder,
  params,
  cache,
  tilesUrl,
}: RunListingMapOptions): Promise<RunListingMapResult> {
  const parsed = parseSearchParams(params);
  const pin = params.get("pin")?.trim() || null;
  if (!parsed.success || (pin && !isCanonicalId(pin))) {
    const errors: Partial<Record<MapParamName, string>> = parsed.success ? {} : { ...parsed.errors };
    if (pin && !isCanonicalId(pin)) errors.pin = invalidPinMessage;
    return { ok: false, errors };
  }
  // The map orders nothing and has no pages: neither names a different map.
  const { sortBy: _sortBy, cursor: _cursor, ...filters } = parsed.data;
  const input = { ...filters, sortBy: "newest" as const };
  const view = viewOfBounds(input.bbox ?? defaultMapBounds);
  const drawn = { view, isDefaultView: !input.bbox, ...placeBasemap(view, tilesUrl) };
  try {
    // A radius needs both a location and a radius; either alone filters nothing.
    const radiusMiles = input.location === undefined ? undefined : input.radiusMiles;
    const centre = radiusMiles && input.location ? await geocoder.geocode(input.location) : undefined;
    if (centre === null) return { ok: true, map: emptyMap(drawn, unknownLocationMessage) };
    const remember = <T>(key: unknown[], compute: () => Promise<T>) =>
      cache ? cache.searchPages.remember(JSON.stringify(key), compute) : compute();
    const { bbox: _bbox, ...search } = input;
    // The count of listings without coordinates does not depend on the view: panning reuses it.
    const [clusters, unplacedCount] = await Promise.all([
      remember(["map", input, view], () => clusterListings({ db, input, view, centre })),
      remember(["map-unplaced", search], () => countUnplacedListings({ db, input: search, centre })),
    ]);
    const openListing = clusters.find((cell) => cell.listing?.id === pin)?.listing ?? null;
    return { ok: true, map: { ...drawn, clusters, unplacedCount, openListing, notice: null } };
  } catch (error) {
    return { ok: true, map: emptyMap(drawn, serviceNotice(error, "geocoder")) };
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
