// The listing card's read model, defined once: the columns a card reads (here, server-only) and its
// type (ListingSummary in listing-summary.ts, which the browser imports too); a compile-time check
// below keeps the two the same. Lists that show more than a card (the owner's listings, the admin
// page) spread listingCardColumns and add their own columns.
import { type Equal, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import { listings } from "#app/db/schema.ts";
import { recentInspectionOf } from "#app/modules/documents/inspection-recency.server.ts";
import { wholeDaysBetween } from "#app/modules/listings/days-on-market.server.ts";
import type { ListingSummary } from "#app/modules/listings/listing-summary.ts";
import { isFeaturedListing } from "#app/modules/listings/listing-visibility.server.ts";
import { isRecentlyReduced } from "#app/modules/search/listing-filters.server.ts";

/** The card's photo: the listing's first image. */
export const firstImage = (images: AnyPgColumn): SQL.Aliased<string | null> =>
  sql<string | null>`${images}[1]`.as("image");

/** Whether the card shows the featured badge now; named, so that a subquery can pass it on. */
export const isFeaturedNow = (): SQL.Aliased<boolean> =>
  sql<boolean>`coalesce(${isFeaturedListing()}, false)`.as("is_featured_now");

/** The latest price drop while the listing is 'Recently reduced' (docs/product/buyers-come-back.md), else null. */
export const recentPriceDropCents = (): SQL.Aliased<number | null> =>
  sql<number | null>`case when ${isRecentlyReduced(listings)} then ${listings.lastPriceDropCents} end`.as(
    "recent_price_drop_cents",
  );

/**
 * What a card is made of, as a listing row holds it: the columns the card shows, but the photos
 * whole (the card takes the first). A query that filters rows before it builds their cards (the
 * search walk) selects these, and builds the cards with listingCardColumnsOf.
 */
export const listingCardSource = {
  id: listings.id,
  title: listings.title,
  vehicleType: listings.vehicleType,
  make: listings.make,
  model: listings.model,
  year: listings.year,
  mileage: listings.mileage,
  odometer: listings.odometer,
  odometerUnit: listings.odometerUnit,
  priceCents: listings.priceCents,
  askingPriceCents: listings.askingPriceCents,
  currency: listings.currency,
  location: listings.location,
  images: listings.images,
  isFeatured: isFeaturedNow(),
  sleeps: listings.sleeps,
  lengthFeet: listings.lengthFeet,
  drivetrain: listings.drivetrain,
  offGridRatingTenths: listings.offGridRatingTenths,
  priceDropCents: recentPriceDropCents(),
  dealRating: listings.dealRating,
  listedDaysAgo: wholeDaysBetween(listings.firstListedAt).as("listed_days_ago"),
  hasVin: sql<boolean>`${listings.vin} is not null`.mapWith(Boolean),
  inspectedOn: recentInspectionOf(listings.lastInspectedOn).as("inspected_on"),
  isSalePending: sql<boolean>`${listings.salePendingUntil} is not null`.mapWith(Boolean),
};

type ListingCardSourceKey = keyof typeof listingCardSource;

/** The fields listingCardSource selects, over the listings table or a subquery that selected them. */
export type ListingCardSourceFields = Record<Exclude<ListingCardSourceKey, "images">, unknown> & {
  images: AnyPgColumn;
};

/** The card's columns over `S`: its fields as they are, the photos turned into the first one. */
export type ListingCardColumnsOf<S extends ListingCardSourceFields> = {
  [K in ListingCardSourceKey as K extends "images" ? "image" : K]: K extends "images"
    ? SQL.Aliased<string | null>
    : S[K];
};

/** The card's columns (ListingSummary) over `source`, in listingCardSource's order. */
export function listingCardColumnsOf<S extends ListingCardSourceFields>(source: S): ListingCardColumnsOf<S> {
  const keys = Object.keys(listingCardSource) as ListingCardSourceKey[];
  return Object.fromEntries(
    keys.map((key) => (key === "images" ? ["image", firstImage(source.images)] : [key, source[key]])),
  ) as ListingCardColumnsOf<S>;
}

/** The columns of a listing card, for every query that lists cards: its rows are ListingSummary. */
export const listingCardColumns = listingCardColumnsOf(listingCardSource);

// What listingCardColumns selects and the type the browser gets are one type: neither can change alone.
true satisfies Equal<SelectResultFields<typeof listingCardColumns>, ListingSummary>;
