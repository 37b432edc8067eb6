// The words a listing is stored in: the enumerations of the listings table's columns, the camper details
// (docs/product/camper-details.md) with the ranges and values the table accepts, and the details a search filters
// on (each has its index). The schema builds its columns, checks and indexes from these, and the feature modules
// (camper-details, search, deal-rating...) build on them, so the dependency points one way: modules → db (ADR 041).
// Browser-safe and without imports.

export const vehicleTypes = ["van", "skoolie", "rv", "overlander"] as const;
export type VehicleType = (typeof vehicleTypes)[number];

export { type Currency, currencies, type OdometerUnit, odometerUnits } from "./money-vocabulary.ts";

export const listingTierIds = ["graze", "roam", "stampede"] as const;
export type ListingTierId = (typeof listingTierIds)[number];

/** A listing's asking price against comparable campers' (docs/product/buyers-come-back.md, Deal rating). */
export const dealRatings = ["great", "good", "fair", "high"] as const;
export type DealRating = (typeof dealRatings)[number];

/** Why a listing was taken out of public view by moderation (docs/product/sell-and-talk-safely.md). */
export const moderationStates = ["under_review", "hidden"] as const;
export type ModerationState = (typeof moderationStates)[number];

export const drivetrains = ["2wd", "4x4", "awd"] as const;
export const transmissions = ["automatic", "manual"] as const;
export const fuels = ["gasoline", "diesel", "electric", "hybrid"] as const;
export const batteryChemistries = ["lithium", "agm", "lead_acid"] as const;
export const toilets = ["none", "cassette", "composting", "black_tank", "portable"] as const;
export const showers = ["none", "indoor", "outdoor"] as const;
export const heaters = ["none", "diesel", "propane", "electric"] as const;
export const yesNo = ["yes", "no"] as const;

export type Drivetrain = (typeof drivetrains)[number];
export type Transmission = (typeof transmissions)[number];
export type Fuel = (typeof fuels)[number];
export type BatteryChemistry = (typeof batteryChemistries)[number];
export type Toilet = (typeof toilets)[number];
export type Shower = (typeof showers)[number];
export type Heater = (typeof heaters)[number];

/** Every camper detail, as stored (the listings table's columns of the same names) and as the pages read it. */
export interface CamperDetails {
  sleeps: number | null;
  seatbelts: number | null;
  lengthFeet: number | null;
  interiorHeightInches: number | null;
  drivetrain: Drivetrain | null;
  transmission: Transmission | null;
  fuel: Fuel | null;
  solarWatts: number | null;
  batteryAmpHours: number | null;
  batteryChemistry: BatteryChemistry | null;
  inverterWatts: number | null;
  freshWaterGallons: number | null;
  greyWaterGallons: number | null;
  toilet: Toilet | null;
  shower: Shower | null;
  heater: Heater | null;
  hasAirConditioning: boolean | null;
  hasFridge: boolean | null;
}

export type CamperDetailKey = keyof CamperDetails;

/**
 * What the table accepts for each detail, in the listing form's order: a whole number in a range, or one of the
 * values (the details answered yes or no are stored as booleans). The form's fields take their ranges from here.
 */
export const camperDetailDomains = {
  sleeps: { min: 1, max: 12 },
  seatbelts: { min: 1, max: 12 },
  lengthFeet: { min: 10, max: 45 },
  interiorHeightInches: { min: 40, max: 90 },
  drivetrain: { values: drivetrains },
  transmission: { values: transmissions },
  fuel: { values: fuels },
  solarWatts: { min: 0, max: 5_000 },
  batteryAmpHours: { min: 0, max: 2_000 },
  batteryChemistry: { values: batteryChemistries },
  inverterWatts: { min: 0, max: 10_000 },
  freshWaterGallons: { min: 0, max: 300 },
  greyWaterGallons: { min: 0, max: 300 },
  toilet: { values: toilets },
  shower: { values: showers },
  heater: { values: heaters },
  hasAirConditioning: { values: yesNo },
  hasFridge: { values: yesNo },
} as const satisfies Record<CamperDetailKey, { min: number; max: number } | { values: readonly string[] }>;

/** The details a seller answers yes or no to: stored as booleans. */
const yesNoKeys = new Set<CamperDetailKey>(["hasAirConditioning", "hasFridge"]);
export const isYesNoDetail = (key: CamperDetailKey) => yesNoKeys.has(key);

/**
 * The details a search filters on, in the filter panel's order (docs/product/browse-and-search.md, More filters);
 * each is carried by the search walks and has an index of its own.
 */
export const searchedCamperDetailKeys = [
  "sleeps",
  "lengthFeet",
  "interiorHeightInches",
  "drivetrain",
  "transmission",
  "fuel",
  "solarWatts",
  "batteryAmpHours",
  "freshWaterGallons",
  "toilet",
  "shower",
  "heater",
] as const satisfies readonly CamperDetailKey[];
export type SearchedCamperDetailKey = (typeof searchedCamperDetailKeys)[number];
