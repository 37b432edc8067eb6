// A listing's odometer in its own unit, and the miles every comparison reads (docs/product/currencies-and-units.md).
// Pure and browser-safe.
import type { OdometerUnit } from "#app/db/listing-vocabulary.ts";
import type { Locale } from "#app/modules/i18n/locales.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import type { Translator } from "#app/modules/i18n/translator.ts";
import { formatLocaleNumber } from "./locale-format.ts";

export const kilometersPerMile = 1.609344;

/** The miles `listings.mileage` holds for an odometer reading. */
export function milesOf(reading: number, unit: OdometerUnit): number {
  return unit === "mi" ? reading : Math.round(reading / kilometersPerMile);
}

/** The reading in the other unit, rounded to the whole unit. */
function inOtherUnit(reading: number, unit: OdometerUnit): { value: number; unit: OdometerUnit } {
  return unit === "mi"
    ? { value: Math.round(reading * kilometersPerMile), unit: "km" }
    : { value: Math.round(reading / kilometersPerMile), unit: "mi" };
}

/** The odometer as read, in its own unit: "65,724 mi", "105 773 km". */
export function formatReading(reading: number, unit: OdometerUnit, locale: Locale): string {
  return `${formatLocaleNumber(reading, locale)}\u00a0${unit}`;
}

/** A distance in miles as a number in the page's unit: miles in English, whole kilometres in French. */
export function distanceInPageUnit(miles: number, locale: Locale): number {
  return locale === "fr-CA" ? Math.round(miles * kilometersPerMile) : miles;
}

/** A distance in the page's unit: miles in English, kilometres in French ("112 mi", "180 km"). */
export function formatDistance(miles: number, locale: Locale): string {
  return locale === "fr-CA"
    ? formatReading(Math.round(miles * kilometersPerMile), "km", locale)
    : formatReading(miles, "mi", locale);
}

/** Each unit written out, as a listing's facts say it ('48,000 miles', '77 249 km'). */
const unitMessages: Readonly<Record<OdometerUnit, MessageId>> = {
  mi: "listings.odometer.miles",
  km: "listings.odometer.kilometers",
};

/** The odometer as read, then in the other unit: "48,000 miles (77,249 km)", "105 773 km (65 724 milles)". */
export function formatOdometer(reading: number, unit: OdometerUnit, { t, locale }: Translator): string {
  const other = inOtherUnit(reading, unit);
  const written = (value: number, its: OdometerUnit) =>
    t(unitMessages[its], { value: `${formatLocaleNumber(value, locale)}` });
  return `${written(reading, unit)} (${written(other.value, other.unit)})`;
}
