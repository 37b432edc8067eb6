// The camper types' landing pages (docs/product/found-and-shared.md): their names and addresses, apart from the
// rest of the catalog so that the footer, on every page, sends no states, provinces or search rules to the browser.
import type { VehicleType } from "#app/db/schema.ts";

/** A camper type as its landing pages name it: `/campers/vans`. */
export interface LandingType {
  vehicleType: VehicleType;
  slug: "vans" | "skoolies" | "rvs" | "overlanders";
  /**
   * The structured data's English name ("Camper vans"); pages show the catalog's `landing-pages.type.{slug}`, and
   * their headings `landing-pages.heading.*`.
   */
  label: string;
}

export const landingTypes: readonly LandingType[] = [
  { vehicleType: "van", slug: "vans", label: "Camper vans" },
  { vehicleType: "skoolie", slug: "skoolies", label: "Skoolies" },
  { vehicleType: "rv", slug: "rvs", label: "RVs" },
  { vehicleType: "overlander", slug: "overlanders", label: "Overlanders" },
];

/** The path of a type's landing page: `/campers/vans`. */
export function landingTypePath(type: LandingType): string {
  return `/campers/${type.slug}`;
}
