import type { IntegrityEvidence } from "#app/db/integrity-schema.ts";
import type { VinDecode } from "#app/db/vin-decode.ts";
import { namesOtherMake } from "#app/modules/vin/decoded-vehicle.ts";
import { maxVinYearGap } from "./integrity-rules.ts";

/**
 * Makers whose VIN a camper built on their chassis carries (docs/product/vin-and-paperwork.md): a Winnebago on a Ford
 * chassis has a Ford VIN. Lower case, letters and digits only, as vPIC names them.
 */
const chassisMakers = [
  "ford",
  "chevrolet",
  "gmc",
  "ram",
  "dodge",
  "mercedesbenz",
  "freightliner",
  "sprinter",
  "international",
  "navistar",
  "isuzu",
  "nissan",
  "volkswagen",
  "toyota",
  "fiat",
  "iveco",
  "hino",
  "spartan",
  "workhorse",
];

const isChassisMaker = (make: string) => {
  const name = make.toLowerCase().replace(/[^a-z0-9]/g, "");
  return chassisMakers.some((maker) => name.startsWith(maker));
};

export interface VinMismatchListing {
  vin: string | null;
  vinDecode: VinDecode | null;
  make: string;
  year: number;
}

/**
 * The VIN decodes to another make than the listing's, or to a model year more than one year away
 * (docs/product/integrity-checks.md, VIN): null when it does not, or when there is no VIN or no decode. A chassis
 * maker's VIN under a coachbuilder's make (a Ford VIN on a Winnebago) is no other make; a chassis maker's VIN under
 * another chassis maker's make (a Ford VIN on a "Mercedes-Benz") is.
 */
export function findVinMismatch({ vin, vinDecode, make, year }: VinMismatchListing): IntegrityEvidence | null {
  if (vin === null || vinDecode === null || !vinDecode.found) return null;
  const isOtherMake =
    namesOtherMake(vinDecode.make, make) && !(isChassisMaker(vinDecode.make) && !isChassisMaker(make));
  const isOtherYear = vinDecode.modelYear !== undefined && Math.abs(vinDecode.modelYear - year) > maxVinYearGap;
  if (!isOtherMake && !isOtherYear) return null;
  return {
    kind: "vin_mismatch",
    vin,
    decoded: { make: vinDecode.make, model: vinDecode.model ?? null, modelYear: vinDecode.modelYear ?? null },
    stated: { make, year },
    isOtherMake,
    isOtherYear,
  };
}
