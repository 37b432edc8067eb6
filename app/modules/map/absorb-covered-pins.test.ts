import { describe, expect, it } from "vitest";
import { absorbCoveredPins, meanPosition, type PlacedMarker } from "./absorb-covered-pins.ts";
import { clusterRadius, phoneMarkerScale, pinPillHeight, pinPillWidth } from "./marker-sizes.ts";

type Marker = PlacedMarker & { name: string };
const merge = (cluster: Marker, pin: Marker): Marker => ({
  ...meanPosition(cluster, pin),
  name: `${cluster.name}+${pin.name}`,
});
const pin = (name: string, left: number, top: number, label = "$48k"): Marker => ({ name, left, top, count: 1, label });

describe("absorbCoveredPins", () => {
  it("puts a pin whose pill a cluster's circle would touch on a phone into that cluster, at their mean position", () => {
    const cluster: Marker = { name: "Vancouver", left: 100, top: 100, count: 3 };
    // Seattle, in the next cell, 40 units away: its pill meets the cluster's circle drawn twice as large.
    const seattle = pin("Seattle", 100, 140);
    expect(absorbCoveredPins([seattle, cluster], merge)).toEqual([
      { name: "Vancouver+Seattle", left: 100, top: 110, count: 4 },
    ]);
  });

  it("makes a cluster of two pins whose pills would cover each other's price", () => {
    const [merged, ...rest] = absorbCoveredPins([pin("Moab", 200, 300), pin("Green River", 240, 310)], merge);
    expect(rest).toEqual([]);
    expect(merged).toMatchObject({ name: "Moab+Green River", count: 2, left: 220, top: 305 });
  });

  it("leaves markers clear of one another as they are, pills side by side or stacked included", () => {
    const cluster: Marker = { name: "Denver", left: 500, top: 300, count: 12 };
    const width = pinPillWidth("$48k") * phoneMarkerScale;
    const height = pinPillHeight * phoneMarkerScale;
    const clearOfCluster = clusterRadius(12) * phoneMarkerScale + width / 2 + 1;
    const markers: Marker[] = [
      cluster,
      pin("Boulder", 500 + clearOfCluster, 300),
      pin("Moab", 100, 300),
      pin("Green River", 100 + width, 300),
      pin("Price", 100, 300 + height),
    ];
    expect(absorbCoveredPins(markers, merge)).toEqual(markers);
  });

  it("checks a grown cluster again: a pin it now covers joins it too", () => {
    const cluster: Marker = { name: "A", left: 0, top: 0, count: 9 };
    const halfPill = (pinPillWidth("$48k") * phoneMarkerScale) / 2;
    const reach = clusterRadius(9) * phoneMarkerScale + halfPill;
    const near = pin("near", reach - 1, 0);
    // Out of the first cluster's reach, within the merged cluster's (it moved toward it and grew).
    const grownReach = clusterRadius(10) * phoneMarkerScale + halfPill;
    const next = pin("next", (reach - 1) / 10 + grownReach - 1, 0);
    expect(next.left).toBeGreaterThan(reach);
    const [merged, ...rest] = absorbCoveredPins([cluster, near, next], merge);
    expect(rest).toEqual([]);
    expect(merged).toMatchObject({ name: "A+near+next", count: 11 });
  });
});
