import type { VehicleType } from "#app/db/schema.ts";
import { camperDetailValues } from "#app/modules/camper-details/camper-detail-columns.server.ts";
import {
  type DemoPlace,
  type DemoSilhouette,
  type DemoVehicleModel,
  demoPlaces,
  demoPriceLimitsDollars,
  demoReferenceYear,
  demoVehicleModels,
} from "./catalog.ts";
import { generateDemoBuild } from "./demo-build.ts";
import { demoCamperDetails } from "./demo-camper-details.ts";
import { describeListing } from "./describe-listing.ts";
import { kindBesideName } from "./kind-beside-name.ts";
import { type LocalMoneyAndUnits, localMoneyAndUnits, localOdometer } from "./local-money-and-units.ts";
import { createRandom, type Random } from "./random.ts";

/**
 * The seller-entered part of a listing, its camper details written with the rating they give;
 * lifecycle (tier, dates, flags) is decided by the caller.
 */
export interface DemoListingDraft extends ReturnType<typeof camperDetailValues>, LocalMoneyAndUnits {
  title: string;
  vehicleType: VehicleType;
  make: string;
  model: string;
  year: number;
  location: string;
  latitude: number;
  longitude: number;
  description: string;
  silhouette: DemoSilhouette;
}

const modelsByType = Object.groupBy(demoVehicleModels, (vehicle) => vehicle.vehicleType) as Record<
  VehicleType,
  DemoVehicleModel[]
>;
const weightedPlaces = demoPlaces.map((place) => [place, place.weight] as const);

/** Sellers price like people: $48,900 or $52,500, not $51,237. */
function askingPriceDollars(rng: Random, vehicle: DemoVehicleModel, year: number, quality: number): number {
  const [first, last] = vehicle.years;
  const [low, high] = vehicle.priceRange;
  const newness = last === first ? 0.5 : (year - first) / (last - first);
  const raw = (low + (high - low) * (0.55 * newness + 0.45 * quality)) * rng.between(0.94, 1.06);
  const step = raw < 20_000 ? 250 : 500;
  let price = Math.round(raw / step) * step;
  if (price >= 20_000 && rng.chance(0.5)) price -= 100;
  return Math.min(demoPriceLimitsDollars.max, Math.max(demoPriceLimitsDollars.min, price));
}

function titleFor(rng: Random, vehicle: DemoVehicleModel, year: number, place: DemoPlace): string {
  const name = `${year} ${vehicle.make} ${vehicle.model}`;
  const kindAfterName = kindBesideName(name, vehicle.kind);
  const titleCase = (words: string) => words.replace(/\b(?!with\b)[a-z]/g, (letter) => letter.toUpperCase());
  switch (rng.int(0, 4)) {
    case 0:
      return name;
    case 1:
      return `${name} ${kindAfterName}`;
    case 2: {
      const style = rng.pick(["Off-Grid", "Turn-Key", "Full-Time", "Weekend", "Adventure"]);
      return `${name} – ${style} ${titleCase(kindBesideName(`${name} ${style}`, kindAfterName))}`;
    }
    case 3:
      return `${kindAfterName.charAt(0).toUpperCase()}${kindAfterName.slice(1)}: ${name}`;
    default:
      return `${name}, ${place.location.split(",")[0]}`;
  }
}

export interface GenerateListingDraftOptions {
  rng: Random;
  /** Omitted: a type drawn with marketplace-like weights (vans most common). */
  vehicleType?: VehicleType;
  /** Where a seller with a yard of its own (a dealer, a builder) keeps the rig; drawn otherwise. */
  sellerPlace?: DemoPlace;
}

export function generateListingDraft({ rng, vehicleType, sellerPlace }: GenerateListingDraftOptions): DemoListingDraft {
  const type =
    vehicleType ??
    rng.pickWeighted<VehicleType>([
      ["van", 40],
      ["rv", 25],
      ["overlander", 20],
      ["skoolie", 15],
    ]);
  const vehicle = rng.pick(modelsByType[type]);
  const year = rng.int(vehicle.years[0], vehicle.years[1]);
  // Old rigs roll fewer miles a year than new ones, so mileage grows slower than age.
  const age = Math.max(0.5, demoReferenceYear - year) ** 0.9;
  const mileage = Math.round((vehicle.milesPerYear * age * rng.between(0.45, 1.4)) / 100) * 100 + rng.int(0, 99);
  const drawnPlace = rng.pickWeighted(weightedPlaces);
  const place = sellerPlace ?? drawnPlace;
  const build = generateDemoBuild(rng, vehicle);
  const description = describeListing({
    rng,
    vehicle,
    year,
    odometer: localOdometer(place.location, mileage),
    place,
    build,
  });
  const title = titleFor(rng, vehicle, year, place);
  const priceCents = askingPriceDollars(rng, vehicle, year, build.quality) * 100;
  const local = localMoneyAndUnits(place.location, priceCents, mileage);
  // Sellers live across a town, not on its centre (a yard keeps its rigs within a few streets), so the map's
  // pins of one town split apart as it zooms in.
  const spreadDegrees = sellerPlace ? 0.01 : 0.12;
  // A stream of its own (seeded by what was drawn), so the caller's draws after this one stay as they were.
  const spot = createRandom((mileage * 7_919 + priceCents) >>> 0);
  return {
    title,
    vehicleType: type,
    make: vehicle.make,
    model: vehicle.model,
    year,
    ...local,
    location: place.location,
    latitude: place.latitude + spot.between(-spreadDegrees, spreadDegrees),
    longitude: place.longitude + spot.between(-spreadDegrees, spreadDegrees) * 1.3,
    description: description.text,
    silhouette: vehicle.silhouette,
    ...camperDetailValues(demoCamperDetails(vehicle, build, description.statedDetails)),
  };
}
