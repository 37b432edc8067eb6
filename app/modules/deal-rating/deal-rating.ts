// The deal rating's method in one place (docs/product/buyers-come-back.md, Deal rating): the batch's SQL,
// the suggested price and the /deal-rating page all read these figures, so the page cannot explain a
// method the code does not use. Browser-safe.
import type { DealRating } from "#app/db/schema.ts";

/** Fewer comparables than this: no rating, no suggested price. */
export const minComparables = 5;
/** Comparables are at most this many model years older or newer. */
export const comparableYearSpan = 2;
/** Ended listings (expired or taken down) count this long after they ended. */
export const endedListingMonths = 12;

/** Mileage bands: each starts at `from` miles; a listing without mileage is compared across all of them. */
export const mileageBands = [
  { from: 0, label: "under 50,000 miles" },
  { from: 50_000, label: "50,000–99,999 miles" },
  { from: 100_000, label: "100,000–149,999 miles" },
  { from: 150_000, label: "150,000 miles and more" },
] as const;

/** The band of a mileage (its index in mileageBands), or null without one. */
export function mileageBandOf(mileage: number | null | undefined): number | null {
  if (mileage === null || mileage === undefined) return null;
  return mileageBands.findLastIndex((band) => mileage >= band.from);
}

/**
 * The price against the market price, in percent of it: a rating applies when the price is at most
 * `maxPercent` of the market price (the last one has none). 'Great' at least 10% below, 'Good' 3% to
 * 10% below, 'Fair' from 3% below to 8% above, 'High' more than 8% above; a bound belongs to the
 * better rating.
 */
export const dealRatingBands: readonly { rating: DealRating; label: string; maxPercent: number | null }[] = [
  { rating: "great", label: "Great price", maxPercent: 90 },
  { rating: "good", label: "Good price", maxPercent: 97 },
  { rating: "fair", label: "Fair price", maxPercent: 108 },
  { rating: "high", label: "High price", maxPercent: null },
];

export const dealRatingLabels = Object.fromEntries(dealRatingBands.map((band) => [band.rating, band.label])) as Record<
  DealRating,
  string
>;

/** The rating of a price against a market price (both in cents); the SQL compares the same way. */
export function dealRatingFor(priceCents: number, marketPriceCents: number): DealRating {
  const band = dealRatingBands.find(
    (candidate) => candidate.maxPercent === null || priceCents * 100 <= marketPriceCents * candidate.maxPercent,
  );
  return band?.rating ?? "high";
}

/** 'based on N comparable campers' (one: 'comparable camper'). */
export function comparableCampersText(count: number): string {
  return `based on ${count} comparable camper${count === 1 ? "" : "s"}`;
}

export const dealRatingPath = "/deal-rating";
export const dealRatingLinkText = "How we rate prices";
