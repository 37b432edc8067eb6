// The map's view: which part of the world the SVG shows, and the views its links lead to
// (docs/product/map.md). Browser-safe and pure: the server draws the map, the links carry the view.
import type { BoundingBox } from "#app/modules/search/search-params.ts";
import { latitudeOf, longitudeOf, mercatorX, mercatorY, wrapLongitude } from "./web-mercator.ts";

/** The SVG's viewBox; the page scales it to its width. */
export const mapWidth = 1000;
export const mapHeight = 640;

/** Without a `bbox`, the map shows the United States and Canada. */
export const defaultMapBounds: BoundingBox = { west: -170, south: 17, east: -46, north: 72 };

/** Miles per radian on the 6371 km sphere the radius search measures on (docs/product/browse-and-search.md). */
const milesPerRadian = 6371 / 1.60934;

/**
 * The box around a radius search's circle (docs/product/map.md, The view): the latitudes a great circle
 * reaches north and south, and the widest longitudes it reaches east and west (all of them near a pole).
 */
export function boundsAroundCircle(centre: { latitude: number; longitude: number }, radiusMiles: number): BoundingBox {
  const angle = radiusMiles / milesPerRadian;
  const toDegrees = (radians: number) => (radians * 180) / Math.PI;
  const latitude = (centre.latitude * Math.PI) / 180;
  const north = Math.min(85, centre.latitude + toDegrees(angle));
  const south = Math.max(-85, centre.latitude - toDegrees(angle));
  const reach = Math.sin(angle) / Math.cos(latitude);
  if (north >= 85 || south <= -85 || reach >= 1) return { west: -180, south, east: 180, north };
  const spread = toDegrees(Math.asin(reach));
  const wrap = (longitude: number) => ((((longitude + 180) % 360) + 360) % 360) - 180;
  return { west: wrap(centre.longitude - spread), south, east: wrap(centre.longitude + spread), north };
}

/** At most 300° of longitude (a whole world's width would make west and east the same). */
const minScale = mapWidth / (300 / 360);
/** At most as close as tile zoom 18, a street. */
const maxScale = 256 * 2 ** 18;

/** The top-left corner in Web Mercator unit coordinates and the viewBox pixels per unit. */
export interface MapView {
  x: number;
  y: number;
  scale: number;
}

const clamp = (value: number, least: number, most: number) => Math.min(most, Math.max(least, value));

/** Degrees of longitude from west to east; west > east crosses the antimeridian. */
function longitudeSpan({ west, east }: BoundingBox): number {
  const span = east - west;
  return span >= 0 ? span : span + 360;
}

/** The view centred on the box that shows all of it, widened in one direction to the map's shape. */
export function viewOfBounds(bounds: BoundingBox): MapView {
  const width = Math.max(longitudeSpan(bounds), 1e-9) / 360;
  const top = mercatorY(bounds.north);
  const bottom = mercatorY(bounds.south);
  const height = Math.max(bottom - top, 1e-9);
  const scale = clamp(Math.min(mapWidth / width, mapHeight / height), minScale, maxScale);
  return viewAround(mercatorX(bounds.west) + width / 2, (top + bottom) / 2, scale);
}

/** The view of the given scale centred as near the point as the map's top and bottom allow. */
export function viewAround(centreX: number, centreY: number, scale: number): MapView {
  const clampedScale = clamp(scale, minScale, maxScale);
  const x = centreX - mapWidth / 2 / clampedScale;
  const y = centreY - mapHeight / 2 / clampedScale;
  return { x: x - Math.floor(x), y: clamp(y, 0, 1 - mapHeight / clampedScale), scale: clampedScale };
}

/** The box the view shows, in degrees (rounded outward to 5 decimals, about a metre). */
export function boundsOfView(view: MapView): BoundingBox {
  const right = view.x + mapWidth / view.scale;
  return {
    west: roundDown(longitudeOf(view.x)),
    south: roundDown(latitudeOf(view.y + mapHeight / view.scale)),
    east: roundUp(wrapLongitude(longitudeOf(right))),
    north: roundUp(latitudeOf(view.y)),
  };
}

const roundDown = (value: number) => Math.floor(value * 1e5) / 1e5;
const roundUp = (value: number) => Math.ceil(value * 1e5) / 1e5;

/** A point of the view in viewBox pixels. */
export function pixelOf(view: MapView, x: number, y: number): { left: number; top: number } {
  const dx = x - view.x;
  return { left: (dx - Math.floor(dx)) * view.scale, top: (y - view.y) * view.scale };
}

function centreOf(view: MapView) {
  return { x: view.x + mapWidth / 2 / view.scale, y: view.y + mapHeight / 2 / view.scale };
}

/** Twice as close (factor 2) or twice as far (0.5), around the same centre. */
export function zoomedView(view: MapView, factor: number): MapView {
  const centre = centreOf(view);
  return viewAround(centre.x, centre.y, view.scale * factor);
}

export const canZoomIn = (view: MapView) => view.scale * 2 <= maxScale;
export const canZoomOut = (view: MapView) => view.scale / 2 >= minScale;

/** Moved by half the view: east and south are positive. */
export function pannedView(view: MapView, east: number, south: number): MapView {
  const centre = centreOf(view);
  return viewAround(
    centre.x + (east * mapWidth) / 2 / view.scale,
    centre.y + (south * mapHeight) / 2 / view.scale,
    view.scale,
  );
}

/** Whether the view's top or bottom is already the map's edge (no pan that way). */
export const isAtNorthEdge = (view: MapView) => view.y <= 1e-9;
export const isAtSouthEdge = (view: MapView) => view.y + mapHeight / view.scale >= 1 - 1e-9;

/** The grid the database clusters listings into: cells of this many viewBox pixels. */
export const clusterCellSize = 48;
export const clusterColumns = Math.ceil(mapWidth / clusterCellSize);
export const clusterRows = Math.ceil(mapHeight / clusterCellSize);

/** A cluster's zoom: a view four cells wide around its listings' mean position. */
export function clusterZoomView(view: MapView, left: number, top: number): MapView {
  const scale = view.scale * (mapWidth / (4 * clusterCellSize));
  return viewAround(view.x + left / view.scale, view.y + top / view.scale, scale);
}

/** A marker's key: what the list beside the map names a pin or a cluster by. */
export const markerKey = ({ left, top }: { left: number; top: number }) => `${left},${top}`;
