// The one-tap camper features of a search (docs/product/browse-and-search.md, Camper features): named presets over
// the camper details ("Stand-up height" is an interior height of at least 72 inches), each one value of the
// repeatable `feature` parameter. Browser-safe: the sheet, the quick row, the chips and the parser read it;
// listing-filters.server.ts turns each condition into SQL.
import type { SearchedCamperDetailKey } from "#app/db/listing-vocabulary.ts";

export type CamperFeatureCondition =
  | { kind: "atLeast"; key: SearchedCamperDetailKey; value: number }
  | { kind: "oneOf"; key: SearchedCamperDetailKey; values: readonly string[] };

export interface CamperFeature {
  /** The `feature` parameter's value. */
  value: string;
  label: string;
  condition: CamperFeatureCondition;
}

export const camperFeatures = [
  {
    value: "standup",
    label: "Stand-up height",
    condition: { kind: "atLeast", key: "interiorHeightInches", value: 72 },
  },
  { value: "4wd", label: "4x4/AWD", condition: { kind: "oneOf", key: "drivetrain", values: ["4x4", "awd"] } },
  { value: "solar", label: "Solar", condition: { kind: "atLeast", key: "solarWatts", value: 1 } },
  { value: "shower", label: "Shower", condition: { kind: "oneOf", key: "shower", values: ["indoor", "outdoor"] } },
  { value: "sleeps2", label: "Sleeps 2+", condition: { kind: "atLeast", key: "sleeps", value: 2 } },
] as const satisfies readonly CamperFeature[];

export type CamperFeatureValue = (typeof camperFeatures)[number]["value"];

export const camperFeatureValues = camperFeatures.map((feature) => feature.value) as [
  CamperFeatureValue,
  ...CamperFeatureValue[],
];

export const camperFeatureMessage = `Choose camper features from: ${camperFeatures.map((feature) => feature.label).join(", ")}.`;
export const includeUnstatedMessage = "Include campers that don't say is include_unstated=1, or left out.";
