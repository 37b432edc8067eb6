// How large pins and clusters are drawn, in the map's viewBox units (docs/product/map.md, Pins and clusters).
// Browser-safe: the pins are drawn with these, and the server keeps markers from hiding one another with them.

/** On a phone, a pin without room for its pill is a dot. */
export const pinDotRadius = 8;

/** A pin is a pill with its short price: this tall, its text this large. */
export const pinPillHeight = 28;
export const pinFontSize = 15;
/** The tap target around the pill: 36 units tall (27 px on a 375 px phone, where markers are drawn twice as large). */
export const pinTargetHeight = 36;
const pinTargetPadding = 4;

/** Rough advance widths of the bold system font at pinFontSize, per character of a short price. */
const characterWidth = (character: string) => (character === "." ? 4.5 : character === "M" ? 12.5 : 9);

/** A pill's width: its text and 10 units either side. */
export function pinPillWidth(label: string): number {
  return Math.round(20 + [...label].reduce((sum, character) => sum + characterWidth(character), 0));
}

/** The pill's tap target: a little larger than the pill, never narrower than it is tall. */
export const pinTargetWidth = (label: string) => Math.max(pinTargetHeight, pinPillWidth(label) + 2 * pinTargetPadding);

/** A cluster's circle grows with the number of listings it holds. */
export function clusterRadius(count: number): number {
  return Math.min(26, 14 + Math.log10(count) * 5);
}

/** On a phone the map is drawn at about a third of its size, its markers twice as large as on a desktop. */
export const phoneMarkerScale = 2;
