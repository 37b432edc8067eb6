// The deal rating's method in one place (docs/product/buyers-come-back.md, Deal rating): the batch's SQL,
// the suggested price and the /deal-rating page all read these figures, so the page cannot explain a
// method the code does not use. Browser-safe.
import type { DealRating } from "#app/db/schema.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import type { Translator } from "#app/modules/i18n/translator.ts";

/** Fewer comparables than this: no rating, no suggested price. */
export const minComparables = 5;
/** Comparables are at most this many model years older or newer. */
export const comparableYearSpan = 2;
/** Ended listings (expired or taken down) count this long after they ended. */
export const endedListingMonths = 12;

/**
 * Mileage bands: each starts at `from` miles and ends where the next starts ("under 50,000 miles", "50,000–99,999
 * miles", "150,000 miles and more"); a listing without mileage is compared across all of them.
 */
export const mileageBands = [{ from: 0 }, { from: 50_000 }, { from: 100_000 }, { from: 150_000 }] as const;

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
export const dealRatingBands: readonly { rating: DealRating; maxPercent: number | null }[] = [
  { rating: "great", maxPercent: 90 },
  { rating: "good", maxPercent: 97 },
  { rating: "fair", maxPercent: 108 },
  { rating: "high", maxPercent: null },
];

/** Each rating's name in the catalog: 'Great price' … 'High price'. */
export const dealRatingMessageIds: Readonly<Record<DealRating, MessageId>> = {
  great: "deal-rating.rating.great",
  good: "deal-rating.rating.good",
  fair: "deal-rating.rating.fair",
  high: "deal-rating.rating.high",
};

/** The rating of a price against a market price (both in cents); the SQL compares the same way. */
export function dealRatingFor(priceCents: number, marketPriceCents: number): DealRating {
  const band = dealRatingBands.find(
    (candidate) => candidate.maxPercent === null || priceCents * 100 <= marketPriceCents * candidate.maxPercent,
  );
  return band?.rating ?? "high";
}

/** 'based on N comparable campers' (one: 'comparable camper'), in the page's language. */
export function comparableCampersText(t: Translator["t"], count: number): string {
  return t("deal-rating.comparables", { count });
}

export const dealRatingPath = "/deal-rating";
/** 'How we rate prices'. */
export const dealRatingLinkText: MessageId = "deal-rating.linkText";
