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
  type Drivetrain,
  type Fuel,
  type Heater,
  isYesNoDetail,
  type Shower,
  type Toilet,
  type Transmission,
} from "#app/db/listing-vocabulary.ts";
import { formatWholeNumber } from "#app/lib/plain-format.ts";
import { drivetrainLabels } from "./short-labels.ts";

interface DetailFieldBase<K extends CamperDetailKey> {
  key: K;
  /** The form field's name. */
  name: string;
  label: string;
  /** A word under the label in the form ("stand-up height"). */
  hint?: string;
}

export interface NumberDetailField<K extends CamperDetailKey = CamperDetailKey> extends DetailFieldBase<K> {
  kind: "number";
  min: number;
  max: number;
  /** Written after the value: "4 people", "21 ft". */
  unit: string;
  /** The unit as the form's label shows it: "(ft)". */
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
    unit: "ft",
    unitLabel: "feet",
  },
  {
    key: "interiorHeightInches",
    name: "interior_height_in",
    label: "Interior height",
    hint: "stand-up height",
    kind: "number",
    ...camperDetailDomains.interiorHeightInches,
    unit: "in",
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
    unit: "gal",
    unitLabel: "gallons",
  },
  {
    key: "greyWaterGallons",
    name: "grey_water_gal",
    label: "Grey water",
    kind: "number",
    ...camperDetailDomains.greyWaterGallons,
    unit: "gal",
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

/** "Sleeps must be a whole number from 1 to 12." */
export const numberDetailMessage = (field: Pick<NumberDetailField, "label" | "min" | "max">) =>
  `${field.label} must be a whole number from ${formatWholeNumber(field.min)} to ${formatWholeNumber(field.max)}.`;

/** "Choose drivetrain: 2WD, 4x4 or AWD." */
export const choiceDetailMessage = (field: Pick<ChoiceDetailField, "label" | "options">) => {
  const labels = field.options.map((option) => option.label);
  const listed = labels.length > 1 ? `${labels.slice(0, -1).join(", ")} or ${labels.at(-1)}` : labels.join("");
  return `Choose ${field.label.toLowerCase()}: ${listed}.`;
};

/** The parsed form fields (by form name) → the details as stored. */
export function camperDetailsFromForm(parsed: Record<CamperDetailFieldName, number | string | null>): CamperDetails {
  const entries = camperDetailFields.map((field) => {
    const value = parsed[field.name];
    if (isYesNoDetail(field.key)) return [field.key, value === null ? null : value === "yes"];
    return [field.key, value];
  });
  return Object.fromEntries(entries) as CamperDetails;
}

/** The stored details as the form shows them (strings by form name; empty when not stated). */
export function camperDetailsFormValues(details: CamperDetails): Record<CamperDetailFieldName, string> {
  const entries = camperDetailFields.map((field) => {
    const value = details[field.key];
    const shown = value === null ? "" : typeof value === "boolean" ? (value ? "yes" : "no") : String(value);
    return [field.name, shown];
  });
  return Object.fromEntries(entries) as Record<CamperDetailFieldName, string>;
}

/** A submission's details as typed, to show the form again after a failed submission. */
export function typedCamperDetails(raw: Record<string, unknown>): Record<CamperDetailFieldName, string> {
  return Object.fromEntries(
    camperDetailFieldNames.map((name) => [name, typeof raw[name] === "string" ? raw[name].slice(0, 40) : ""]),
  ) as Record<CamperDetailFieldName, string>;
}

/** No detail stated: a listing made before details existed, or whose seller filled none in. */
export const noCamperDetails: CamperDetails = Object.fromEntries(
  camperDetailFields.map((field) => [field.key, null]),
) as unknown as CamperDetails;

/** A stated detail as the pages show it: "4 people", "21 ft", "4x4", "Yes"; null when not stated. */
export function camperDetailText(field: CamperDetailField, value: CamperDetails[CamperDetailKey]): string | null {
  if (value === null) return null;
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (field.kind === "number") return `${formatWholeNumber(Number(value))} ${field.unit}`;
  return field.options.find((option) => option.value === value)?.label ?? String(value);
}
