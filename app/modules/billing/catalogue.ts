// What Roamstead sells (docs/product/selling.md, docs/product/builders.md): three listing tiers and the
// builder package. Browser-safe: the tier pages read it to show prices and features, the server reads it
// to charge and to apply limits.
// Prices are integer cents; format them with `formatPrice` only at the edge.
import type { ListingTierId } from "#app/db/schema.ts";

export type { ListingTierId };

export interface ListingTier {
  id: ListingTierId;
  name: string;
  description: string;
  priceCents: number;
  /** How long a paid listing (or a renewal) runs. */
  months: number;
  maxImages: number;
  maxVideos: number;
  /** Days on the home page's featured list from creation; 0 for none. */
  featuredDays: number;
  /** Everything the tier gives, in the order the tier cards list it. */
  features: string[];
  /** What a tier adds beyond photos, video and duration (roam and stampede). */
  extras: string[];
}

/** The listing tiers (docs/product/selling.md, Listing tiers; roam: 3 days featured + Instagram story). */
export const listingTiers: Record<ListingTierId, ListingTier> = {
  graze: {
    id: "graze",
    name: "Graze",
    description: "A simple listing to get your camper in front of buyers.",
    priceCents: 2_900,
    months: 1,
    maxImages: 10,
    maxVideos: 0,
    featuredDays: 0,
    features: ["Listing runs 1 month", "Up to 10 photos"],
    extras: [],
  },
  roam: {
    id: "roam",
    name: "Roam",
    description: "More photos, a video and a spot on the homepage.",
    priceCents: 8_900,
    months: 3,
    maxImages: 30,
    maxVideos: 1,
    featuredDays: 3,
    features: [
      "Listing runs 3 months",
      "Up to 30 photos",
      "1 video",
      "Featured 3 days on the homepage",
      "Instagram story",
    ],
    extras: ["Featured 3 days on the homepage", "Instagram story"],
  },
  stampede: {
    id: "stampede",
    name: "Stampede",
    description: "The most exposure: the longest run, the most photos and an Instagram feature.",
    priceCents: 25_000,
    months: 6,
    maxImages: 50,
    maxVideos: 1,
    featuredDays: 5,
    features: [
      "Listing runs 6 months",
      "Up to 50 photos",
      "1 video",
      "Featured 5 days on the homepage",
      "Instagram feature",
    ],
    extras: ["Featured 5 days on the homepage", "Instagram feature"],
  },
};

/** The tiers in the order the pricing pages show them. */
export const listingTierList: readonly ListingTier[] = [listingTiers.graze, listingTiers.roam, listingTiers.stampede];

export type BuilderPackageId = "roamstead";

export interface BuilderPackage {
  id: BuilderPackageId;
  name: string;
  description: string;
  priceCents: number;
  /** The package is bought for a year; a profile runs one year from creation. */
  period: "year";
  months: number;
  features: string[];
  maxPhotos: number;
  /** Each photo must be smaller than this. */
  maxPhotoBytes: number;
  maxVideos: number;
  maxVideoBytes: number;
  videoExtensions: readonly string[];
  /** Camper listings included without a checkout. */
  freeListings: number;
  /** Discount on every listing after the free ones, in percent. */
  listingDiscountPercent: number;
}

export const builderPackage: BuilderPackage = {
  id: "roamstead",
  name: "Roamstead Builder",
  description: "A year-long company profile for custom camper builders, with listings included.",
  priceCents: 150_000,
  period: "year",
  months: 12,
  features: [
    "30 Photos",
    "1 Video",
    "Instagram Feature",
    "Email Feature",
    "3 Free Camper Listings",
    "20% Off Listings After the 3rd",
  ],
  maxPhotos: 30,
  maxPhotoBytes: 5 * 1024 * 1024,
  maxVideos: 1,
  maxVideoBytes: 50 * 1024 * 1024,
  videoExtensions: ["mp4", "mov", "webm", "avi"],
  freeListings: 3,
  listingDiscountPercent: 20,
};

/** What a payment session pays for: a camper listing or the builder package. */
export const paymentKinds = ["listing", "builder"] as const;
export type PaymentKind = (typeof paymentKinds)[number];

export type ProductId = ListingTierId | BuilderPackageId;

/** A listing tier id from user input (`?tier=Roam`), case-insensitive; null when it names no tier. */
export function parseTierId(text: string | null | undefined): ListingTierId | null {
  const id = text?.trim().toLowerCase();
  return id && Object.hasOwn(listingTiers, id) ? (id as ListingTierId) : null;
}

/** The builder package id from user input, case-insensitive. */
export function parseBuilderPackageId(text: string | null | undefined): BuilderPackageId | null {
  return text?.trim().toLowerCase() === builderPackage.id ? builderPackage.id : null;
}

export interface Product {
  kind: PaymentKind;
  id: ProductId;
  name: string;
  description: string;
  /** The catalogue price, before any builder perk (see `priceFor` in start-checkout.server.ts). */
  priceCents: number;
}

/** The product a kind and tier name, or null when the tier does not belong to the kind. */
export function findProduct(kind: PaymentKind, tier: string): Product | null {
  if (kind === "listing") {
    const id = parseTierId(tier);
    if (!id) return null;
    const { name, description, priceCents } = listingTiers[id];
    return { kind, id, name, description, priceCents };
  }
  const id = parseBuilderPackageId(tier);
  if (!id) return null;
  const { name, description, priceCents } = builderPackage;
  return { kind, id, name, description, priceCents };
}

/** Where the provider sends the buyer back after paying or canceling (docs/product/payments.md, Return pages). */
export function checkoutReturnPaths(kind: PaymentKind): { success: string; cancel: string } {
  return kind === "listing"
    ? { success: "/success", cancel: "/cancel" }
    : { success: "/builder-success", cancel: "/builder-cancel" };
}
