// The units of the camper details (docs/product/camper-details.md, Units of the camper details): length, interior
// height and water are stored once, in feet, inches and US gallons (the listings table's columns), shown and typed
// in those on English pages and in metres, centimetres and litres on French ones. The conversions and the choice of
// units per locale live here and nowhere else; the other details (people, watts, amp-hours) have one unit in every
// language. Browser-safe and pure.
import type { CamperDetailKey } from "#app/db/listing-vocabulary.ts";
import { formatLocaleDecimal } from "#app/modules/i18n/locale-numbers.ts";
import type { Locale } from "#app/modules/i18n/locales.ts";

export const unitSystems = ["us", "metric"] as const;
export type UnitSystem = (typeof unitSystems)[number];

/** English pages keep the units the details are stored in; Canadian French ones use the metric system. */
export const unitSystemOf = (locale: Locale): UnitSystem => (locale === "fr-CA" ? "metric" : "us");

/** A unit a number detail is shown and typed in. */
export interface DetailUnit {
  /** Written after the value ("7.3 m"); its name is the catalog's (`camper-details.unitName.{symbol}`). */
  symbol: string;
  /** How many of this unit one stored unit is: 0.3048 metres to the foot, 1 for the stored unit itself. */
  perStoredUnit: number;
  /** The decimals a value is shown with: metres to the tenth, the rest whole. */
  decimals: number;
}

const unit = (symbol: string, perStoredUnit = 1, decimals = 0): DetailUnit => ({ symbol, perStoredUnit, decimals });

/** Exact by definition: the international foot and inch, the US liquid gallon. */
const metresPerFoot = 0.3048;
const centimetresPerInch = 2.54;
const litresPerGallon = 3.785411784;

/** The details stored in a US unit, with that unit and its metric counterpart. */
const measuredUnits = {
  lengthFeet: { us: unit("ft"), metric: unit("m", metresPerFoot, 1) },
  interiorHeightInches: { us: unit("in"), metric: unit("cm", centimetresPerInch) },
  freshWaterGallons: { us: unit("gal"), metric: unit("L", litresPerGallon) },
  greyWaterGallons: { us: unit("gal"), metric: unit("L", litresPerGallon) },
} as const satisfies Partial<Record<CamperDetailKey, Record<UnitSystem, DetailUnit>>>;

export type MeasuredDetailKey = keyof typeof measuredUnits;

export const isMeasuredDetail = (key: CamperDetailKey): key is MeasuredDetailKey => Object.hasOwn(measuredUnits, key);

/** The unit a measured detail is stored in: "ft" for the length. */
export const storedUnitOf = (key: MeasuredDetailKey): string => measuredUnits[key].us.symbol;

/** A number detail as this module reads it: its key, and the unit it is stored in unless it is a measured one. */
export interface UnitField {
  key: CamperDetailKey;
  unit?: string;
}

/** The unit a detail is shown and typed in with `system`: its stored unit, or the metric counterpart. */
export function detailUnit(field: UnitField, system: UnitSystem): DetailUnit {
  if (isMeasuredDetail(field.key)) return measuredUnits[field.key][system];
  return unit(field.unit ?? "");
}

/** Whether `system` shows the detail in another unit than it is stored in (the typed value is then converted). */
export const isConverted = (field: UnitField, system: UnitSystem) => detailUnit(field, system).perStoredUnit !== 1;

const roundTo = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** A stored value in `system`'s unit, to that unit's decimals: 24 ft → 7.3 m, 72 in → 183 cm, 40 gal → 151 L. */
export function toShownValue(field: UnitField, stored: number, system: UnitSystem): number {
  const shown = detailUnit(field, system);
  return roundTo(stored * shown.perStoredUnit, shown.decimals);
}

/**
 * A value in `system`'s unit as stored, in whole stored units: 7.3 m → 24 ft. Every shown value comes back as the
 * stored one it was made from (half a foot is more than the 5 cm a metre's tenth can be off by).
 */
export function toStoredValue(field: UnitField, shown: number, system: UnitSystem): number {
  return Math.round(shown / detailUnit(field, system).perStoredUnit);
}

/**
 * "1,200" / "1 200" / "7,3": a number in a page's digits with exactly `decimals` decimals, without Intl (no locale
 * data to load while a page hydrates, ADR 083).
 */
export function formatDetailNumber(value: number, decimals: number, locale: Locale): string {
  return formatLocaleDecimal(value, locale, "decimal", { minimum: decimals, maximum: decimals });
}

/** A stored value in the page's units and digits, without the unit: "24" / "7,3", "1,200" / "1 200". */
export function formatDetailValue(field: UnitField, stored: number, locale: Locale): string {
  const system = unitSystemOf(locale);
  return formatDetailNumber(toShownValue(field, stored, system), detailUnit(field, system).decimals, locale);
}

/** A stored value as the page's locale writes it, with its unit: "24 ft" / "7,3 m", "1,200 W" / "1 200 W". */
export function formatDetailMeasure(field: UnitField, stored: number, locale: Locale): string {
  return `${formatDetailValue(field, stored, locale)} ${detailUnit(field, unitSystemOf(locale)).symbol}`;
}

/** The decimal separator a form field shows a value with: the seller types it back as it is. */
const decimalSeparators: Readonly<Record<Locale, string>> = { "en-US": ".", "fr-CA": "," };

/** A stored value as a form field holds it in `system`'s unit, without grouping: "24", "7,3" (French), "7.3". */
export function formFieldValue(field: UnitField, stored: number, system: UnitSystem, locale: Locale): string {
  return String(toShownValue(field, stored, system)).replace(".", decimalSeparators[locale]);
}

/**
 * A number a seller typed in `system`'s unit, or NaN when it is none: a whole number, thousands separated by commas
 * or spaces if at all ("1,200", "1 200"); where the value is converted, also a decimal with a comma or a point
 * ("7,3", "7.3" metres), whose comma is then the decimal one.
 */
export function readTypedNumber(field: UnitField, typed: string, system: UnitSystem): number {
  if (isConverted(field, system)) {
    const cleaned = typed.replace(/\s/g, "");
    return /^\d{1,7}([.,]\d{1,3})?$/.test(cleaned) ? Number(cleaned.replace(",", ".")) : Number.NaN;
  }
  const cleaned = typed.replace(/[,\s]/g, "");
  return /^\d{1,7}$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

/** What a form says about its units (the hidden field `detail_units`): anything but "metric" is the stored units. */
export const readUnitSystem = (value: unknown): UnitSystem => (value === "metric" ? "metric" : "us");
