// `/sold`'s address (docs/product/making-the-deal.md, "Sold prices"): its filters and its page, read through
// readQuery by the page's loader. Its messages are ids of the sold and search catalogs (ADR 056).
import { vehicleTypes } from "#app/db/listing-vocabulary.ts";
import { z } from "#app/lib/zod.ts";
import { regions } from "#app/modules/geo/regions.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { listingLimits } from "#app/modules/listings/listing-form-rules.ts";
import { listingCursorSchema } from "#app/modules/search/listing-cursor.schema.ts";

const yearMessage: MessageId = "sold.error.year";
const regionCodes = new Set(regions.map((region) => region.code));

/** A model year the listing form accepts. */
const modelYear = z
  .string()
  .regex(/^\d{4}$/, { error: yearMessage })
  .transform(Number)
  .pipe(z.number().min(listingLimits.minYear, { error: yearMessage }));

/** The filters and the page: `vehicleType`, `make` (contains, any case), `minYear`, `maxYear`, `region`, `cursor`. */
export const soldPricesQuerySchema = z
  .object({
    vehicleType: z.enum(vehicleTypes, { error: "search.error.vehicleType" satisfies MessageId }).optional(),
    make: z
      .string()
      .max(listingLimits.maxTextLength, { error: "search.error.makeTooLong" satisfies MessageId })
      .optional(),
    minYear: modelYear.optional(),
    maxYear: modelYear.optional(),
    /** A US state's or Canadian province's or territory's two-letter code, in any case. */
    region: z
      .string()
      .transform((code) => code.toUpperCase())
      .refine((code) => regionCodes.has(code), { error: "sold.error.region" satisfies MessageId })
      .optional(),
    cursor: listingCursorSchema().optional(),
  })
  .refine((query) => query.minYear === undefined || query.maxYear === undefined || query.minYear <= query.maxYear, {
    path: ["maxYear"],
    error: "sold.error.yearOrder" satisfies MessageId,
  });

export type SoldPricesQuery = z.output<typeof soldPricesQuerySchema>;
export type SoldPricesFilters = Omit<SoldPricesQuery, "cursor">;

/** The filters' parameter names, in the form's order. */
export const soldPricesFilterNames = ["vehicleType", "make", "minYear", "maxYear", "region"] as const;
