// The one-tap camper features of a search (docs/product/browse-and-search.md, Camper features): named presets over
// the camper details ("Stand-up height" is an interior height of at least 72 inches), each one value of the
// repeatable `feature` parameter. Browser-safe: the sheet, the quick row, the chips and the parser read it;
// listing-filters.server.ts turns each condition into SQL.
import type { SearchedCamperDetailKey } from "#app/db/listing-vocabulary.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import type { Translator } from "#app/modules/i18n/translator.ts";

export type CamperFeatureCondition =
  | { kind: "atLeast"; key: SearchedCamperDetailKey; value: number }
  | { kind: "oneOf"; key: SearchedCamperDetailKey; values: readonly string[] };

export interface CamperFeature {
  /** The `feature` parameter's value; its name is the catalog's (`camperFeatureLabel`). */
  value: string;
  condition: CamperFeatureCondition;
}

export const camperFeatures = [
  { value: "standup", condition: { kind: "atLeast", key: "interiorHeightInches", value: 72 } },
  { value: "4wd", condition: { kind: "oneOf", key: "drivetrain", values: ["4x4", "awd"] } },
  { value: "solar", condition: { kind: "atLeast", key: "solarWatts", value: 1 } },
  { value: "shower", condition: { kind: "oneOf", key: "shower", values: ["indoor", "outdoor"] } },
  { value: "sleeps2", condition: { kind: "atLeast", key: "sleeps", value: 2 } },
] as const satisfies readonly CamperFeature[];

export type CamperFeatureValue = (typeof camperFeatures)[number]["value"];

export const camperFeatureValues = camperFeatures.map((feature) => feature.value) as [
  CamperFeatureValue,
  ...CamperFeatureValue[],
];

/** A feature's name in the page's language: "Stand-up height", "4x4/AWD". */
export const camperFeatureLabel = (t: Translator["t"], feature: Pick<CamperFeature, "value">): string =>
  t(`search.feature.${feature.value}` as MessageId);

/** "Choose camper features from: Stand-up height, 4x4/AWD, Solar, Shower, Sleeps 2+." */
export const camperFeatureMessage: MessageId = "search.error.feature";
export const includeUnstatedMessage: MessageId = "search.error.includeUnstated";
