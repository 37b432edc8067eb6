import { describe, expect, it } from "vitest";
import { defaultMapBounds, mapHeight, mapWidth, viewOfBounds } from "./map-view.ts";
import { phoneMarkerScale } from "./marker-sizes.ts";
import { loadPlaceNameCandidates, type PlaceName, selectPlaceNames } from "./place-names.server.ts";

/** Rough boxes of the names as drawn (the selection's own are a little larger). */
function roughBox(name: PlaceName, scale: number) {
  const width = name.name.length * 6 * scale;
  const height = 12 * scale;
  const left = name.side === "centre" ? name.left - width / 2 : name.side === "left" ? name.left - width : name.left;
  return { left, right: left + width, top: name.top - height / 2, bottom: name.top + height / 2 };
}

function overlapping(names: readonly PlaceName[], scale: number): string[] {
  const found: string[] = [];
  names.forEach((a, index) => {
    for (const b of names.slice(index + 1)) {
      const boxA = roughBox(a, scale);
      const boxB = roughBox(b, scale);
      if (boxA.left < boxB.right && boxB.left < boxA.right && boxA.top < boxB.bottom && boxB.top < boxA.bottom)
        found.push(`${a.name} / ${b.name}`);
    }
  });
  return found;
}

describe("place names", () => {
  it("names the states and the largest cities of the continent, a handful, none overlapping", async () => {
    const candidates = await loadPlaceNameCandidates();
    const names = selectPlaceNames(candidates, viewOfBounds(defaultMapBounds));
    const cities = names.filter((name) => name.kind === "city").map((name) => name.name);
    expect(cities.length).toBeGreaterThan(0);
    expect(cities.length).toBeLessThanOrEqual(6);
    expect(cities).toContain("New York City");
    expect(names.some((name) => name.kind === "region")).toBe(true);
    expect(overlapping(names, 1)).toEqual([]);
    expect(
      overlapping(
        names.filter((name) => name.isOnPhone),
        phoneMarkerScale,
      ),
    ).toEqual([]);
    for (const name of names) {
      expect(name.left).toBeGreaterThanOrEqual(0);
      expect(name.left).toBeLessThanOrEqual(mapWidth);
      expect(name.top).toBeGreaterThanOrEqual(0);
      expect(name.top).toBeLessThanOrEqual(mapHeight);
    }
  });

  it("shows more and smaller cities as the map zooms in: around Denver, Denver, Colorado Springs and Colorado", async () => {
    const candidates = await loadPlaceNameCandidates();
    const wide = selectPlaceNames(candidates, viewOfBounds(defaultMapBounds));
    const names = selectPlaceNames(candidates, viewOfBounds({ west: -110, south: 36, east: -100, north: 43.5 }));
    const cities = names.filter((name) => name.kind === "city").map((name) => name.name);
    expect(cities).toEqual(expect.arrayContaining(["Denver", "Colorado Springs"]));
    expect(cities.length).toBeGreaterThan(wide.filter((name) => name.kind === "city").length);
    expect(names.filter((name) => name.kind === "region").map((name) => name.name)).toContain("Colorado");
    expect(overlapping(names, 1)).toEqual([]);
    // The phone's names are a subset, chosen at its size.
    expect(names.filter((name) => name.isOnPhone).length).toBeGreaterThan(0);
    expect(
      overlapping(
        names.filter((name) => name.isOnPhone),
        phoneMarkerScale,
      ),
    ).toEqual([]);
  });
});
