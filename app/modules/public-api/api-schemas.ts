// What the public API answers, as zod schemas (docs/product/open-platform.md, Public API): the handlers' answers are
// typed by them and the OpenAPI document describes them (each named schema is a component of the document). Field
// names are camelCase and stable within /api/v1; units are in the name (`priceCents`, `lengthFeet`) or beside the
// value (`odometer: { value, unit }`); times are ISO 8601 in UTC; pages and photos are absolute URLs.
import {
  batteryChemistries,
  dealRatings,
  drivetrains,
  fuels,
  heaters,
  showers,
  toilets,
  transmissions,
  vehicleTypes,
} from "#app/db/listing-vocabulary.ts";
import { currencies, odometerUnits } from "#app/db/money-vocabulary.ts";
import { z } from "#app/lib/zod.ts";

const absoluteUrl = z.url();
const instant = z.iso.datetime();
const wholeNumber = z.int();

export const odometerSchema = z
  .object({ value: wholeNumber, unit: z.enum(odometerUnits) })
  .meta({ id: "Odometer", description: "public-api.schema.odometer" });

export const sellerSummarySchema = z
  .object({
    name: z.string(),
    profileUrl: absoluteUrl,
    /** The trust line as the listing page writes it, in English. */
    summary: z.string(),
    memberSinceYear: wholeNumber,
    soldCount: wholeNumber,
    reviewCount: wholeNumber,
    ratingAverage: z.number().min(1).max(5).nullable(),
    replyRatePercent: wholeNumber.min(0).max(100).nullable(),
  })
  .meta({ id: "SellerSummary", description: "public-api.schema.sellerSummary" });

/** What a listing card shows. */
export const listingCardSchema = z
  .object({
    id: z.guid(),
    url: absoluteUrl,
    title: z.string(),
    vehicleType: z.enum(vehicleTypes),
    make: z.string(),
    model: z.string(),
    year: wholeNumber,
    priceCents: wholeNumber,
    currency: z.enum(currencies),
    priceDropCents: wholeNumber.nullable(),
    odometer: odometerSchema.nullable(),
    location: z.string(),
    photoUrl: absoluteUrl.nullable(),
    isFeatured: z.boolean(),
    isSalePending: z.boolean(),
    sleeps: wholeNumber.nullable(),
    lengthFeet: wholeNumber.nullable(),
    drivetrain: z.enum(drivetrains).nullable(),
    offGridRating: z.number().min(0).max(10).nullable(),
    dealRating: z.enum(dealRatings).nullable(),
    listedDaysAgo: wholeNumber.min(0),
    hasVin: z.boolean(),
    inspectedOn: z.iso.date().nullable(),
    distanceMiles: wholeNumber.min(0).optional(),
  })
  .meta({ id: "ListingCard", description: "public-api.schema.listingCard" });

const pageLinksSchema = z.object({ self: absoluteUrl, next: absoluteUrl.nullable() });

/** A page of a list (page-links.ts's `pageBody`): its items, the next page's cursor (null on the last), its links. */
export function pageOf<Item extends z.ZodType>(item: Item) {
  return z.object({ data: z.array(item), nextCursor: z.string().nullable(), links: pageLinksSchema });
}

export const listingPageSchema = pageOf(listingCardSchema)
  .extend({ unknownLocation: z.boolean() })
  .meta({ id: "ListingPage", description: "public-api.schema.listingPage" });

export const camperDetailsSchema = z
  .object({
    sleeps: wholeNumber.nullable(),
    seatbelts: wholeNumber.nullable(),
    lengthFeet: wholeNumber.nullable(),
    interiorHeightInches: wholeNumber.nullable(),
    drivetrain: z.enum(drivetrains).nullable(),
    transmission: z.enum(transmissions).nullable(),
    fuel: z.enum(fuels).nullable(),
    solarWatts: wholeNumber.nullable(),
    batteryAmpHours: wholeNumber.nullable(),
    batteryChemistry: z.enum(batteryChemistries).nullable(),
    inverterWatts: wholeNumber.nullable(),
    freshWaterGallons: wholeNumber.nullable(),
    greyWaterGallons: wholeNumber.nullable(),
    toilet: z.enum(toilets).nullable(),
    shower: z.enum(showers).nullable(),
    heater: z.enum(heaters).nullable(),
    hasAirConditioning: z.boolean().nullable(),
    hasFridge: z.boolean().nullable(),
  })
  .meta({ id: "CamperDetails", description: "public-api.schema.camperDetails" });

/** What the listing page shows, and no more. */
export const listingSchema = listingCardSchema
  .omit({ distanceMiles: true, photoUrl: true })
  .extend({
    status: z.enum(["for_sale", "sale_pending", "sold"]),
    description: z.string(),
    photoUrls: z.array(absoluteUrl),
    videoUrl: absoluteUrl.nullable(),
    acceptsOffers: z.boolean(),
    /** When the price last dropped (`priceDropCents`, in `currency`); null when it never did. */
    priceDroppedAt: instant.nullable(),
    publishedAt: instant,
    soldAt: instant.nullable(),
    regionCode: z.string().nullable(),
    camperDetails: camperDetailsSchema,
    seller: sellerSummarySchema.nullable(),
  })
  .meta({ id: "Listing", description: "public-api.schema.listing" });

export const builderCardSchema = z
  .object({
    id: z.guid(),
    url: absoluteUrl,
    name: z.string(),
    location: z.string(),
    photoUrls: z.array(absoluteUrl),
    website: absoluteUrl.nullable(),
    instagram: z.string().nullable(),
  })
  .meta({ id: "BuilderCard", description: "public-api.schema.builderCard" });

export const builderPageSchema = pageOf(builderCardSchema).meta({
  id: "BuilderPage",
  description: "public-api.schema.builderPage",
});

export const builderSchema = builderCardSchema
  .extend({
    description: z.string(),
    email: z.email().nullable(),
    videoUrl: absoluteUrl.nullable(),
    updatedAt: instant,
    manager: sellerSummarySchema.nullable(),
    listings: z.array(listingCardSchema),
  })
  .meta({ id: "Builder", description: "public-api.schema.builder" });

export const soldCamperSchema = z
  .object({
    id: z.guid(),
    title: z.string(),
    make: z.string(),
    model: z.string(),
    year: wholeNumber,
    vehicleType: z.enum(vehicleTypes),
    location: z.string(),
    odometer: odometerSchema.nullable(),
    photoUrl: absoluteUrl.nullable(),
    soldPriceCents: wholeNumber,
    currency: z.enum(currencies),
    soldOn: z.iso.date(),
    daysOnMarket: wholeNumber.min(0),
    /** The listing's 'Sold' page, while it is open (14 days after the sale); null after. */
    url: absoluteUrl.nullable(),
  })
  .meta({ id: "SoldCamper", description: "public-api.schema.soldCamper" });

export const soldPageSchema = pageOf(soldCamperSchema).meta({
  id: "SoldPage",
  description: "public-api.schema.soldPage",
});

/** The OpenAPI document itself (`GET /openapi.json`): a JSON object, validated as OpenAPI 3.1 by its tests. */
export const openApiDocumentSchema = z
  .record(z.string(), z.unknown())
  .meta({ id: "OpenApiDocument", description: "public-api.schema.openApiDocument" });

/** RFC 9457 problem details: every refusal and failure of the API. */
export const problemSchema = z
  .object({
    type: absoluteUrl,
    title: z.string(),
    status: z.int().min(400).max(599),
    detail: z.string(),
    instance: z.string(),
    /** A bad parameter or field: each one's name and the site's message for it. */
    errors: z.array(z.object({ name: z.string(), message: z.string() })).optional(),
  })
  .meta({ id: "Problem", description: "public-api.schema.problem" });

export type Problem = z.infer<typeof problemSchema>;
