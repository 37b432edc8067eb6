import type { VehicleType } from "#app/db/schema.ts";
import { toSearchParams } from "./search-params.ts";

/** A search for campers like a sold one: the same type and make (docs/product/mark-as-sold.md). */
export function similarCampersPath(listing: { vehicleType: VehicleType; make: string }): string {
  return `/listings?${toSearchParams({ vehicleType: listing.vehicleType, make: listing.make.trim() })}`;
}
