import { inArray } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { listings } from "#app/db/schema.ts";
import { idSchema } from "#app/lib/id-schema.ts";
import { serviceNotice } from "#app/lib/outside-service.ts";
import type { Geocoder } from "#app/modules/geo/geocoder.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import type { ListingSummary } from "#app/modules/listings/listing-summary.ts";
import type { VersionedCache } from "#app/modules/platform/versioned-cache.server.ts";
import { rememberListingSearch } from "#app/modules/search/run-listing-search.server.ts";
import type { SearchInput } from "#app/modules/search/search-params.ts";
import type { RadiusCentre } from "#app/modules/search/within-radius.server.ts";
import { basemapDetailFor, basemapHref, basemapLevel } from "./basemap.server.ts";
import {
  clusterListings,
  countUnplacedListings,
  type ListingClusters,
  type MapCluster,
  type MapListing,
} from "./cluster-listings.server.ts";
import { type MapTile, tilesForView } from "./map-tiles.ts";
import {
  boundsAroundCircle,
  boundsOfView,
  defaultMapBounds,
  type MapView,
  mapWidth,
  markerKey,
  pixelOf,
  viewOfBounds,
} from "./map-view.ts";
import {
  loadPlaceNameCandidates,
  type PlaceName,
  type PlaceNameCandidate,
  selectPlaceNames,
} from "./place-names.server.ts";
import { mercatorX, mercatorY } from "./web-mercator.ts";

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

/** The first listings of the view in the search's order, beside the map (docs/product/map.md, The page). */
export interface AreaListings {
  listings: ListingSummary[];
  /** Each listing's marker on the map (markerKey): its pin, or the cluster that holds it. */
  markerOf: Record<string, string>;
}

export interface ListingMap extends ListingClusters {
  view: MapView;
  /** State, province and city names drawn on the offline basemap. */
  placeNames: PlaceName[];
  area: AreaListings;
  /** Whether the view is the default one (no `bbox`). */
  isDefaultView: boolean;
  basemap: BasemapPlacement[];
  tiles: MapTile[];
  /** The listing whose card is open (`pin`), when its pin is on the map. */
  openListing: MapListing | null;
  /** Why the map is empty when the search's location could not be placed: a message id, or the geocoder's words. */
  notice: string | null;
}

/** "That map pin is not a listing." */
export const invalidPinMessage: MessageId = "map.error.pin";

/** What the map reads beside the search: `pin`, the listing whose card is open. */
export const mapQueryShape = { pin: idSchema(invalidPinMessage).optional() };

/** "We could not find that location, so the map shows no listings." */
const unknownLocationMessage: MessageId = "map.unknownLocation";

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
  const { cursor: _cursor, ...searched } = searchInput;
  const { sortBy: _sortBy, ...filters } = searched;
  const input = { ...filters, sortBy: "newest" as const };
  // A radius needs both a location and a radius; either alone filters nothing.
  const radiusMiles = input.location === undefined ? undefined : input.radiusMiles;
  let centre: RadiusCentre | null | undefined;
  let geocodingFailed: string | null = null;
  try {
    centre = radiusMiles && input.location ? await geocoder.geocode(input.location) : undefined;
  } catch (error) {
    geocodingFailed = serviceNotice(error, "geocoder");
  }
  // Without a bbox the map shows the searched area: the radius's circle, else the default view.
  const view = viewOfBounds(
    input.bbox ?? (centre && radiusMiles ? boundsAroundCircle(centre, radiusMiles) : defaultMapBounds),
  );
  const placed = placeBasemap(view, tilesUrl);
  const candidates = placed.tiles.length > 0 ? null : await loadPlaceNameCandidates();
  const drawn = { view, isDefaultView: !input.bbox, ...placed, placeNames: namesOf(candidates, view, []) };
  if (geocodingFailed) return emptyMap(drawn, geocodingFailed);
  if (centre === null) return emptyMap(drawn, unknownLocationMessage);
  const remember = <T>(key: unknown[], compute: () => Promise<T>) =>
    cache ? cache.searchPages.remember(JSON.stringify(key), compute) : compute();
  const { bbox: _bbox, ...search } = input;
  // The count of listings without coordinates does not depend on the view: panning reuses it.
  // The list beside the map: the search's own query and order, in the view's box.
  const areaInput = { ...searched, bbox: boundsOfView(view) };
  const [clusters, unplacedCount, areaPage] = await Promise.all([
    remember(["map", input, view], () => clusterListings({ db, input, view, centre })),
    remember(["map-unplaced", search], () => countUnplacedListings({ db, input: search, centre })),
    rememberListingSearch({ db, geocoder, input: areaInput, pageSize: areaPageSize, cache }),
  ]);
  const openListing = clusters.find((cell) => cell.listing?.id === pin)?.listing ?? null;
  const area = {
    listings: areaPage.listings,
    markerOf: await markersOfListings(db, view, clusters, areaPage.listings),
  };
  const placeNames = namesOf(candidates, view, clusters);
  return { ...drawn, placeNames, clusters, unplacedCount, openListing, area, notice: null };
}

function emptyMap(drawn: Omit<ListingMap, keyof ListingClusters | "openListing" | "notice" | "area">, notice: string) {
  return { ...drawn, clusters: [], unplacedCount: 0, openListing: null, area: { listings: [], markerOf: {} }, notice };
}

/** The place names of the offline basemap, clear of the markers (none over a tile server's maps). */
function namesOf(candidates: readonly PlaceNameCandidate[] | null, view: MapView, clusters: readonly MapCluster[]) {
  return candidates ? selectPlaceNames(candidates, view, clusters) : [];
}

/** How many cards the list beside the map shows; a link leads to the list of the whole area. */
export const areaPageSize = 12;

/** Each listed listing's marker: its own pin, else the nearest cluster (the one that holds it). */
async function markersOfListings(
  db: Database,
  view: MapView,
  clusters: readonly MapCluster[],
  shown: readonly ListingSummary[],
): Promise<Record<string, string>> {
  const markerOf: Record<string, string> = {};
  const pinned = new Set<string>();
  for (const cluster of clusters) {
    if (cluster.listing) {
      markerOf[cluster.listing.id] = markerKey(cluster);
      pinned.add(cluster.listing.id);
    }
  }
  const rest = shown.filter((listing) => !pinned.has(listing.id)).map((listing) => listing.id);
  const groups = clusters.filter((cluster) => !cluster.listing);
  if (rest.length === 0 || groups.length === 0) return markerOf;
  const places = await db
    .select({ id: listings.id, latitude: listings.latitude, longitude: listings.longitude })
    .from(listings)
    .where(inArray(listings.id, rest));
  for (const { id, latitude, longitude } of places) {
    if (latitude === null || longitude === null) continue;
    const { left, top } = pixelOf(view, mercatorX(longitude), mercatorY(latitude));
    const distance = (cluster: MapCluster) => Math.hypot(cluster.left - left, cluster.top - top);
    const nearest = groups.reduce((best, each) => (distance(each) < distance(best) ? each : best));
    markerOf[id] = markerKey(nearest);
  }
  return markerOf;
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
