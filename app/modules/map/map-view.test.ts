import { describe, expect, it } from "vitest";
import { mapHref } from "./map-links.ts";
import {
  boundsAroundCircle,
  boundsOfView,
  canZoomOut,
  clusterZoomView,
  defaultMapBounds,
  mapHeight,
  mapWidth,
  pannedView,
  pixelOf,
  viewOfBounds,
  zoomedView,
} from "./map-view.ts";
import { latitudeOf, longitudeOf, mercatorX, mercatorY } from "./web-mercator.ts";

describe("Web Mercator", () => {
  it("puts the antimeridian at the edges, the equator in the middle, and reads its own points back", () => {
    expect(mercatorX(-180)).toBe(0);
    expect(mercatorX(180)).toBe(1);
    expect(mercatorY(0)).toBeCloseTo(0.5, 12);
    expect(mercatorY(85.05112878)).toBeCloseTo(0, 6);
    expect(mercatorY(90)).toBeCloseTo(0, 6);
    for (const latitude of [-60, -12.5, 0, 39.7392, 72])
      expect(latitudeOf(mercatorY(latitude))).toBeCloseTo(latitude, 9);
    for (const longitude of [-179.5, -104.99, 0, 120])
      expect(longitudeOf(mercatorX(longitude))).toBeCloseTo(longitude, 9);
  });
});

describe("the map's view", () => {
  it("shows all of the United States and Canada by default, widened to the map's shape without crossing the antimeridian", () => {
    const bounds = boundsOfView(viewOfBounds(defaultMapBounds));
    expect(bounds.west).toBeLessThanOrEqual(defaultMapBounds.west);
    expect(bounds.east).toBeGreaterThanOrEqual(defaultMapBounds.east);
    expect(bounds.west).toBeLessThan(bounds.east);
    expect(bounds.south).toBeLessThanOrEqual(defaultMapBounds.south);
    expect(bounds.north).toBeGreaterThanOrEqual(defaultMapBounds.north);
  });

  it("reads back the view from its own bbox, so links do not drift", () => {
    const view = viewOfBounds({ west: -105.3, south: 39.5, east: -104.6, north: 40 });
    const again = viewOfBounds(boundsOfView(view));
    expect(again.scale / view.scale).toBeCloseTo(1, 4);
    expect(again.x).toBeCloseTo(view.x, 6);
    expect(again.y).toBeCloseTo(view.y, 6);
  });

  it("zooms around the centre, pans by half a view, and stops at the world's top and widest view", () => {
    const view = viewOfBounds({ west: -110, south: 35, east: -100, north: 42 });
    const closer = zoomedView(view, 2);
    expect(closer.scale).toBeCloseTo(view.scale * 2, 6);
    expect(pixelOf(closer, view.x + mapWidth / 2 / view.scale, view.y + mapHeight / 2 / view.scale).left).toBeCloseTo(
      mapWidth / 2,
      6,
    );
    const east = pannedView(view, 1, 0);
    expect((east.x - view.x) * view.scale).toBeCloseTo(mapWidth / 2, 6);
    const top = pannedView(viewOfBounds({ west: -110, south: 80, east: -100, north: 85 }), 0, -1);
    expect(top.y).toBe(0);
    let widest = view;
    while (canZoomOut(widest)) widest = zoomedView(widest, 0.5);
    const bounds = boundsOfView(widest);
    expect((bounds.east - bounds.west + 360) % 360).toBeLessThanOrEqual(300.001);
  });

  it("crosses the antimeridian: west > east in the bbox", () => {
    const view = viewOfBounds({ west: 170, south: 50, east: -170, north: 60 });
    const bounds = boundsOfView(view);
    expect(bounds.west).toBeGreaterThan(bounds.east);
    expect(pixelOf(view, mercatorX(-175), mercatorY(55)).left).toBeGreaterThan(mapWidth / 2);
  });

  it("zooms a cluster to a view four cells wide around it", () => {
    const view = viewOfBounds(defaultMapBounds);
    const zoomed = clusterZoomView(view, 300, 200);
    expect(zoomed.scale / view.scale).toBeCloseTo(mapWidth / (4 * 48), 6);
    const centre = pixelOf(zoomed, view.x + 300 / view.scale, view.y + 200 / view.scale);
    expect(centre.left).toBeCloseTo(mapWidth / 2, 4);
    expect(centre.top).toBeCloseTo(mapHeight / 2, 4);
  });
});

describe("map links", () => {
  it("keep the search's parameters, set the view and drop the open pin when the view changes", () => {
    const current = new URLSearchParams("make=ford&sleeps_min=4&view=map&pin=abc&cursor=xyz");
    const view = viewOfBounds({ west: -110, south: 35, east: -100, north: 42 });
    const moved = new URL(mapHref(current, { view }), "http://x").searchParams;
    expect(moved.get("make")).toBe("ford");
    expect(moved.get("sleeps_min")).toBe("4");
    expect(moved.get("view")).toBe("map");
    expect(moved.get("pin")).toBeNull();
    expect(moved.get("cursor")).toBeNull();
    expect(moved.get("bbox")?.split(",")).toHaveLength(4);
    const opened = new URL(mapHref(moved, { pin: "id-1" }), "http://x").searchParams;
    expect(opened.get("pin")).toBe("id-1");
    expect(opened.get("bbox")).toBe(moved.get("bbox"));
    expect(new URL(mapHref(opened, { view: null }), "http://x").searchParams.get("bbox")).toBeNull();
  });
});

describe("the view of a radius search", () => {
  it("is the box around the circle: 250 miles around Denver reach about 3.6° north and south and 4.7° east and west", () => {
    const denver = { latitude: 39.7392, longitude: -104.9903 };
    const box = boundsAroundCircle(denver, 250);
    expect(box.north - denver.latitude).toBeCloseTo(3.6, 1);
    expect(denver.latitude - box.south).toBeCloseTo(3.6, 1);
    expect(denver.longitude - box.west).toBeCloseTo(4.7, 1);
    expect(box.east - denver.longitude).toBeCloseTo(4.7, 1);
    // The map shows all of it, and not the continent: at most twice its width.
    const shown = boundsOfView(viewOfBounds(box));
    expect(shown.west).toBeLessThanOrEqual(box.west);
    expect(shown.east).toBeGreaterThanOrEqual(box.east);
    expect(shown.south).toBeLessThanOrEqual(box.south);
    expect(shown.north).toBeGreaterThanOrEqual(box.north);
    expect(shown.east - shown.west).toBeLessThan(2 * (box.east - box.west));
  });

  it("spans every longitude when the circle holds a pole", () => {
    expect(boundsAroundCircle({ latitude: 80, longitude: 0 }, 500)).toMatchObject({ west: -180, east: 180 });
  });
});
