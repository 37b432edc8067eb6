// Just enough colour arithmetic to light a drawn scene: haze, shade, warm or cool a palette.

const toRgb = (hex: string): [number, number, number] => {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
};

const toHex = (rgb: readonly number[]) =>
  `#${rgb
    .map((channel) =>
      Math.round(Math.min(255, Math.max(0, channel)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;

/** `amount` 0 gives `from`, 1 gives `to`. */
export function mix(from: string, to: string, amount: number): string {
  const a = toRgb(from);
  const b = toRgb(to);
  return toHex(a.map((channel, i) => channel + ((b[i] as number) - channel) * amount));
}

/** Darker below 1, lighter above 1. */
export function shade(color: string, factor: number): string {
  return factor <= 1 ? mix(color, "#000000", 1 - factor) : mix(color, "#ffffff", Math.min(1, factor - 1));
}
