// What Roamstead sells (docs/product/selling.md, docs/product/builders.md): three listing tiers and the
// builder package. Browser-safe: the tier pages read it to show prices and features, the server reads it
// to charge and to apply limits.
// Prices are integer cents; format them with `formatPrice` only at the edge. Names (graze, roam, stampede, Roamstead
// Builder) are the products' own; descriptions and features are message ids (the billing catalogs, ADR 056).
import type { ListingTierId } from "#app/db/schema.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";

export type { ListingTierId };

export interface ListingTier {
  id: ListingTierId;
  name: string;
  description: MessageId;
  priceCents: number;
  /** How long a paid listing (or a renewal) runs. */
  months: number;
  maxImages: number;
  maxVideos: number;
  /** Days on the home page's featured list from creation; 0 for none. */
  featuredDays: number;
  /** Everything the tier gives, in the order the tier cards list it. */
  features: readonly MessageId[];
  /** What a tier adds beyond photos, video and duration (roam and stampede). */
  extras: readonly MessageId[];
}

/** The listing tiers (docs/product/selling.md, Listing tiers; roam: 3 days featured + Instagram story). */
export const listingTiers: Record<ListingTierId, ListingTier> = {
  graze: {
    id: "graze",
    name: "Graze",
    description: "billing.tier.graze.description",
    priceCents: 2_900,
    months: 1,
    maxImages: 10,
    maxVideos: 0,
    featuredDays: 0,
    features: ["billing.tier.feature.runs1Month", "billing.tier.feature.upTo10Photos"],
    extras: [],
  },
  roam: {
    id: "roam",
    name: "Roam",
    description: "billing.tier.roam.description",
    priceCents: 8_900,
    months: 3,
    maxImages: 30,
    maxVideos: 1,
    featuredDays: 3,
    features: [
      "billing.tier.feature.runs3Months",
      "billing.tier.feature.upTo30Photos",
      "billing.tier.feature.oneVideo",
      "billing.tier.feature.featured3Days",
      "billing.tier.feature.instagramStory",
    ],
    extras: ["billing.tier.feature.featured3Days", "billing.tier.feature.instagramStory"],
  },
  stampede: {
    id: "stampede",
    name: "Stampede",
    description: "billing.tier.stampede.description",
    priceCents: 25_000,
    months: 6,
    maxImages: 50,
    maxVideos: 1,
    featuredDays: 5,
    features: [
      "billing.tier.feature.runs6Months",
      "billing.tier.feature.upTo50Photos",
      "billing.tier.feature.oneVideo",
      "billing.tier.feature.featured5Days",
      "billing.tier.feature.instagramFeature",
    ],
    extras: ["billing.tier.feature.featured5Days", "billing.tier.feature.instagramFeature"],
  },
};

/** The tiers in the order the pricing pages show them. */
export const listingTierList: readonly ListingTier[] = [listingTiers.graze, listingTiers.roam, listingTiers.stampede];

export type BuilderPackageId = "roamstead";

export interface BuilderPackage {
  id: BuilderPackageId;
  name: string;
  description: MessageId;
  priceCents: number;
  /** The package is bought for a year; a profile runs one year from creation. */
  period: "year";
  months: number;
  features: readonly MessageId[];
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
  description: "billing.package.description",
  priceCents: 150_000,
  period: "year",
  months: 12,
  features: [
    "billing.package.feature.photos",
    "billing.package.feature.video",
    "billing.package.feature.instagram",
    "billing.package.feature.email",
    "billing.package.feature.freeListings",
    "billing.package.feature.discount",
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
  description: MessageId;
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
