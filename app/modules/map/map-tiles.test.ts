import { describe, expect, it } from "vitest";
import { tilesForView, tileUrl, tileZoomOf } from "./map-tiles.ts";
import { type MapView, mapHeight, mapWidth, viewOfBounds } from "./map-view.ts";

const template = "https://tile.example.org/{z}/{x}/{y}.png";

describe("map tiles", () => {
  it("fills in {z}, {x} and {y}, wherever and however often they appear", () => {
    expect(tileUrl("https://t.example/{z}/{x}/{y}.png?layer={z}", 3, 2, 5)).toBe("https://t.example/3/2/5.png?layer=3");
  });

  it("picks the zoom whose tiles are drawn nearest their own 256 pixels", () => {
    expect(tileZoomOf({ x: 0, y: 0, scale: 256 * 2 ** 4 })).toBe(4);
    expect(tileZoomOf({ x: 0, y: 0, scale: 256 * 2 ** 4 * 1.3 })).toBe(4);
    expect(tileZoomOf({ x: 0, y: 0, scale: 256 * 2 ** 4 * 1.5 })).toBe(5);
  });

  it("covers the view exactly with whole tiles, within the map's rows", () => {
    const view: MapView = { x: 0.25 + 10 / 4096, y: 0.375, scale: 4096 };
    const tiles = tilesForView(view, template);
    expect(tileZoomOf(view)).toBe(4);
    // 1000 px from 10 px into column 4 (246 + 3 × 256 ≥ 1000): columns 4..7; 640 px from row 6's top: rows 6..8.
    expect(tiles.map((tile) => tile.href)).toContain("https://tile.example.org/4/4/6.png");
    expect(tiles.map((tile) => tile.href)).toContain("https://tile.example.org/4/7/8.png");
    expect(tiles).toHaveLength(4 * 3);
    const first = tiles[0];
    expect(first).toMatchObject({ left: -10, top: 0, size: 256.5 });
    for (const tile of tiles) {
      expect(tile.left).toBeLessThan(mapWidth);
      expect(tile.left + tile.size).toBeGreaterThan(0);
      expect(tile.top).toBeLessThan(mapHeight);
    }
  });

  it("wraps the columns across the antimeridian", () => {
    const tiles = tilesForView(viewOfBounds({ west: 170, south: 50, east: -170, north: 60 }), template);
    const columns = tiles.map((tile) => Number(tile.href.split("/")[4]));
    const zoom = Number(tiles[0]?.href.split("/")[3]);
    expect(Math.max(...columns)).toBe(2 ** zoom - 1);
    expect(Math.min(...columns)).toBe(0);
  });

  it("never asks for more than a screenful of tiles", () => {
    for (let scale = 1400; scale < 2 ** 26; scale *= 1.37) {
      expect(tilesForView({ x: 0.2, y: 0.3, scale }, template).length).toBeLessThanOrEqual(40);
    }
  });
});
