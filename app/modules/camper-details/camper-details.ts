// Camper details (docs/product/camper-details.md): how a camper is lived in, stated by its seller, all
// optional. Browser-safe and without zod (cards and the filter panel on the home page read it): the
// listing form reads the fields, labels, units and ranges from here (the ranges and stored values are the
// listings table's, app/db/listing-vocabulary.ts), the server parses every
// submission with camper-details.schema.ts built from the same fields, and the pages show the values
// through the same labels. A detail the seller left empty is null: "not stated", never zero or "no".
import {
  type BatteryChemistry,
  type CamperDetailKey,
  type CamperDetails,
  camperDetailDomains,
  type Fuel,
  type Heater,
  isYesNoDetail,
  type Shower,
  type Toilet,
  type Transmission,
} from "#app/db/listing-vocabulary.ts";
import type { Locale } from "#app/modules/i18n/locales.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import type { Translator } from "#app/modules/i18n/translator.ts";
import {
  detailUnit,
  formatDetailMeasure,
  formFieldValue,
  isConverted,
  isMeasuredDetail,
  readTypedNumber,
  readUnitSystem,
  storedUnitOf,
  toStoredValue,
  type UnitField,
  type UnitSystem,
} from "./detail-units.ts";
import { drivetrainLabels } from "./short-labels.ts";

/** A translator's `t`: the pages give their own (useTranslator), loaders the request's (requestTranslator). */
export type Translate = Translator["t"];

interface DetailFieldBase<K extends CamperDetailKey> {
  key: K;
  /** The form field's name. */
  name: string;
  /** The English label; pages show `camperDetailLabel` (the catalog's, `camper-details.label.{key}`). */
  label: string;
  /** A word under the label in the form ("stand-up height"); pages show `camperDetailHint`. */
  hint?: string;
}

export interface NumberDetailField<K extends CamperDetailKey = CamperDetailKey> extends DetailFieldBase<K> {
  kind: "number";
  min: number;
  max: number;
  /**
   * The unit it is stored in, written after the value: "21 ft" (a word, not a unit, is the catalog's:
   * `camperDetailText`). A page shows length, height and water in its own units (detail-units.ts).
   */
  unit: string;
  /** The stored unit as the form's label shows it: "(feet)"; pages show `camperDetailUnitLabel`, in their units. */
  unitLabel: string;
}

export interface ChoiceDetailField<K extends CamperDetailKey = CamperDetailKey> extends DetailFieldBase<K> {
  kind: "choice";
  options: readonly { value: string; label: string }[];
}

export type CamperDetailField = NumberDetailField | ChoiceDetailField;

const options = <V extends string>(labels: Record<V, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label: label as string }));

export const transmissionLabels: Record<Transmission, string> = { automatic: "Automatic", manual: "Manual" };
export const fuelLabels: Record<Fuel, string> = {
  gasoline: "Gasoline",
  diesel: "Diesel",
  electric: "Electric",
  hybrid: "Hybrid",
};
export const batteryChemistryLabels: Record<BatteryChemistry, string> = {
  lithium: "Lithium",
  agm: "AGM",
  lead_acid: "Lead-acid",
};
export const toiletLabels: Record<Toilet, string> = {
  none: "None",
  cassette: "Cassette",
  composting: "Composting",
  black_tank: "Black tank",
  portable: "Portable",
};
export const showerLabels: Record<Shower, string> = { none: "None", indoor: "Indoor", outdoor: "Outdoor" };
export const heaterLabels: Record<Heater, string> = {
  none: "None",
  diesel: "Diesel",
  propane: "Propane",
  electric: "Electric",
};
const yesNoLabels = { yes: "Yes", no: "No" };

/** The form's "Camper details" group, in the order it shows them. */
export const camperDetailFields = [
  {
    key: "sleeps",
    name: "sleeps",
    label: "Sleeps",
    kind: "number",
    ...camperDetailDomains.sleeps,
    unit: "people",
    unitLabel: "people",
  },
  {
    key: "seatbelts",
    name: "seatbelts",
    label: "Seatbelts",
    kind: "number",
    ...camperDetailDomains.seatbelts,
    unit: "seats",
    unitLabel: "seats",
  },
  {
    key: "lengthFeet",
    name: "length_ft",
    label: "Length",
    kind: "number",
    ...camperDetailDomains.lengthFeet,
    unit: storedUnitOf("lengthFeet"),
    unitLabel: "feet",
  },
  {
    key: "interiorHeightInches",
    name: "interior_height_in",
    label: "Interior height",
    hint: "stand-up height",
    kind: "number",
    ...camperDetailDomains.interiorHeightInches,
    unit: storedUnitOf("interiorHeightInches"),
    unitLabel: "inches",
  },
  { key: "drivetrain", name: "drivetrain", label: "Drivetrain", kind: "choice", options: options(drivetrainLabels) },
  {
    key: "transmission",
    name: "transmission",
    label: "Transmission",
    kind: "choice",
    options: options(transmissionLabels),
  },
  { key: "fuel", name: "fuel", label: "Fuel", kind: "choice", options: options(fuelLabels) },
  {
    key: "solarWatts",
    name: "solar_watts",
    label: "Solar",
    kind: "number",
    ...camperDetailDomains.solarWatts,
    unit: "W",
    unitLabel: "watts",
  },
  {
    key: "batteryAmpHours",
    name: "battery_ah",
    label: "House battery",
    kind: "number",
    ...camperDetailDomains.batteryAmpHours,
    unit: "Ah",
    unitLabel: "amp-hours",
  },
  {
    key: "batteryChemistry",
    name: "battery_chemistry",
    label: "Battery chemistry",
    kind: "choice",
    options: options(batteryChemistryLabels),
  },
  {
    key: "inverterWatts",
    name: "inverter_watts",
    label: "Inverter",
    kind: "number",
    ...camperDetailDomains.inverterWatts,
    unit: "W",
    unitLabel: "watts",
  },
  {
    key: "freshWaterGallons",
    name: "fresh_water_gal",
    label: "Fresh water",
    kind: "number",
    ...camperDetailDomains.freshWaterGallons,
    unit: storedUnitOf("freshWaterGallons"),
    unitLabel: "gallons",
  },
  {
    key: "greyWaterGallons",
    name: "grey_water_gal",
    label: "Grey water",
    kind: "number",
    ...camperDetailDomains.greyWaterGallons,
    unit: storedUnitOf("greyWaterGallons"),
    unitLabel: "gallons",
  },
  { key: "toilet", name: "toilet", label: "Toilet", kind: "choice", options: options(toiletLabels) },
  { key: "shower", name: "shower", label: "Shower", kind: "choice", options: options(showerLabels) },
  { key: "heater", name: "heater", label: "Heater", kind: "choice", options: options(heaterLabels) },
  {
    key: "hasAirConditioning",
    name: "air_conditioning",
    label: "Air conditioning",
    kind: "choice",
    options: options(yesNoLabels),
  },
  { key: "hasFridge", name: "fridge", label: "Fridge", kind: "choice", options: options(yesNoLabels) },
] as const satisfies readonly CamperDetailField[];

export type CamperDetailFieldName = (typeof camperDetailFields)[number]["name"];

export const camperDetailFieldNames = camperDetailFields.map((field) => field.name) as CamperDetailFieldName[];

/**
 * The form's hidden field saying which units its length, height and water were typed in ("us" or "metric"): the
 * schema converts them with it, in the browser's check, the action and a draft published later alike.
 */
export const detailUnitsFieldName = "detail_units";

/** The details' form values by form name ("" when not stated), and the units they are in when known. */
export type CamperDetailsFormValues = Record<CamperDetailFieldName, string> & { [detailUnitsFieldName]?: string };

/**
 * The message id for a number outside its field's range, in the units it was typed in: "Sleeps must be a whole
 * number from 1 to 12.", "Length must be a number from 3 to 13.7 meters." in English (the catalog writes each
 * field's range out; camper-details.test.ts holds it to the field's).
 */
export const numberDetailMessage = (field: Pick<NumberDetailField, "key">, system: UnitSystem = "us"): MessageId =>
  (isConverted(field, system)
    ? `camper-details.error.metric.${field.key}`
    : `camper-details.error.${field.key}`) as MessageId;

/** The message id for a choice the field does not have: "Choose drivetrain: 2WD, 4x4 or AWD." in English. */
export const choiceDetailMessage = (field: Pick<ChoiceDetailField, "key">): MessageId =>
  `camper-details.error.${field.key}` as MessageId;

/** A detail's label in the page's language: "Sleeps". */
export const camperDetailLabel = (t: Translate, field: Pick<CamperDetailField, "key">): string =>
  t(`camper-details.label.${field.key}`);

/** The word under a number field's label, in the page's language ("stand-up height"); undefined without one. */
export function camperDetailHint(t: Translate, field: Pick<NumberDetailField, "key" | "hint">): string | undefined {
  return field.hint === undefined ? undefined : t(`camper-details.hint.${field.key}` as MessageId);
}

/** Details counted in people and seats: their unit is a word, and so the catalog's. */
const countedDetails = { sleeps: true, seatbelts: true } as const;
const isCounted = (key: CamperDetailKey): key is keyof typeof countedDetails => key in countedDetails;

/** A number field's unit as its label shows it, in the page's language and units: "people", "feet", "mètres". */
export function camperDetailUnitLabel(t: Translate, field: UnitField, system: UnitSystem): string {
  if (isCounted(field.key)) return t(`camper-details.unitLabel.${field.key}`);
  return t(`camper-details.unitName.${detailUnit(field, system).symbol}` as MessageId);
}

/** A choice's option in the page's language: "Automatic". */
export const camperDetailOptionLabel = (t: Translate, field: Pick<ChoiceDetailField, "key">, value: string): string =>
  t(`camper-details.option.${field.key}.${value}` as MessageId);

/** A choice field's options in the page's language, for a drop-down. */
export function camperDetailOptions(t: Translate, field: ChoiceDetailField): { value: string; label: string }[] {
  return field.options.map((option) => ({
    value: option.value,
    label: camperDetailOptionLabel(t, field, option.value),
  }));
}

/** The parsed form fields (by form name) → the details as stored. */
export function camperDetailsFromForm(parsed: Record<CamperDetailFieldName, number | string | null>): CamperDetails {
  const entries = camperDetailFields.map((field) => {
    const value = parsed[field.name];
    if (isYesNoDetail(field.key)) return [field.key, value === null ? null : value === "yes"];
    return [field.key, value];
  });
  return Object.fromEntries(entries) as CamperDetails;
}

/** The stored details as the form's values (strings by form name; empty when not stated), in the stored units. */
export function camperDetailsFormValues(details: CamperDetails): CamperDetailsFormValues {
  const entries = camperDetailFields.map((field) => {
    const value = details[field.key];
    const shown = value === null ? "" : typeof value === "boolean" ? (value ? "yes" : "no") : String(value);
    return [field.name, shown];
  });
  return { ...Object.fromEntries(entries), [detailUnitsFieldName]: "us" } as CamperDetailsFormValues;
}

/** A submission's details as typed, with the units they were typed in, to show the form again or keep a draft. */
export function typedCamperDetails(raw: Record<string, unknown>): CamperDetailsFormValues {
  const typed = (name: string) => (typeof raw[name] === "string" ? raw[name].slice(0, 40) : "");
  return {
    ...Object.fromEntries(camperDetailFieldNames.map((name) => [name, typed(name)])),
    [detailUnitsFieldName]: typed(detailUnitsFieldName),
  } as CamperDetailsFormValues;
}

/**
 * A number field's value as the form shows it in `system`'s units: as typed when it was typed in those, else
 * converted (a stored listing's feet on a French page: "24" → "7,3"; a draft typed on the other language's page).
 * What is no number stays as typed, for the schema to answer.
 */
export function formValueInUnits(
  values: CamperDetailsFormValues,
  field: NumberDetailField,
  system: UnitSystem,
  locale: Locale,
): string {
  const typed = values[field.name as CamperDetailFieldName] ?? "";
  const typedIn = readUnitSystem(values[detailUnitsFieldName]);
  if (typedIn === system || !isMeasuredDetail(field.key)) return typed;
  const number = readTypedNumber(field, typed, typedIn);
  if (Number.isNaN(number)) return typed;
  return formFieldValue(field, toStoredValue(field, number, typedIn), system, locale);
}

/** No detail stated: a listing made before details existed, or whose seller filled none in. */
export const noCamperDetails: CamperDetails = Object.fromEntries(
  camperDetailFields.map((field) => [field.key, null]),
) as unknown as CamperDetails;

/**
 * A stated detail as the pages show it, in their units: "4 people", "21 ft" / "6,4 m", "4x4", "Yes"; null when not
 * stated.
 */
export function camperDetailText(
  { t, locale }: Translator,
  field: CamperDetailField,
  /** As stored, or a choice as the form holds it ("yes"). */
  value: CamperDetails[CamperDetailKey] | string,
): string | null {
  if (value === null) return null;
  if (typeof value === "boolean") return camperDetailOptionLabel(t, field, value ? "yes" : "no");
  if (field.kind === "number") {
    const number = Number(value);
    if (isCounted(field.key)) return t(`camper-details.value.${field.key}`, { value: number });
    return formatDetailMeasure(field, number, locale);
  }
  return field.options.some((option) => option.value === value)
    ? camperDetailOptionLabel(t, field, String(value))
    : String(value);
}
