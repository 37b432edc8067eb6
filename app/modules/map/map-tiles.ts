// Raster tiles for a view when MAP_TILES_URL is configured (docs/product/map.md, Basemap): the page
// places them as SVG images and the browser fetches them; the server never contacts the tile server.
import { type MapView, mapHeight, mapWidth } from "./map-view.ts";

export interface MapTile {
  href: string;
  /** Position and side in viewBox pixels. */
  left: number;
  top: number;
  size: number;
}

const tileSize = 256;
const maxTileZoom = 19;

/** The tile zoom whose tiles are drawn nearest their own size (between 0.7 and 1.4 times). */
export function tileZoomOf(view: MapView): number {
  return Math.max(0, Math.min(maxTileZoom, Math.round(Math.log2(view.scale / tileSize))));
}

/** `{z}`, `{x}` and `{y}` of the template replaced. */
export function tileUrl(template: string, z: number, x: number, y: number): string {
  return template.replaceAll("{z}", String(z)).replaceAll("{x}", String(x)).replaceAll("{y}", String(y));
}

/** The tiles covering the view, left to right across the antimeridian, top to bottom within the map. */
export function tilesForView(view: MapView, template: string): MapTile[] {
  const zoom = tileZoomOf(view);
  const count = 2 ** zoom;
  const size = view.scale / count;
  const firstColumn = Math.floor(view.x * count);
  const lastColumn = Math.ceil((view.x + mapWidth / view.scale) * count) - 1;
  const firstRow = Math.max(0, Math.floor(view.y * count));
  const lastRow = Math.min(count - 1, Math.ceil((view.y + mapHeight / view.scale) * count) - 1);
  const tiles: MapTile[] = [];
  for (let row = firstRow; row <= lastRow; row++) {
    for (let column = firstColumn; column <= lastColumn; column++) {
      tiles.push({
        href: tileUrl(template, zoom, ((column % count) + count) % count, row),
        left: round2((column / count - view.x) * view.scale),
        top: round2((row / count - view.y) * view.scale),
        // A hair larger, so that neighbouring tiles leave no hairline between them.
        size: round2(size + 0.5),
      });
    }
  }
  return tiles;
}

const round2 = (value: number) => Math.round(value * 100) / 100;
