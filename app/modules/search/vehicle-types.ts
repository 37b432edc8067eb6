// The four kinds of camper as the site names them, for every page that shows or offers one. Browser-safe, and apart
// from the search rules (search-params.ts) so that the home page's search and a listing's facts do not load those.
import type { VehicleType } from "#app/db/schema.ts";

export const vehicleTypeLabels: Record<VehicleType, string> = {
  van: "Van",
  skoolie: "Skoolie",
  rv: "RV",
  overlander: "Overlander",
};

export const vehicleTypeOptions = Object.entries(vehicleTypeLabels).map(([value, label]) => ({
  value: value as VehicleType,
  label,
}));
