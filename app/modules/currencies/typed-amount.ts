// An amount of a listing's currency as people type it: the listing form's price, and every other field that takes
// one (the sale price, the payment calculator's). On its own and browser-safe, so that a page reading one amount in
// the browser does not load the listing form's rules with it.

/** Prices are int4 cents in the database; the search takes the same bound. */
export const maxPriceCents = 20_000_000 * 100;

/**
 * "$45,000.50" → 4500050, and the French way, "45 000,50 $" → 4500050 (a comma before exactly two final digits is the
 * decimal one); null for anything that is not an amount with at most two decimals.
 */
export function parsePriceCents(typed: string): number | null {
  const trimmed = typed.replace(/[$\s]/g, "");
  const cleaned = (/^[\d,]*\d,\d{2}$/.test(trimmed) ? trimmed.replace(/,(\d{2})$/, ".$1") : trimmed).replace(/,/g, "");
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return Number.isSafeInteger(cents) && cents <= maxPriceCents ? cents : null;
}
