// The camper listing form's fields, limits and messages (docs/product/selling.md, Listing form: one form for new
// and edited listings, with the tier's photo and video limits), and the readings of what was typed. Browser-safe and
// free of zod: the form shows these from its first load; its check with the schema (listing.schema.ts, which builds on
// this module) is fetched when the seller first uses the form (ADR 052).

import type { CamperDetails, Currency, OdometerUnit } from "#app/db/listing-vocabulary.ts";
import type { VehicleType } from "#app/db/schema.ts";
import type { FieldErrors } from "#app/lib/form-reply.ts";
import { type CamperDetailFieldName, typedCamperDetails } from "#app/modules/camper-details/camper-details.ts";
import { maxPriceCents } from "#app/modules/currencies/typed-amount.ts";
import {
  type DisclosureFieldName,
  type DisclosureFormValues,
  type ListingDisclosure,
  typedDisclosure,
} from "#app/modules/disclosure/disclosure-fields.ts";
import type { MessageId, MessageValues } from "#app/modules/i18n/message-ids.ts";
import type { VinProblem } from "#app/modules/vin/vin.ts";

// The database's list, restated so the browser bundle does not pull in the database's schema module.
export const listingVehicleTypes = ["van", "skoolie", "rv", "overlander"] as const satisfies readonly VehicleType[];

/** The form's field names: the listing's column names, as the form posts them (docs/product/selling.md). */
export const listingFieldNames = [
  "vehicle_type",
  "vin",
  "make",
  "model",
  "year",
  "title",
  "price",
  "currency",
  "mileage",
  "mileage_unit",
  "location",
  "description",
  "images",
  "video",
  "accepts_offers",
  "offer_floor",
] as const;
export type ListingFieldName = (typeof listingFieldNames)[number];

export const listingLimits = {
  minYear: 1900,
  /** Next year's models are on sale before the year starts. */
  maxYear: () => new Date().getUTCFullYear() + 1,
  maxPriceCents,
  maxMileage: 10_000_000,
  maxTitleLength: 120,
  maxTextLength: 80,
  maxLocationLength: 120,
  maxDescriptionLength: 10_000,
} as const;

/** The fields the form cannot be sent without, and their 'Please fill in the … field.' messages. */
const requiredMessages = {
  vehicle_type: "listings.rules.required.vehicleType",
  make: "listings.rules.required.make",
  model: "listings.rules.required.model",
  year: "listings.rules.required.year",
  title: "listings.rules.required.title",
  price: "listings.rules.required.price",
  location: "listings.rules.required.location",
  description: "listings.rules.required.description",
} as const satisfies Partial<Record<ListingFieldName, MessageId>>;
export type RequiredListingField = keyof typeof requiredMessages;

/** 'The make must be 80 characters or fewer.': each field's limit is a value of listingMessageValues. */
const tooLongMessages = {
  vehicle_type: "listings.rules.tooLong.vehicleType",
  make: "listings.rules.tooLong.make",
  model: "listings.rules.tooLong.model",
  year: "listings.rules.tooLong.year",
  title: "listings.rules.tooLong.title",
  price: "listings.rules.tooLong.price",
  location: "listings.rules.tooLong.location",
  description: "listings.rules.tooLong.description",
} as const satisfies Partial<Record<ListingFieldName, MessageId>>;

/**
 * Every message the listing pages show about input and outcomes, as message ids (their words, word for word as
 * docs/product/selling.md gives them, are in the listings catalogs). The ones with numbers take them from
 * listingMessageValues: whatever shows a field's message translates it with those values.
 */
export const listingMessages = {
  signedOut: "listings.rules.signedOut",
  tierMissing: "listings.rules.tierMissing",
  /** Names the field by its label as the form shows it: 'Please fill in the Vehicle type field.'. */
  required: (field: RequiredListingField): MessageId => requiredMessages[field],
  missingSessionOrEdit: "listings.rules.missingSessionOrEdit",
  paymentNotVerified: "listings.rules.paymentNotVerified",
  sessionUsed: "listings.rules.sessionUsed",
  submitFailed: "listings.rules.submitFailed",
  fetchForEditFailed: "listings.rules.fetchForEditFailed",
  noPermission: "listings.rules.noPermission",
  notAuthorized: "listings.rules.notAuthorized",
  loadFailed: "listings.rules.loadFailed",
  saveFailed: "listings.rules.saveFailed",
  confirmDelete: "listings.rules.confirmDelete",
  deleteFailed: "listings.rules.deleteFailed",
  submitted: "listings.rules.submitted",
  listingGone: "listings.rules.listingGone",
  /** 'Upload up to {maxImages} images': the tier's count is listingMessageValues' `maxImages`. */
  imageLimit: (_maxImages?: number): MessageId => "listings.rules.imageLimit",
  videoNotAllowed: "listings.rules.videoNotAllowed",
  oneVideo: "listings.rules.oneVideo",
  invalidVehicleType: "listings.rules.invalidVehicleType",
  invalidPrice: "listings.rules.invalidPrice",
  invalidMileage: "listings.rules.invalidMileage",
  negativeMileage: "listings.rules.negativeMileage",
  mileageTooHigh: "listings.rules.mileageTooHigh",
  invalidCurrency: "listings.rules.invalidCurrency",
  invalidMileageUnit: "listings.rules.invalidMileageUnit",
  invalidYear: (): MessageId => "listings.rules.invalidYear",
  /** The field's own limit: `max` is the one listingMessageValues gives it. */
  tooLong: (field: keyof typeof tooLongMessages, _max?: number): MessageId => tooLongMessages[field],
  invalidMedia: "listings.rules.invalidMedia",
  vinLength: "listings.rules.vin.length",
  vinForbiddenLetters: "listings.rules.vin.forbiddenLetters",
  vinCharacters: "listings.rules.vin.characters",
  vinCheckDigit: "listings.rules.vin.checkDigit",
} as const satisfies Record<string, MessageId | ((...args: never[]) => MessageId)>;

/** What the VIN field says of each problem a typed VIN can have (docs/product/vin-and-paperwork.md). */
export const vinProblemMessages = {
  length: listingMessages.vinLength,
  forbiddenLetters: listingMessages.vinForbiddenLetters,
  characters: listingMessages.vinCharacters,
  checkDigit: listingMessages.vinCheckDigit,
} as const satisfies Record<VinProblem, MessageId>;

/** The most a typed number or the vehicle type may be (longer is refused before it is read). */
export const maxShortFieldLength = 40;

/**
 * The numbers the listing messages name: the limits, the range of years, and the tier's photo count when known.
 * Lingui ignores the values a message does not use, so one set serves every field.
 */
export function listingMessageValues(maxImages?: number): MessageValues {
  return {
    minYear: listingLimits.minYear,
    maxYear: listingLimits.maxYear(),
    maxMileage: listingLimits.maxMileage,
    maxShortLength: maxShortFieldLength,
    maxTextLength: listingLimits.maxTextLength,
    maxTitleLength: listingLimits.maxTitleLength,
    maxLocationLength: listingLimits.maxLocationLength,
    maxDescriptionLength: listingLimits.maxDescriptionLength,
    ...(maxImages === undefined ? {} : { maxImages }),
  };
}

/** The parsed listing form: what the server stores (price in cents). */
export interface ListingInput {
  vehicleType: VehicleType;
  /** The VIN, normalized (docs/product/vin-and-paperwork.md); null when the seller gave none (it is optional). */
  vin: string | null;
  make: string;
  model: string;
  year: number;
  /** Empty when the seller left it blank: the server names the listing by year, make and model. */
  title: string;
  /** The asking price, in cents of `currency`. */
  priceCents: number;
  /** The seller's choice; null: by where the camper is (Canadian dollars in Canada, US dollars elsewhere). */
  currency: Currency | null;
  /** The odometer in `mileageUnit`; null when the seller left it empty (mileage is optional). */
  mileage: number | null;
  mileageUnit: OdometerUnit;
  location: string;
  description: string;
  /** Photo URLs in order; the first is the cover. */
  images: string[];
  /** At most one video URL (the schema reports more than one rather than dropping it). */
  videos: string[];
  /** The "Camper details" group (docs/product/camper-details.md): each null when not stated. */
  details: CamperDetails;
  /** The "Paperwork and condition" step (docs/product/vin-and-paperwork.md, docs/product/condition.md). */
  disclosure: ListingDisclosure;
  /** 'Open to offers' (true) or 'Firm price' (docs/product/making-the-deal.md, "Offers"). */
  acceptsOffers: boolean;
  /** The seller's private floor, in cents of the listing's currency: offers under it are declined at once; null: none. */
  offerFloorCents: number | null;
}

/** The form as typed, to show it again after a failed submission. */
export type ListingFormValues = Record<Exclude<ListingFieldName, "images" | "video">, string> & {
  images: string[];
  video: string | null;
  /** The camper details as typed, by form name ("" when not stated). */
  details: Record<CamperDetailFieldName, string>;
  /** The paperwork and condition as typed, by form name ("" when not stated). */
  disclosure: DisclosureFormValues;
};

export type ListingFieldErrors = Partial<
  Record<ListingFieldName | CamperDetailFieldName | DisclosureFieldName, string>
>;

export interface TierMediaLimits {
  /** Tier id: graze allows no video. */
  id: string;
  maxImages: number;
  maxVideos: number;
}

// Control characters other than line breaks and tabs never belong in a listing (PostgreSQL text cannot hold NUL).
export const withoutControlCharacters = (text: string, isMultiline = false) =>
  isMultiline ? text.replace(/[^\P{Cc}\n\t]/gu, "").replace(/\r\n?/g, "\n") : text.replace(/\p{Cc}/gu, " ");

/** A posted value as text: anything else is empty. */
export const typedText = (value: unknown) => (typeof value === "string" ? value : "");

// The price field's reading, shared with every other field that takes an amount.
export { parsePriceCents } from "#app/modules/currencies/typed-amount.ts";

/** "48,000" → 48000; null for anything that is not a whole number of miles in range. */
export function parseMileage(typed: string): number | null {
  const cleaned = typed.replace(/[,\s]/g, "");
  if (!/^\d+$/.test(cleaned)) return null;
  const miles = Number(cleaned);
  return miles <= listingLimits.maxMileage ? miles : null;
}

export function parseYear(typed: string): number | null {
  const cleaned = typed.trim();
  if (!/^\d{4}$/.test(cleaned)) return null;
  const year = Number(cleaned);
  return year >= listingLimits.minYear && year <= listingLimits.maxYear() ? year : null;
}

/** A posted list of photo or video addresses, trimmed, without empty ones. */
export const urlList = (value: unknown) =>
  (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value])
    .map((item) => typedText(item).trim())
    .filter((item) => item !== "");

/** The most a form post of the listing form may be: 50 photo URLs and a 10,000-character description fit many times over. */
export const listingFormMaxBytes = 256 * 1024;

/** Fields of the listing form that may repeat (read as lists by the reader). */
export const listingListFields = ["images", "video"] as const;

/** The tier's photo and video limits, one message per field; empty when the media fit. */
export function tierMediaErrors(input: Pick<ListingInput, "images" | "videos">, tier: TierMediaLimits): FieldErrors {
  const errors: FieldErrors = {};
  if (input.images.length > tier.maxImages) errors.images = listingMessages.imageLimit(tier.maxImages);
  if (input.videos.length > tier.maxVideos) {
    errors.video = tier.maxVideos === 0 ? listingMessages.videoNotAllowed : listingMessages.oneVideo;
  }
  return errors;
}

/** The raw submission as the form shows it again (strings, capped so a huge post is not echoed back). */
export function listingFormValues(raw: Record<string, unknown>): ListingFormValues {
  const one = (name: ListingFieldName) => typedText(raw[name]).slice(0, listingLimits.maxDescriptionLength);
  return {
    vehicle_type: one("vehicle_type"),
    vin: one("vin"),
    make: one("make"),
    model: one("model"),
    year: one("year"),
    title: one("title"),
    price: one("price"),
    currency: one("currency"),
    mileage: one("mileage"),
    mileage_unit: one("mileage_unit"),
    location: one("location"),
    description: one("description"),
    images: urlList(raw.images).slice(0, 100),
    video: urlList(raw.video)[0] ?? null,
    accepts_offers: one("accepts_offers"),
    offer_floor: one("offer_floor"),
    details: typedCamperDetails(raw),
    disclosure: typedDisclosure(raw),
  };
}

/** A stored price in cents as the price field shows it: "45000" or "45000.50". */
export function priceFieldValue(priceCents: number): string {
  return priceCents % 100 === 0 ? String(priceCents / 100) : (priceCents / 100).toFixed(2);
}
