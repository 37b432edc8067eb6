import { describe, expect, it } from "vitest";
import { absorbCoveredPins, meanPosition, type PlacedMarker } from "./absorb-covered-pins.ts";
import { clusterRadius, phoneMarkerScale, pinDotRadius } from "./marker-sizes.ts";

type Marker = PlacedMarker & { name: string };
const merge = (cluster: Marker, pin: Marker): Marker => ({
  ...meanPosition(cluster, pin),
  name: `${cluster.name}+${pin.name}`,
});

describe("absorbCoveredPins", () => {
  it("puts a pin a cluster's circle would cover on a phone into that cluster, at their mean position", () => {
    const cluster: Marker = { name: "Vancouver", left: 100, top: 100, count: 3 };
    // Seattle, in the next cell, 30 units away: under the cluster's circle drawn twice as large.
    const seattle: Marker = { name: "Seattle", left: 100, top: 130, count: 1 };
    expect(absorbCoveredPins([seattle, cluster], merge)).toEqual([
      { name: "Vancouver+Seattle", left: 100, top: 107.5, count: 4 },
    ]);
  });

  it("leaves pins clear of every cluster, and pins beside pins, as they are", () => {
    const cluster: Marker = { name: "Denver", left: 500, top: 300, count: 12 };
    const clear = (clusterRadius(12) + pinDotRadius) * phoneMarkerScale + 1;
    const markers: Marker[] = [
      cluster,
      { name: "Boulder", left: 500 + clear, top: 300, count: 1 },
      { name: "Moab", left: 200, top: 300, count: 1 },
      { name: "Green River", left: 215, top: 300, count: 1 },
    ];
    expect(absorbCoveredPins(markers, merge)).toEqual(markers);
  });

  it("checks a grown cluster again: a pin it now covers joins it too", () => {
    const cluster: Marker = { name: "A", left: 0, top: 0, count: 9 };
    const reach = (clusterRadius(9) + pinDotRadius) * phoneMarkerScale;
    const near: Marker = { name: "near", left: reach - 1, top: 0, count: 1 };
    // Out of the first cluster's reach, within the merged cluster's (it moved toward it and grew).
    const grownReach = (clusterRadius(10) + pinDotRadius) * phoneMarkerScale;
    const next: Marker = { name: "next", left: (reach - 1) / 10 + grownReach - 1, top: 0, count: 1 };
    expect(next.left).toBeGreaterThan(reach);
    const [merged, ...rest] = absorbCoveredPins([cluster, near, next], merge);
    expect(rest).toEqual([]);
    expect(merged).toMatchObject({ name: "A+near+next", count: 11 });
  });
});
