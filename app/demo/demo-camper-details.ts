// The camper details a demo seller states (docs/product/camper-details.md): read off the rig's
// build, so they agree with its description, with each vehicle shape's real ranges. Most sellers
// fill every detail in, some only a few, some none beyond what their description says, so the demo
// has listings that are "Not rated"; none leaves out a detail its own description states.
import type { CamperDetails, Drivetrain, Fuel } from "#app/db/listing-vocabulary.ts";
import type { DemoSilhouette, DemoVehicleModel } from "./catalog.ts";
import type { DemoBuild } from "./demo-build.ts";
import { createRandom } from "./random.ts";

interface ShapeRanges {
  lengthFeet: readonly [number, number];
  interiorHeightInches: readonly [number, number];
  seatbelts: readonly [number, number];
  /** How likely a rig of this shape has air conditioning. */
  airConditioning: number;
}

const shapeRanges: Record<DemoSilhouette, ShapeRanges> = {
  van: { lengthFeet: [18, 24], interiorHeightInches: [64, 78], seatbelts: [2, 4], airConditioning: 0.25 },
  bus: { lengthFeet: [30, 40], interiorHeightInches: [74, 84], seatbelts: [2, 6], airConditioning: 0.5 },
  shortBus: { lengthFeet: [20, 25], interiorHeightInches: [70, 76], seatbelts: [2, 4], airConditioning: 0.4 },
  motorhome: { lengthFeet: [24, 31], interiorHeightInches: [78, 84], seatbelts: [4, 8], airConditioning: 0.9 },
  coach: { lengthFeet: [30, 38], interiorHeightInches: [80, 88], seatbelts: [4, 6], airConditioning: 0.95 },
  tentRig: { lengthFeet: [15, 19], interiorHeightInches: [40, 48], seatbelts: [4, 5], airConditioning: 0 },
  expedition: { lengthFeet: [20, 30], interiorHeightInches: [74, 82], seatbelts: [2, 5], airConditioning: 0.2 },
};

/** Pop-tops are short inside and out. */
const popTop = /Vanagon|Eurovan/;
/** Models that come with a diesel engine (Sprinter-based coaches, big trucks and buses). */
const dieselModel = /Sprinter|Revel|View 24D|Interstate|Atlas|Unity|F-350|Troopy|Defender|Unimog|XV-LT|Pangea|MD 56/;
/** Models mostly sold with a stick shift. */
const manualModel = /Vanagon|Troopy|Defender|Unimog|Wrangler/;

function drivetrainOf(vehicle: DemoVehicleModel): Drivetrain {
  if (!vehicle.isFourByFour) return "2wd";
  return /AWD/.test(`${vehicle.model} ${vehicle.kind}`) ? "awd" : "4x4";
}

function fuelOf(vehicle: DemoVehicleModel): Fuel {
  if (vehicle.silhouette === "bus") return "diesel";
  return dieselModel.test(vehicle.model) ? "diesel" : "gasoline";
}

/** The details the seller of `vehicle` with `build` states, at least those `described` by the listing's text. */
export function demoCamperDetails(
  vehicle: DemoVehicleModel,
  build: DemoBuild,
  described: ReadonlySet<keyof CamperDetails>,
): CamperDetails {
  // A stream of its own (seeded by the build), like the build's equipment kinds: see demo-build.ts.
  const rng = createRandom((Math.floor(build.quality * 0x1_0000_0000) ^ 0x2c1b_3c6d) >>> 0);
  const ranges = shapeRanges[vehicle.silhouette];
  const within = ([low, high]: readonly [number, number]) => rng.int(low, high);
  const isPopTop = popTop.test(vehicle.model);
  const details: CamperDetails = {
    sleeps: build.sleeps,
    seatbelts: within(ranges.seatbelts),
    lengthFeet: isPopTop ? rng.int(15, 17) : within(ranges.lengthFeet),
    interiorHeightInches: isPopTop ? rng.int(56, 60) : within(ranges.interiorHeightInches),
    drivetrain: drivetrainOf(vehicle),
    transmission: manualModel.test(vehicle.model) && rng.chance(0.7) ? "manual" : "automatic",
    fuel: fuelOf(vehicle),
    solarWatts: build.solarWatts,
    batteryAmpHours: build.batteryAmpHours,
    batteryChemistry: build.batteryChemistry,
    inverterWatts: build.solarWatts === 0 && rng.chance(0.5) ? 0 : build.inverterWatts,
    freshWaterGallons: build.freshWaterGallons,
    greyWaterGallons: vehicle.silhouette === "tentRig" ? 0 : build.greyWaterGallons,
    toilet: build.toilet,
    shower: build.shower,
    heater: build.heater,
    hasAirConditioning: rng.chance(ranges.airConditioning),
    hasFridge: vehicle.silhouette !== "tentRig" || rng.chance(0.6),
  };
  const completeness = rng.pickWeighted([
    ["all", 72],
    ["some", 18],
    ["none", 10],
  ] as const);
  if (completeness === "all") return details;
  // A hurried seller: the headline facts and about half of the rest; a terse one, only what the text says.
  const headline = new Set<keyof CamperDetails>(["sleeps", "lengthFeet", "drivetrain"]);
  const isStated = (key: keyof CamperDetails) =>
    described.has(key) || (completeness === "some" && (headline.has(key) || rng.chance(0.5)));
  return Object.fromEntries(
    Object.entries(details).map(([key, value]) => [key, isStated(key as keyof CamperDetails) ? value : null]),
  ) as unknown as CamperDetails;
}
