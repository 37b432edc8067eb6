// The site's read models as the public API writes them (api-schemas.ts): the same facts the pages show, under stable
// names, with units beside amounts, ISO times and absolute URLs. Nothing here reads the database: the operations hand
// over what the pages' own use cases read, so the API never shows more than a page does.
import type { z } from "zod";
import { absoluteUrl } from "#app/lib/absolute-url.ts";
import { canonicalBuilderUrl } from "#app/modules/builders/builder-structured-data.ts";
import { builderDisplayName } from "#app/modules/builders/builder-summary.ts";
import type { PublicBuilder } from "#app/modules/builders/get-public-builder.server.ts";
import { offGridRatingTenths } from "#app/modules/camper-details/off-grid-rating.ts";
import { translatorFor } from "#app/modules/i18n/catalogs.server.ts";
import { defaultLocale } from "#app/modules/i18n/locales.ts";
import type { ListingPage } from "#app/modules/listings/get-listing-page.server.ts";
import { canonicalListingUrl } from "#app/modules/listings/listing-sharing.ts";
import { type ListingSummary, listingDisplayTitle } from "#app/modules/listings/listing-summary.ts";
import type { SellerTrust } from "#app/modules/profiles/read-seller-trust.server.ts";
import { canonicalSellerUrl, shownName } from "#app/modules/profiles/seller-profile-view.ts";
import { hasReplyRecord, replyRatePercent, trustLineWords } from "#app/modules/profiles/trust-words.ts";
import type { SoldPriceCard } from "#app/modules/sold/sold-price-card.ts";
import type {
  builderCardSchema,
  builderSchema,
  listingCardSchema,
  listingSchema,
  sellerSummarySchema,
  soldCamperSchema,
} from "./api-schemas.ts";

type Out<Schema extends z.ZodType> = z.input<Schema>;

/** The words of the API: English, as every JSON answer of the site (ADR 056). */
const english = translatorFor(defaultLocale);

const photoUrl = (baseUrl: string, path: string | null) => (path ? absoluteUrl(baseUrl, path) : null);

/** Tenths as stored (0–100) → the rating out of 10 the pages show ('7.5'). */
const outOfTen = (tenths: number | null) => (tenths === null ? null : tenths / 10);

const odometerOf = (reading: number | null, unit: ListingSummary["odometerUnit"]) =>
  reading === null ? null : { value: reading, unit };

export function listingCardView(
  card: ListingSummary & { distanceMiles?: number },
  baseUrl: string,
): Out<typeof listingCardSchema> {
  return {
    id: card.id,
    url: canonicalListingUrl(baseUrl, card.id),
    title: listingDisplayTitle(card),
    vehicleType: card.vehicleType,
    make: card.make,
    model: card.model,
    year: card.year,
    priceCents: card.askingPriceCents,
    currency: card.currency,
    priceDropCents: card.priceDropCents,
    odometer: odometerOf(card.odometer, card.odometerUnit),
    location: card.location,
    photoUrl: photoUrl(baseUrl, card.image),
    isFeatured: card.isFeatured,
    isSalePending: card.isSalePending,
    sleeps: card.sleeps,
    lengthFeet: card.lengthFeet,
    drivetrain: card.drivetrain,
    offGridRating: outOfTen(card.offGridRatingTenths),
    dealRating: card.dealRating,
    listedDaysAgo: card.listedDaysAgo,
    hasVin: card.hasVin,
    inspectedOn: card.inspectedOn,
    ...(card.distanceMiles === undefined ? {} : { distanceMiles: card.distanceMiles }),
  };
}

/** The trust line of a listing or builder page, as figures and the page's words; null for none or a deleted account. */
export function sellerSummaryView(
  account: SellerTrust | null,
  baseUrl: string,
): Out<typeof sellerSummarySchema> | null {
  if (!account || account.deletedAt) return null;
  const { figures } = account;
  const hasRating = figures.reviewCount > 0 && figures.ratingAverage !== null;
  return {
    name: shownName(account, english),
    profileUrl: canonicalSellerUrl(baseUrl, account.id),
    summary: trustLineWords(account, english),
    memberSinceYear: account.createdAt.getUTCFullYear(),
    soldCount: figures.soldCount,
    reviewCount: figures.reviewCount,
    ratingAverage: hasRating ? figures.ratingAverage : null,
    replyRatePercent: hasReplyRecord(figures) ? replyRatePercent(figures) : null,
  };
}

export function listingView(page: ListingPage, seller: SellerTrust | null, baseUrl: string): Out<typeof listingSchema> {
  const { listing, documents } = page;
  const isSold = listing.soldAt !== null;
  return {
    id: listing.id,
    url: canonicalListingUrl(baseUrl, listing.id),
    title: listingDisplayTitle(listing),
    vehicleType: listing.vehicleType,
    status: isSold ? "sold" : listing.isSalePending ? "sale_pending" : "for_sale",
    make: listing.make,
    model: listing.model,
    year: listing.year,
    priceCents: listing.askingPriceCents,
    currency: listing.currency,
    priceDropCents: listing.lastPriceDropCents,
    odometer: odometerOf(listing.odometer, listing.odometerUnit),
    location: listing.location,
    regionCode: listing.regionCode,
    description: listing.description,
    photoUrls: listing.images.map((image) => absoluteUrl(baseUrl, image)),
    videoUrl: photoUrl(baseUrl, listing.videoUrl),
    // A sold camper's page shows neither badge (docs/product/mark-as-sold.md).
    isFeatured: listing.isFeatured && !isSold,
    isSalePending: listing.isSalePending && !isSold,
    acceptsOffers: listing.acceptsOffers,
    priceDroppedAt: listing.lastPriceDropAt?.toISOString() ?? null,
    sleeps: listing.sleeps,
    lengthFeet: listing.lengthFeet,
    drivetrain: listing.drivetrain,
    offGridRating: outOfTen(offGridRatingTenths(listing)),
    dealRating: listing.dealRating,
    listedDaysAgo: listing.listedDaysAgo,
    hasVin: listing.vin !== null,
    inspectedOn: documents.inspectedOn,
    publishedAt: listing.createdAt.toISOString(),
    soldAt: listing.soldAt?.toISOString() ?? null,
    camperDetails: {
      sleeps: listing.sleeps,
      seatbelts: listing.seatbelts,
      lengthFeet: listing.lengthFeet,
      interiorHeightInches: listing.interiorHeightInches,
      drivetrain: listing.drivetrain,
      transmission: listing.transmission,
      fuel: listing.fuel,
      solarWatts: listing.solarWatts,
      batteryAmpHours: listing.batteryAmpHours,
      batteryChemistry: listing.batteryChemistry,
      inverterWatts: listing.inverterWatts,
      freshWaterGallons: listing.freshWaterGallons,
      greyWaterGallons: listing.greyWaterGallons,
      toilet: listing.toilet,
      shower: listing.shower,
      heater: listing.heater,
      hasAirConditioning: listing.hasAirConditioning,
      hasFridge: listing.hasFridge,
    },
    seller: sellerSummaryView(seller, baseUrl),
  };
}

type BuilderCardFields = Pick<PublicBuilder, "id" | "businessName" | "location" | "images" | "website" | "instagram">;

export function builderCardView(builder: BuilderCardFields, baseUrl: string): Out<typeof builderCardSchema> {
  return {
    id: builder.id,
    url: canonicalBuilderUrl(baseUrl, builder.id),
    name: builderDisplayName(builder.businessName),
    location: builder.location,
    photoUrls: builder.images.map((image) => absoluteUrl(baseUrl, image)),
    website: builder.website || null,
    instagram: builder.instagram || null,
  };
}

export function builderView(
  builder: PublicBuilder,
  manager: SellerTrust | null,
  baseUrl: string,
): Out<typeof builderSchema> {
  return {
    ...builderCardView(builder, baseUrl),
    description: builder.description,
    email: builder.email || null,
    videoUrl: photoUrl(baseUrl, builder.videoUrl),
    updatedAt: builder.updatedAt.toISOString(),
    manager: sellerSummaryView(manager, baseUrl),
    listings: builder.listings.map((card) => listingCardView(card, baseUrl)),
  };
}

export function soldCamperView(card: SoldPriceCard, baseUrl: string): Out<typeof soldCamperSchema> {
  return {
    id: card.id,
    title: listingDisplayTitle(card),
    make: card.make,
    model: card.model,
    year: card.year,
    vehicleType: card.vehicleType,
    location: card.location,
    odometer: odometerOf(card.odometer, card.odometerUnit),
    photoUrl: photoUrl(baseUrl, card.image),
    soldPriceCents: card.soldPriceCents,
    currency: card.currency,
    soldOn: card.soldOn,
    daysOnMarket: card.daysOnMarket,
    url: card.hasPage ? canonicalListingUrl(baseUrl, card.id) : null,
  };
}
