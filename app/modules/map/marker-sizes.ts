// How large pins and clusters are drawn, in the map's viewBox units (docs/product/map.md, Pins and clusters).
// Browser-safe: the pins are drawn with these, and the server keeps pins from hiding under clusters with them.

/** A pin's dot, and its transparent tap target around it. */
export const pinDotRadius = 8;
export const pinTargetRadius = 18;

/** A cluster's circle grows with the number of listings it holds. */
export function clusterRadius(count: number): number {
  return Math.min(26, 14 + Math.log10(count) * 5);
}

/** On a phone the map is drawn at about a third of its size, its markers twice as large as on a desktop. */
export const phoneMarkerScale = 2;
