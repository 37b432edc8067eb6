import type { BatteryChemistry, Heater, Shower, Toilet } from "#app/db/listing-vocabulary.ts";
import type { DemoVehicleModel } from "./catalog.ts";
import { createRandom, type Random } from "./random.ts";

/** The conversion inside a demo vehicle: what its description and its camper details talk about. */
export interface DemoBuild {
  /** 0 for a tired budget rig, 1 for a no-expense-spared build; drives both price and equipment. */
  quality: number;
  sleeps: number;
  solarWatts: number;
  batteryAmpHours: number;
  batteryChemistry: BatteryChemistry;
  inverterWatts: number;
  freshWaterGallons: number;
  greyWaterGallons: number;
  hasShower: boolean;
  hasToilet: boolean;
  /** What the rig has (the seller may not state it): "none" when it has none. */
  shower: Shower;
  toilet: Toilet;
  heater: Heater;
}

const roundTo = (value: number, step: number) => Math.round(value / step) * step;

interface BuildScale {
  sleeps: readonly number[];
  solar: readonly [number, number];
  battery: readonly [number, number];
  freshWater: readonly [number, number];
  /** The toilets a rig of this shape has, by weight. */
  toilets: readonly (readonly [Toilet, number])[];
  heaters: readonly (readonly [Heater, number])[];
}

const buildScales: Record<DemoVehicleModel["silhouette"], BuildScale> = {
  van: {
    sleeps: [2, 2, 2, 3, 4],
    solar: [100, 600],
    battery: [100, 400],
    freshWater: [12, 40],
    toilets: [
      ["composting", 4],
      ["cassette", 3],
      ["portable", 3],
    ],
    heaters: [
      ["diesel", 6],
      ["propane", 2],
      ["electric", 1],
      ["none", 1],
    ],
  },
  bus: {
    sleeps: [4, 4, 5, 6, 6, 8],
    solar: [400, 2400],
    battery: [200, 1200],
    freshWater: [40, 120],
    toilets: [
      ["composting", 8],
      ["black_tank", 1],
      ["cassette", 1],
    ],
    heaters: [
      ["propane", 4],
      ["diesel", 3],
      ["electric", 2],
    ],
  },
  shortBus: {
    sleeps: [2, 2, 3, 4],
    solar: [200, 1200],
    battery: [200, 600],
    freshWater: [25, 60],
    toilets: [
      ["composting", 6],
      ["cassette", 2],
      ["portable", 2],
    ],
    heaters: [
      ["diesel", 4],
      ["propane", 4],
      ["electric", 1],
    ],
  },
  motorhome: {
    sleeps: [2, 4, 4, 5, 6],
    solar: [0, 800],
    battery: [0, 600],
    freshWater: [20, 50],
    toilets: [
      ["black_tank", 9],
      ["cassette", 1],
    ],
    heaters: [["propane", 1]],
  },
  coach: {
    sleeps: [4, 5, 6, 8],
    solar: [0, 1200],
    battery: [0, 800],
    freshWater: [50, 90],
    toilets: [["black_tank", 1]],
    heaters: [
      ["propane", 5],
      ["diesel", 1],
    ],
  },
  tentRig: {
    sleeps: [2, 2, 3, 4],
    solar: [0, 400],
    battery: [50, 200],
    freshWater: [5, 21],
    toilets: [["portable", 1]],
    heaters: [
      ["none", 3],
      ["diesel", 2],
    ],
  },
  expedition: {
    sleeps: [2, 2, 3, 4],
    solar: [200, 1500],
    battery: [200, 800],
    freshWater: [20, 75],
    toilets: [
      ["cassette", 5],
      ["composting", 3],
      ["portable", 1],
    ],
    heaters: [
      ["diesel", 8],
      ["propane", 1],
    ],
  },
};

export function generateDemoBuild(rng: Random, vehicle: DemoVehicleModel): DemoBuild {
  const quality = rng.next();
  const scale = buildScales[vehicle.silhouette];
  const within = ([low, high]: readonly [number, number], step: number) =>
    roundTo(low + (high - low) * (0.6 * quality + 0.4 * rng.next()), step);
  const isLivedIn = vehicle.silhouette !== "tentRig";
  const freshWaterGallons = within(scale.freshWater, 1);
  const base = {
    quality,
    sleeps: rng.pick(scale.sleeps),
    // A rig this rough usually has no solar yet; the seller says so.
    solarWatts: quality < 0.12 ? 0 : within(scale.solar, 50),
    batteryAmpHours: within(scale.battery, 50),
    inverterWatts: rng.pick([1000, 1500, 2000, 2000, 3000, 3000]),
    freshWaterGallons,
    greyWaterGallons: roundTo(freshWaterGallons * rng.between(0.5, 0.9), 1),
    hasShower: isLivedIn && rng.chance(0.3 + 0.6 * quality),
    hasToilet: isLivedIn && rng.chance(0.5 + 0.5 * quality),
  };
  // The kinds of equipment draw from a stream of their own, seeded by the build, so the rest of
  // the demo (descriptions, tiers, dates) stays what it was before rigs had them.
  const own = createRandom(Math.floor(quality * 0x1_0000_0000));
  const isFactoryBuilt = vehicle.vehicleType === "rv";
  return {
    ...base,
    // Dealers' rigs and budget builds often keep lead-acid or AGM; a solar build is lithium.
    batteryChemistry:
      base.solarWatts > 0 && !(isFactoryBuilt && own.chance(0.5))
        ? "lithium"
        : own.pickWeighted<BatteryChemistry>([
            ["agm", 2],
            ["lead_acid", 1],
          ]),
    shower: base.hasShower
      ? vehicle.silhouette === "van" && own.chance(0.4)
        ? "outdoor"
        : "indoor"
      : !isLivedIn && own.chance(0.5)
        ? "outdoor"
        : "none",
    toilet: base.hasToilet || (!isLivedIn && own.chance(0.4)) ? own.pickWeighted(scale.toilets) : "none",
    heater: own.pickWeighted(scale.heaters),
  };
}
