// What the suggested price is asked with (docs/product/buyers-come-back.md, Suggested price): the listing
// form's own fields and messages, so the form's values and the resource route's query parse alike.
import { odometerUnits } from "#app/db/money-vocabulary.ts";
import { z } from "#app/lib/zod.ts";
import {
  listingLimits,
  listingMessages,
  listingVehicleTypes,
  parseMileage,
  parseYear,
} from "#app/modules/listings/listing-form-rules.ts";
import { milesOf } from "#app/modules/listings/odometer.ts";

const typed = (value: unknown) => (typeof value === "string" ? value.replace(/\p{Cc}/gu, " ").trim() : "");

export const priceSuggestionSchema = z
  .object({
    vehicle_type: z.preprocess(typed, z.enum(listingVehicleTypes, { error: listingMessages.invalidVehicleType })),
    make: z.preprocess(
      typed,
      z
        .string()
        .min(1, { error: listingMessages.required("make") })
        .max(listingLimits.maxTextLength, { error: listingMessages.tooLong("make", listingLimits.maxTextLength) }),
    ),
    year: z.preprocess(
      typed,
      z.string().transform((text, context) => {
        const year = parseYear(text);
        if (year === null) context.addIssue({ code: "custom", message: listingMessages.invalidYear() });
        return year ?? z.NEVER;
      }),
    ),
    mileage: z.preprocess(
      typed,
      z
        .string()
        .max(40, { error: listingMessages.invalidMileage })
        .transform((text, context) => {
          if (text === "") return null;
          const miles = parseMileage(text);
          if (miles === null) context.addIssue({ code: "custom", message: listingMessages.invalidMileage });
          return miles ?? z.NEVER;
        }),
    ),
    mileage_unit: z.preprocess(
      (value) => typed(value) || "mi",
      z.enum(odometerUnits, { error: listingMessages.invalidMileageUnit }),
    ),
  })
  .transform((parsed) => ({
    vehicleType: parsed.vehicle_type,
    make: parsed.make,
    year: parsed.year,
    // Comparables are compared in miles (docs/product/currencies-and-units.md).
    mileage: parsed.mileage === null ? null : milesOf(parsed.mileage, parsed.mileage_unit),
  }));

export type PriceSuggestionInput = z.output<typeof priceSuggestionSchema>;
