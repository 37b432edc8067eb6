// The camper details as the listings table holds them: the columns of the same names as CamperDetails,
// selected together by the listing page and the edit form, and written with the off-grid rating
// they give, so the stored rating can never disagree with the details.
import type { Equal } from "drizzle-orm";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import type { CamperDetails } from "#app/db/listing-vocabulary.ts";
import { listings } from "#app/db/schema.ts";
import { camperDetailFields } from "./camper-details.ts";
import { offGridRatingTenths } from "./off-grid-rating.ts";

type CamperDetailColumns = { [K in keyof CamperDetails]: (typeof listings)[K] };

/** The details' columns, to select them (the rows are CamperDetails). */
export const camperDetailColumns = Object.fromEntries(
  camperDetailFields.map((field) => [field.key, listings[field.key]]),
) as CamperDetailColumns;

true satisfies Equal<SelectResultFields<typeof camperDetailColumns>, CamperDetails>;

/** The values to write for a listing's details: the details and the rating they give. */
export function camperDetailValues(details: CamperDetails) {
  return { ...details, offGridRatingTenths: offGridRatingTenths(details) };
}
