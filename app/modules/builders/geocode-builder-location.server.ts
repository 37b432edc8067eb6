import type { Geocoder } from "#app/modules/geo/geocoder.ts";
import { BuilderError } from "./builder-error.ts";
import { builderTexts } from "./builder-texts.ts";

/** The profile's location resolved to coordinates, or BuilderError `invalid` 'Invalid location.'. */
export async function geocodeBuilderLocation(
  geocoder: Geocoder,
  location: string,
): Promise<{ latitude: number; longitude: number }> {
  const place = await geocoder.geocode(location);
  if (!place) throw new BuilderError("invalid", builderTexts.invalidLocation, { field: "location" });
  return { latitude: place.latitude, longitude: place.longitude };
}
