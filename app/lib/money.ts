import { formatWholeDollars } from "./plain-format.ts";

/** Formats integer cents as dollars with thousands separators: 4550000 → "$45,500". */
export function formatPrice(cents: number): string {
  return formatWholeDollars(Math.round(cents / 100));
}
