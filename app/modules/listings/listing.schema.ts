// The camper listing form's schema (docs/product/selling.md, Listing form): the server parses every submission with it,
// and the form checks each step with it in the browser once it has fetched it. The fields, labels, limits and messages
// are listing-form-rules.ts's (messages as ids, ADR 056).

import { currencies, odometerUnits } from "#app/db/money-vocabulary.ts";
import { z } from "#app/lib/zod.ts";
import { camperDetailsFormShape, withDetailUnits } from "#app/modules/camper-details/camper-details.schema.ts";
import { camperDetailsFromForm } from "#app/modules/camper-details/camper-details.ts";
import { disclosureFormShape, disclosureFromForm } from "#app/modules/disclosure/disclosure.schema.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { normalizedVin, vinProblem } from "#app/modules/vin/vin.ts";
import {
  type ListingInput,
  listingLimits,
  listingMessages,
  listingVehicleTypes,
  maxShortFieldLength,
  parseMileage,
  parsePriceCents,
  parseYear,
  type RequiredListingField,
  typedText,
  urlList,
  vinProblemMessages,
  withoutControlCharacters,
} from "./listing-form-rules.ts";
import { optionalAmountCents } from "./optional-amount.schema.ts";

const requiredText = (field: RequiredListingField, max: number, isMultiline = false) =>
  z.preprocess(
    (value) => withoutControlCharacters(typedText(value), isMultiline).trim(),
    z
      .string()
      .min(1, { error: listingMessages.required(field) })
      .max(max, { error: listingMessages.tooLong(field, max) }),
  );

/**
 * Mileage is optional (docs/product/selling.md, Listing form): empty is null. What the seller did type
 * must be a whole number of miles; anything else is refused with a message rather than silently
 * dropped (turning it into null would lose what was typed without telling).
 */
const optionalMileage = z.preprocess(
  (value) => withoutControlCharacters(typedText(value)).trim(),
  z
    .string()
    .max(maxShortFieldLength, { error: listingMessages.invalidMileage })
    .transform((typed, context) => {
      if (typed === "") return null;
      const miles = parseMileage(typed);
      if (miles !== null) return miles;
      const cleaned = typed.replace(/[,\s]/g, "");
      const message = /^-\d/.test(cleaned)
        ? listingMessages.negativeMileage
        : /^\d+$/.test(cleaned)
          ? listingMessages.mileageTooHigh
          : listingMessages.invalidMileage;
      context.addIssue({ code: "custom", message });
      return z.NEVER;
    }),
);

/** The VIN is optional: empty is null; what was typed must be a well-formed VIN, or the seller is told what is wrong. */
export const optionalVin = z.preprocess(
  (value) => normalizedVin(withoutControlCharacters(typedText(value))),
  z
    .string()
    .max(maxShortFieldLength, { error: listingMessages.vinLength })
    .transform((vin, context) => {
      if (vin === "") return null;
      const problem = vinProblem(vin);
      if (problem === null) return vin;
      context.addIssue({ code: "custom", message: vinProblemMessages[problem] });
      return z.NEVER;
    }),
);

const parsedNumber = (field: RequiredListingField, parse: (typed: string) => number | null, invalid: () => string) =>
  requiredText(field, maxShortFieldLength).transform((typed, context) => {
    const value = parse(typed);
    if (value === null) {
      context.addIssue({ code: "custom", message: invalid() });
      return z.NEVER;
    }
    return value;
  });

/** 'Open to offers' (`yes`, also when not posted: forms older than the choice) or 'Firm price' (`no`). */
const acceptsOffers = z.preprocess(
  (value) => typedText(value).trim() || "yes",
  z
    .enum(["yes", "no"], { error: "offers.listingForm.acceptsOffersInvalid" satisfies MessageId })
    .transform((choice) => choice === "yes"),
);

/** The private floor: empty is none; what was typed must be an amount. */
const optionalOfferFloor = optionalAmountCents("offers.listingForm.floorInvalid");

/**
 * The listing form's schema, the same for every tier: parsed by the route's reader. The tier's photo
 * and video counts need the payment session or the listing, so the use cases check them
 * (`tierMediaErrors`).
 */
const listingFormFields = z
  .object({
    vehicle_type: requiredText("vehicle_type", maxShortFieldLength).pipe(
      z.enum(listingVehicleTypes, { error: listingMessages.invalidVehicleType }),
    ),
    vin: optionalVin,
    make: requiredText("make", listingLimits.maxTextLength),
    model: requiredText("model", listingLimits.maxTextLength),
    year: parsedNumber("year", parseYear, listingMessages.invalidYear),
    title: z.preprocess(
      (value) => withoutControlCharacters(typedText(value)).trim(),
      z.string().max(listingLimits.maxTitleLength, {
        error: listingMessages.tooLong("title", listingLimits.maxTitleLength),
      }),
    ),
    price: parsedNumber("price", parsePriceCents, () => listingMessages.invalidPrice),
    currency: z.preprocess(
      (value) => typedText(value).trim(),
      z.enum(["", ...currencies], { error: listingMessages.invalidCurrency }),
    ),
    mileage: optionalMileage,
    mileage_unit: z.preprocess(
      (value) => typedText(value).trim() || "mi",
      z.enum(odometerUnits, { error: listingMessages.invalidMileageUnit }),
    ),
    location: requiredText("location", listingLimits.maxLocationLength),
    description: requiredText("description", listingLimits.maxDescriptionLength, true),
    images: z.preprocess(urlList, z.array(z.string().max(500, { error: listingMessages.invalidMedia }))),
    video: z.preprocess(
      urlList,
      z.array(z.string().max(500, { error: listingMessages.invalidMedia })).max(1, { error: listingMessages.oneVideo }),
    ),
    accepts_offers: acceptsOffers,
    offer_floor: optionalOfferFloor,
    ...camperDetailsFormShape,
    ...disclosureFormShape,
  })
  // The floor declines offers under it: at or above the asking price it would decline every offer.
  .refine((parsed) => !parsed.accepts_offers || parsed.offer_floor === null || parsed.offer_floor < parsed.price, {
    error: "offers.listingForm.floorAboveAsking" satisfies MessageId,
    path: ["offer_floor"],
  })
  .transform(
    (parsed): ListingInput => ({
      vehicleType: parsed.vehicle_type,
      vin: parsed.vin,
      make: parsed.make,
      model: parsed.model,
      year: parsed.year,
      title: parsed.title,
      priceCents: parsed.price,
      currency: parsed.currency === "" ? null : parsed.currency,
      mileage: parsed.mileage,
      mileageUnit: parsed.mileage_unit,
      location: parsed.location,
      description: parsed.description,
      images: parsed.images,
      videos: parsed.video,
      details: camperDetailsFromForm(parsed),
      disclosure: disclosureFromForm(parsed),
      acceptsOffers: parsed.accepts_offers,
      // A firm price takes no offers: no floor is kept for it.
      offerFloorCents: parsed.accepts_offers ? parsed.offer_floor : null,
    }),
  );

/** The listing form's schema: its camper details' numbers read in the units the form says they were typed in. */
export const listingFormSchema = z.preprocess(withDetailUnits, listingFormFields);

/** The quick edit on /edit-listing/{id}: title and description, both required (docs/product/selling.md, Quick edit). */
export const listingTextSchema = z.object({
  title: requiredText("title", listingLimits.maxTitleLength),
  description: requiredText("description", listingLimits.maxDescriptionLength, true),
});
export type ListingTextInput = z.infer<typeof listingTextSchema>;

/** `/api/vin-decode?vin=`: the listing form asks what a typed VIN decodes to. */
export const vinDecodeQuerySchema = z.object({
  vin: optionalVin.pipe(z.string({ error: listingMessages.vinLength })),
  /** The year typed in the form, when it is one: the decode prefers it (a year is ambiguous every 30 years). */
  year: z.preprocess((value) => parseYear(typedText(value)) ?? undefined, z.number().optional()),
});

/** A form with nothing to fill in: the confirmations of /delete-listing/{id} and /renew-listing/{id}. */
export const confirmFormSchema = z.object({});
