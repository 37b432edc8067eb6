import type { Currency } from "#app/modules/currencies/currencies.ts";
import { formatMoney } from "#app/modules/currencies/format-money.ts";
import { listingDisplayTitle } from "#app/modules/listings/listing-summary.ts";
import type { SocialCard } from "./social-image-card.ts";

/**
 * A listing's share image: its title, its asking price with the currency named (the image is the same in both
 * languages, so in English's writing: 'CA$69,500'), its place and its first photo. Apart from the other cards, so
 * that a page sharing a post carries no price formatting.
 */
export function listingSocialCard(listing: {
  title: string;
  make: string;
  model: string;
  askingPriceCents: number;
  currency: Currency;
  location: string;
  images: readonly string[];
}): SocialCard {
  return {
    title: listingDisplayTitle(listing),
    highlight: formatMoney(listing.askingPriceCents, listing.currency, "en-US"),
    detail: listing.location.trim() || null,
    photo: listing.images[0] ?? null,
  };
}
