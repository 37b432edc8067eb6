import {
  clusterRadius,
  phoneMarkerScale,
  pinDotRadius,
  pinPillHeight,
  pinPillWidth,
  pinTargetHeight,
  pinTargetWidth,
} from "./marker-sizes.ts";

/** What the absorption needs of a marker: its place in viewBox units, how many listings it holds and a pin's label. */
export interface PlacedMarker {
  left: number;
  top: number;
  count: number;
  /** A pin's short price, which sets its pill's width. */
  label?: string | undefined;
}

/**
 * Markers that would hide one another badly join up (docs/product/map.md, Pins and clusters): a pin whose
 * dot a cluster's circle would touch on a phone (markers drawn twice as large), or whose pill it would touch
 * on a desktop, joins that cluster, so that no pin lies under a cluster where it could be seen but not
 * tapped; two pins whose pills would cover much of each other's price on a desktop become a cluster. Grid
 * cells cluster apart, so markers at the edges of neighbouring cells can meet. A joined cluster moves to
 * the mean position of its listings and grows, so it is checked again until no pin meets another marker.
 * `merge` makes the cluster that holds both.
 */
export function absorbCoveredPins<Marker extends PlacedMarker>(
  markers: readonly Marker[],
  merge: (cluster: Marker, pin: Marker) => Marker,
): Marker[] {
  const result = [...markers];
  let absorbed = true;
  while (absorbed) {
    absorbed = false;
    for (const pin of result) {
      if (pin.count !== 1) continue;
      const other = result.find(
        (marker) =>
          marker !== pin &&
          (marker.count > 1
            ? dotMeetsCluster(pin, marker, phoneMarkerScale) || pillMeets(marker, pin, 1)
            : pillMeets(marker, pin, 1)),
      );
      if (!other) continue;
      // The cluster (or, of two pins, the first) takes the other's place in the list.
      const [kept, joining] = other.count > 1 ? [other, pin] : [pin, other];
      result.splice(result.indexOf(joining), 1);
      result.splice(result.indexOf(kept), 1, merge(kept, joining));
      absorbed = true;
      break;
    }
  }
  return result;
}

/**
 * Whether a pin's pill has room on a phone (drawn twice as large): it meets no other marker there, as a
 * pill, a dot or a cluster. A pin without that room is drawn there as a dot (docs/product/map.md).
 */
export function hasPillRoomOnPhone(pin: PlacedMarker, markers: readonly PlacedMarker[]): boolean {
  return markers.every((marker) => marker === pin || !pillMeets(marker, pin, phoneMarkerScale));
}

/** Whether a pin's dot, at the given scale, touches a cluster's circle. */
function dotMeetsCluster(pin: PlacedMarker, cluster: PlacedMarker, scale: number): boolean {
  const reach = (clusterRadius(cluster.count) + pinDotRadius) * scale;
  return Math.hypot(pin.left - cluster.left, pin.top - cluster.top) < reach;
}

/** Whether a pin's pill and another marker (a cluster's circle or a pill), at the given scale, hide each other badly. */
function pillMeets(marker: PlacedMarker, pin: PlacedMarker, scale: number): boolean {
  const dx = Math.abs(marker.left - pin.left);
  const dy = Math.abs(marker.top - pin.top);
  const pinWidth = pinPillWidth(pin.label ?? "") * scale;
  const pinHeight = pinPillHeight * scale;
  if (marker.count > 1) {
    // The circle touches the pill: the nearest point of the pill is closer than the radius.
    const nearestX = Math.max(0, dx - pinWidth / 2);
    const nearestY = Math.max(0, dy - pinHeight / 2);
    return Math.hypot(nearestX, nearestY) < clusterRadius(marker.count) * scale;
  }
  const markerWidth = pinPillWidth(marker.label ?? "") * scale;
  // Pills may overlap at their rounded ends, by a fifth of their widths, and not over the text's height;
  // neither pill's middle may lie under the other's tap target.
  const apartX = Math.max(
    (0.8 * (markerWidth + pinWidth)) / 2,
    (Math.max(pinTargetWidth(pin.label ?? ""), pinTargetWidth(marker.label ?? "")) * scale) / 2,
  );
  const apartY = Math.max(0.8 * pinHeight, (pinTargetHeight * scale) / 2);
  return dx < apartX && dy < apartY;
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
