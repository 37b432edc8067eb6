// The camper-detail filters of the search (docs/product/browse-and-search.md, More filters): each one's
// URL parameter, its search input and the detail field it reads, whose label, unit, range and options
// (app/modules/camper-details/camper-details.ts) the parser, the panel and the messages all use.
// Browser-safe.
import { type SearchedCamperDetailKey, searchedCamperDetailKeys } from "#app/db/listing-vocabulary.ts";
import {
  type ChoiceDetailField,
  camperDetailFields,
  camperDetailLabel,
  choiceDetailMessage,
  type NumberDetailField,
  numberDetailMessage,
  type Translate,
} from "#app/modules/camper-details/camper-details.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";

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

/** Water is fresh water. One filter per searched detail, whose columns the schema indexes. */
const filterOf: Record<SearchedCamperDetailKey, CamperDetailFilter> = {
  sleeps: atLeast("sleeps_min", "sleepsMin", "sleeps"),
  lengthFeet: {
    kind: "number",
    param: "length_max",
    input: "lengthMaxFeet",
    bound: "max",
    field: fieldOf("lengthFeet"),
  },
  interiorHeightInches: atLeast("height_min", "heightMinInches", "interiorHeightInches"),
  drivetrain: choice("drivetrain"),
  transmission: choice("transmission"),
  fuel: choice("fuel"),
  solarWatts: atLeast("solar_min", "solarMinWatts", "solarWatts"),
  batteryAmpHours: atLeast("battery_min", "batteryMinAmpHours", "batteryAmpHours"),
  freshWaterGallons: atLeast("water_min", "waterMinGallons", "freshWaterGallons"),
  toilet: choice("toilet"),
  shower: choice("shower"),
  heater: choice("heater"),
};

/** In the panel's order. */
export const camperDetailFilters: readonly CamperDetailFilter[] = searchedCamperDetailKeys.map((key) => filterOf[key]);

/** The off-grid rating's minimum: 0 to 10 with one decimal in the URL, tenths in the search input. */
export const offGridMinFilter = {
  param: "offgrid_min",
  input: "offGridMinTenths",
  /** "Off-grid rating must be a number from 0 to 10, with at most one decimal." */
  message: "search.error.offGridMin" as MessageId,
} as const;

/** The message for a value the filter does not accept: the detail field's own (a message id). */
export function detailFilterMessage(filter: CamperDetailFilter): MessageId {
  return filter.kind === "number" ? numberDetailMessage(filter.field) : choiceDetailMessage(filter.field);
}

/** The panel's label in the page's language: "Sleeps at least", "Length at most". */
export function detailFilterLabel(t: Translate, filter: CamperDetailFilter): string {
  const label = camperDetailLabel(t, filter.field);
  if (filter.kind === "choice") return label;
  return t(filter.bound === "min" ? "search.filter.atLeast" : "search.filter.atMost", { label });
}
