import type { DemoVehicleModel } from "./catalog.ts";
import type { Random } from "./random.ts";

/** The conversion inside a demo vehicle: what its description talks about. */
export interface DemoBuild {
  /** 0 for a tired budget rig, 1 for a no-expense-spared build; drives both price and equipment. */
  quality: number;
  sleeps: number;
  solarWatts: number;
  lithiumAmpHours: number;
  inverterWatts: number;
  freshWaterGallons: number;
  greyWaterGallons: number;
  hasShower: boolean;
  hasToilet: boolean;
}

const roundTo = (value: number, step: number) => Math.round(value / step) * step;

interface BuildScale {
  sleeps: readonly number[];
  solar: readonly [number, number];
  lithium: readonly [number, number];
  freshWater: readonly [number, number];
}

const buildScales: Record<DemoVehicleModel["silhouette"], BuildScale> = {
  van: { sleeps: [2, 2, 2, 3, 4], solar: [100, 800], lithium: [100, 600], freshWater: [12, 40] },
  bus: { sleeps: [2, 4, 4, 5, 6, 8], solar: [400, 2400], lithium: [200, 1200], freshWater: [40, 120] },
  shortBus: { sleeps: [2, 2, 3, 4], solar: [200, 1200], lithium: [200, 600], freshWater: [25, 60] },
  motorhome: { sleeps: [2, 4, 4, 5, 6], solar: [0, 800], lithium: [0, 600], freshWater: [20, 50] },
  coach: { sleeps: [4, 5, 6, 8], solar: [0, 1200], lithium: [0, 800], freshWater: [50, 90] },
  tentRig: { sleeps: [2, 2, 3, 4], solar: [0, 400], lithium: [50, 200], freshWater: [5, 21] },
  expedition: { sleeps: [2, 2, 3, 4], solar: [200, 1500], lithium: [200, 800], freshWater: [20, 75] },
};

export function generateDemoBuild(rng: Random, vehicle: DemoVehicleModel): DemoBuild {
  const quality = rng.next();
  const scale = buildScales[vehicle.silhouette];
  const within = ([low, high]: readonly [number, number], step: number) =>
    roundTo(low + (high - low) * (0.6 * quality + 0.4 * rng.next()), step);
  const isLivedIn = vehicle.silhouette !== "tentRig";
  const freshWaterGallons = within(scale.freshWater, 1);
  return {
    quality,
    sleeps: rng.pick(scale.sleeps),
    // A rig this rough usually has no solar yet; the seller says so.
    solarWatts: quality < 0.12 ? 0 : within(scale.solar, 50),
    lithiumAmpHours: within(scale.lithium, 50),
    inverterWatts: rng.pick([1000, 1500, 2000, 2000, 3000, 3000]),
    freshWaterGallons,
    greyWaterGallons: roundTo(freshWaterGallons * rng.between(0.5, 0.9), 1),
    hasShower: isLivedIn && rng.chance(0.3 + 0.6 * quality),
    hasToilet: isLivedIn && rng.chance(0.5 + 0.5 * quality),
  };
}
