import type { ListingTierId } from "#app/db/schema.ts";

export interface ListingTier {
  id: ListingTierId;
  name: string;
  priceCents: number;
  /** How long a paid listing (or a renewal) runs. */
  months: number;
  maxImages: number;
  maxVideos: number;
  /** Days on the home page's featured list from creation; 0 for none. */
  featuredDays: number;
  extras: string[];
}

/** The listing tiers of DESIGN §4; prices in integer cents. */
export const listingTiers: Record<ListingTierId, ListingTier> = {
  graze: {
    id: "graze",
    name: "Graze",
    priceCents: 2_900,
    months: 1,
    maxImages: 10,
    maxVideos: 0,
    featuredDays: 0,
    extras: [],
  },
  roam: {
    id: "roam",
    name: "Roam",
    priceCents: 8_900,
    months: 3,
    maxImages: 30,
    maxVideos: 1,
    featuredDays: 3,
    extras: ["Featured 3 days on the homepage", "Instagram story"],
  },
  stampede: {
    id: "stampede",
    name: "Stampede",
    priceCents: 25_000,
    months: 6,
    maxImages: 50,
    maxVideos: 1,
    featuredDays: 5,
    extras: ["Featured 5 days on the homepage", "Instagram feature"],
  },
};
