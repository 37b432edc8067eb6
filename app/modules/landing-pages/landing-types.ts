// The camper types' landing pages (docs/product/found-and-shared.md): their names and addresses, apart from the
// rest of the catalog so that the footer, on every page, sends no states, provinces or search rules to the browser.
import type { VehicleType } from "#app/db/schema.ts";

/** A camper type as its landing pages name it: `/campers/vans`, "camper vans". */
export interface LandingType {
  vehicleType: VehicleType;
  slug: "vans" | "skoolies" | "rvs" | "overlanders";
  /** Plural, lower case, as in "Used camper vans for sale". */
  plural: string;
  /** The breadcrumb's and the footer's words ("Camper vans"). */
  label: string;
}

export const landingTypes: readonly LandingType[] = [
  { vehicleType: "van", slug: "vans", plural: "camper vans", label: "Camper vans" },
  { vehicleType: "skoolie", slug: "skoolies", plural: "skoolies", label: "Skoolies" },
  { vehicleType: "rv", slug: "rvs", plural: "RVs", label: "RVs" },
  { vehicleType: "overlander", slug: "overlanders", plural: "overlanders", label: "Overlanders" },
];

/** The path of a type's landing page: `/campers/vans`. */
export function landingTypePath(type: LandingType): string {
  return `/campers/${type.slug}`;
}
