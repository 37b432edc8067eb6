import { clusterRadius, phoneMarkerScale, pinDotRadius } from "./marker-sizes.ts";

/** What the absorption needs of a marker: its place in viewBox units and how many listings it holds. */
export interface PlacedMarker {
  left: number;
  top: number;
  count: number;
}

/**
 * Pins whose dot a cluster's circle would touch join that cluster, as drawn on a phone (the larger size), so
 * that no pin lies under a cluster where it could be seen but not tapped. Grid cells cluster apart, so a pin
 * at the edge of one cell can sit under the cluster of the next. The cluster moves to the mean position of its
 * listings and grows, so it is checked again until no pin touches any cluster. `merge` makes the cluster
 * that holds both.
 */
export function absorbCoveredPins<Marker extends PlacedMarker>(
  markers: readonly Marker[],
  merge: (cluster: Marker, pin: Marker) => Marker,
): Marker[] {
  const result = [...markers];
  let absorbed = true;
  while (absorbed) {
    absorbed = false;
    for (const cluster of result.filter((marker) => marker.count > 1)) {
      const reach = (clusterRadius(cluster.count) + pinDotRadius) * phoneMarkerScale;
      const pin = result.find(
        (marker) => marker.count === 1 && Math.hypot(marker.left - cluster.left, marker.top - cluster.top) < reach,
      );
      if (!pin) continue;
      result.splice(result.indexOf(pin), 1);
      result.splice(result.indexOf(cluster), 1, merge(cluster, pin));
      absorbed = true;
      break;
    }
  }
  return result;
}

/** The position of two markers' listings together: their mean, weighted by how many each holds. */
export function meanPosition(a: PlacedMarker, b: PlacedMarker): { left: number; top: number; count: number } {
  const count = a.count + b.count;
  return {
    left: (a.left * a.count + b.left * b.count) / count,
    top: (a.top * a.count + b.top * b.count) / count,
    count,
  };
}
