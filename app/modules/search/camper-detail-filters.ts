// The camper-detail filters of the search (docs/product/browse-and-search.md, More filters): each one's
// URL parameter, its search input and the detail field it reads, whose label, unit, range and options
// (app/modules/camper-details/camper-details.ts) the parser, the panel and the messages all use.
// Browser-safe.
import {
  type ChoiceDetailField,
  camperDetailFields,
  choiceDetailMessage,
  type NumberDetailField,
  numberDetailMessage,
} from "#app/modules/camper-details/camper-details.ts";
import type { SearchInput } from "./search-params.ts";

type DetailField = (typeof camperDetailFields)[number];
type NumberField = Extract<DetailField, { kind: "number" }>;
type ChoiceField = Extract<DetailField, { kind: "choice" }>;

export type NumberFilterInput =
  | "sleepsMin"
  | "lengthMaxFeet"
  | "heightMinInches"
  | "solarMinWatts"
  | "batteryMinAmpHours"
  | "waterMinGallons";
export type ChoiceFilterInput = "drivetrain" | "transmission" | "fuel" | "toilet" | "shower" | "heater";

export interface NumberDetailFilter {
  kind: "number";
  param: string;
  input: NumberFilterInput;
  /** A minimum keeps listings stating at least the value; a maximum, at most. */
  bound: "min" | "max";
  field: NumberDetailField<NumberField["key"]>;
}

export interface ChoiceDetailFilter {
  kind: "choice";
  param: string;
  input: ChoiceFilterInput;
  field: ChoiceDetailField<ChoiceField["key"]>;
}

export type CamperDetailFilter = NumberDetailFilter | ChoiceDetailFilter;

function fieldOf<K extends DetailField["key"]>(key: K): Extract<DetailField, { key: K }> {
  const field = camperDetailFields.find((candidate) => candidate.key === key);
  if (!field) throw new Error(`No camper detail ${key}`);
  return field as Extract<DetailField, { key: K }>;
}

const atLeast = (param: string, input: NumberFilterInput, key: NumberField["key"]): NumberDetailFilter => ({
  kind: "number",
  param,
  input,
  bound: "min",
  field: fieldOf(key),
});
const choice = (input: ChoiceFilterInput & ChoiceField["key"]): ChoiceDetailFilter => ({
  kind: "choice",
  param: input,
  input,
  field: fieldOf(input),
});

/** In the panel's order. Water is fresh water. */
export const camperDetailFilters: readonly CamperDetailFilter[] = [
  atLeast("sleeps_min", "sleepsMin", "sleeps"),
  { kind: "number", param: "length_max", input: "lengthMaxFeet", bound: "max", field: fieldOf("lengthFeet") },
  atLeast("height_min", "heightMinInches", "interiorHeightInches"),
  choice("drivetrain"),
  choice("transmission"),
  choice("fuel"),
  atLeast("solar_min", "solarMinWatts", "solarWatts"),
  atLeast("battery_min", "batteryMinAmpHours", "batteryAmpHours"),
  atLeast("water_min", "waterMinGallons", "freshWaterGallons"),
  choice("toilet"),
  choice("shower"),
  choice("heater"),
];

/** The off-grid rating's minimum: 0 to 10 with one decimal in the URL, tenths in the search input. */
export const offGridMinFilter = {
  param: "offgrid_min",
  input: "offGridMinTenths",
  label: "Off-grid rating",
  message: "Off-grid rating must be a number from 0 to 10, with at most one decimal.",
} as const;

/** The message for a value the filter does not accept: the detail field's own. */
export function detailFilterMessage(filter: CamperDetailFilter): string {
  return filter.kind === "number" ? numberDetailMessage(filter.field) : choiceDetailMessage(filter.field);
}

/** The panel's label: "Sleeps at least", "Length at most". */
export function detailFilterLabel(filter: CamperDetailFilter): string {
  if (filter.kind === "choice") return filter.field.label;
  return `${filter.field.label} ${filter.bound === "min" ? "at least" : "at most"}`;
}

/** Whether the input filters on any camper detail (the panel opens "More filters" then). */
export function hasDetailFilter(input: Partial<SearchInput>): boolean {
  return (
    input.offGridMinTenths !== undefined || camperDetailFilters.some((filter) => input[filter.input] !== undefined)
  );
}
