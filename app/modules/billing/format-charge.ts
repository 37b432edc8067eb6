import { formatPrice } from "#app/lib/money.ts";
import { formatDollarsAndCents } from "#app/lib/plain-format.ts";

/**
 * An amount to pay, in integer cents: whole dollars as "$89", others with their cents ("$71.20", a
 * builder's 20% off), so what a page shows is what the checkout charges.
 */
export function formatCharge(cents: number): string {
  return cents % 100 === 0 ? formatPrice(cents) : formatDollarsAndCents(cents);
}
