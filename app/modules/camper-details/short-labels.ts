// The two camper details a listing card names (docs/product/camper-details.md): apart from the full table of fields
// (camper-details.ts), which only forms, filters and the listing page need. Browser-safe.
import type { Drivetrain } from "#app/db/listing-vocabulary.ts";
import type { Locale } from "#app/modules/i18n/locales.ts";

/** The English names; a page shows `camper-details.option.drivetrain.{value}` from the catalog. */
export const drivetrainLabels: Record<Drivetrain, string> = { "2wd": "2WD", "4x4": "4x4", awd: "AWD" };

/** "9.6": a stored off-grid rating in tenths as the pages show it. */
export const formatOffGridRating = (tenths: number) => (tenths / 10).toFixed(1);

const decimalSeparators: Readonly<Record<Locale, string>> = { "en-US": ".", "fr-CA": "," };

/** A stored off-grid rating in tenths in a page's language: "9.6", "9,6". */
export const formatOffGridRatingIn = (tenths: number, locale: Locale) =>
  formatOffGridRating(tenths).replace(".", decimalSeparators[locale]);
