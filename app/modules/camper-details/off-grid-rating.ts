// The off-grid rating (docs/product/camper-details.md, Off-grid rating): how long a camper lives away
// from hook-ups, 0 to 10 with one decimal, from what its seller stated. Browser-safe and pure: the
// server stores it with the listing (to filter and sort by it), the listing page shows its breakdown
// and /off-grid-rating explains it with the same constants and a worked example computed here.
import type { BatteryChemistry, CamperDetails, Heater, Toilet } from "#app/db/listing-vocabulary.ts";

export const offGridAssumptions = {
  /** Two people's daily electricity: a 12 V compressor fridge (600 Wh), lights, fans, pump, phones and a laptop. */
  dailyUseWattHours: 1_200,
  /** House batteries are 12 V. */
  batteryVolts: 12,
  /** How much of the rated capacity can be used without harm. */
  usableFraction: { lithium: 0.9, agm: 0.5, lead_acid: 0.5 } satisfies Record<BatteryChemistry, number>,
  /** Four peak sun hours on an average day, 75% of the panels' rating after losses: 3 Wh per watt. */
  solarWattHoursPerWatt: 3,
  /** Two people washing and cooking with care. */
  dailyWaterGallons: 5,
  /**
   * The share of the daily use that falls at night, when only the battery can supply it: solar that
   * covers the day lasts only if the battery holds the night (a camper with panels and no battery has
   * no fridge after dark).
   */
  overnightShare: 0.5,
  /** Electricity and water count fully from this many days on. */
  fullDays: 7,
  points: {
    electricity: 4,
    water: 3,
    heat: { diesel: 1.5, propane: 1.5, electric: 0.5, none: 0 } satisfies Record<Heater, number>,
    toilet: { composting: 1.5, cassette: 1, black_tank: 1, portable: 0.5, none: 0 } satisfies Record<Toilet, number>,
  },
} as const;

/** The details the rating reads. */
export type OffGridDetails = Pick<
  CamperDetails,
  "solarWatts" | "batteryAmpHours" | "batteryChemistry" | "freshWaterGallons" | "heater" | "toilet"
>;

export interface OffGridBreakdown {
  /** The battery's usable energy: amp-hours × volts × the chemistry's usable fraction. */
  usableWattHours: number;
  /** What the panels bring in on an average day. */
  solarWattHoursPerDay: number;
  /** Days the battery lasts against the daily use, with the solar's harvest (capped at fullDays). */
  electricityDays: number;
  electricityPoints: number;
  waterDays: number;
  waterPoints: number;
  heatPoints: number;
  toiletPoints: number;
}

export type OffGridRating =
  | { rated: true /** 0–10, one decimal. */; rating: number; breakdown: OffGridBreakdown }
  | {
      rated: false;
      /** The details that are missing, in this order; the page names them (`camper-details.rating.missing.*`). */
      missing: OffGridDetailKey[];
    };

export type OffGridDetailKey = keyof OffGridDetails;

/** The details the rating needs, in the order a page names the missing ones. */
export const offGridDetailKeys: readonly OffGridDetailKey[] = [
  "solarWatts",
  "batteryAmpHours",
  "batteryChemistry",
  "freshWaterGallons",
  "heater",
  "toilet",
];

const roundTo = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

/** The rating, or which details it lacks: never a number made up for details the seller did not state. */
export function offGridRating(details: OffGridDetails): OffGridRating {
  const missing = offGridDetailKeys.filter((key) => {
    // Without a battery its chemistry means nothing.
    if (key === "batteryChemistry") return details.batteryAmpHours !== 0 && details.batteryChemistry === null;
    return details[key] === null;
  });
  if (missing.length > 0) return { rated: false, missing };

  const { solarWatts, batteryAmpHours, batteryChemistry, freshWaterGallons, heater, toilet } = details as {
    [K in keyof OffGridDetails]: NonNullable<OffGridDetails[K]>;
  };
  const a = offGridAssumptions;
  const usableWattHours =
    batteryAmpHours === 0 ? 0 : batteryAmpHours * a.batteryVolts * a.usableFraction[batteryChemistry];
  const solarWattHoursPerDay = solarWatts * a.solarWattHoursPerWatt;
  const dailyDeficit = a.dailyUseWattHours - solarWattHoursPerDay;
  const overnightWattHours = a.dailyUseWattHours * a.overnightShare;
  const electricityDays =
    dailyDeficit <= 0
      ? a.fullDays * Math.min(1, usableWattHours / overnightWattHours)
      : Math.min(a.fullDays, usableWattHours / dailyDeficit);
  const waterDays = Math.min(a.fullDays, freshWaterGallons / a.dailyWaterGallons);
  const breakdown: OffGridBreakdown = {
    usableWattHours: roundTo(usableWattHours, 0),
    solarWattHoursPerDay,
    electricityDays: roundTo(electricityDays, 1),
    electricityPoints: roundTo((a.points.electricity * electricityDays) / a.fullDays, 2),
    waterDays: roundTo(waterDays, 1),
    waterPoints: roundTo((a.points.water * waterDays) / a.fullDays, 2),
    heatPoints: a.points.heat[heater],
    toiletPoints: a.points.toilet[toilet],
  };
  const exactTotal =
    (a.points.electricity * electricityDays) / a.fullDays +
    (a.points.water * waterDays) / a.fullDays +
    breakdown.heatPoints +
    breakdown.toiletPoints;
  return { rated: true, rating: offGridTenths(exactTotal) / 10, breakdown };
}

/** A rating in tenths, as stored (0–100): rounded half up, and kept within 0–10 against float drift. */
function offGridTenths(total: number): number {
  return Math.max(0, Math.min(100, Math.round(roundTo(total * 10, 6))));
}

/** The stored form of a rating: tenths (0–100), or null when not rated. */
export function offGridRatingTenths(details: OffGridDetails): number | null {
  const result = offGridRating(details);
  return result.rated ? Math.round(result.rating * 10) : null;
}

/** The /off-grid-rating page's worked example: a typical well-built van. */
export const offGridWorkedExample: OffGridDetails = {
  batteryAmpHours: 200,
  batteryChemistry: "lithium",
  solarWatts: 400,
  freshWaterGallons: 30,
  heater: "diesel",
  toilet: "composting",
};
