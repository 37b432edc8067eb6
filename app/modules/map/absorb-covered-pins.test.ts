import { describe, expect, it } from "vitest";
import { absorbCoveredPins, hasPillRoomOnPhone, meanPosition, type PlacedMarker } from "./absorb-covered-pins.ts";
import { clusterRadius, phoneMarkerScale, pinDotRadius, pinPillHeight, pinPillWidth } from "./marker-sizes.ts";

type Marker = PlacedMarker & { name: string };
const merge = (cluster: Marker, pin: Marker): Marker => ({
  ...meanPosition(cluster, pin),
  name: `${cluster.name}+${pin.name}`,
});
const pin = (name: string, left: number, top: number, label = "$48k"): Marker => ({ name, left, top, count: 1, label });
const pillWidth = pinPillWidth("$48k");

describe("absorbCoveredPins", () => {
  it("puts a pin a cluster's circle would cover on a phone into that cluster, at their mean position", () => {
    const cluster: Marker = { name: "Vancouver", left: 100, top: 100, count: 3 };
    // Seattle, in the next cell, 30 units away: under the cluster's circle drawn twice as large.
    expect(absorbCoveredPins([pin("Seattle", 100, 130), cluster], merge)).toEqual([
      { name: "Vancouver+Seattle", left: 100, top: 107.5, count: 4 },
    ]);
  });

  it("makes a cluster of two pins whose pills would cover each other's price", () => {
    const [merged, ...rest] = absorbCoveredPins([pin("Moab", 200, 300), pin("Green River", 240, 310)], merge);
    expect(rest).toEqual([]);
    expect(merged).toMatchObject({ name: "Moab+Green River", count: 2, left: 220, top: 305 });
  });

  it("leaves markers clear of one another as they are, pills side by side or stacked included", () => {
    const cluster: Marker = { name: "Denver", left: 500, top: 300, count: 12 };
    const clear =
      Math.max((clusterRadius(12) + pinDotRadius) * phoneMarkerScale, clusterRadius(12) + pillWidth / 2) + 1;
    const markers: Marker[] = [
      cluster,
      pin("Boulder", 500 + clear, 300),
      pin("Moab", 100, 300),
      pin("Green River", 100 + pillWidth, 300),
      pin("Price", 100, 300 + pinPillHeight),
    ];
    expect(absorbCoveredPins(markers, merge)).toEqual(markers);
  });

  it("checks a grown cluster again: a pin it now covers joins it too", () => {
    const cluster: Marker = { name: "A", left: 0, top: 0, count: 9 };
    const reach = (clusterRadius(9) + pinDotRadius) * phoneMarkerScale;
    const near = pin("near", reach - 1, 0);
    // Out of the first cluster's reach, within the merged cluster's (it moved toward it and grew).
    const grownReach = (clusterRadius(10) + pinDotRadius) * phoneMarkerScale;
    const next = pin("next", (reach - 1) / 10 + grownReach - 1, 0);
    expect(next.left).toBeGreaterThan(reach);
    const [merged, ...rest] = absorbCoveredPins([cluster, near, next], merge);
    expect(rest).toEqual([]);
    expect(merged).toMatchObject({ name: "A+near+next", count: 11 });
  });
});

describe("hasPillRoomOnPhone", () => {
  it("gives a pin its pill on a phone only where the pill, drawn twice as large, meets no other marker", () => {
    const alone = pin("Moab", 100, 100);
    const neighbour = pin("Green River", 100 + pillWidth, 100);
    expect(hasPillRoomOnPhone(alone, [alone])).toBe(true);
    expect(hasPillRoomOnPhone(alone, [alone, neighbour])).toBe(false);
    expect(hasPillRoomOnPhone(alone, [alone, pin("Far", 100 + pillWidth * phoneMarkerScale, 100)])).toBe(true);
  });
});
