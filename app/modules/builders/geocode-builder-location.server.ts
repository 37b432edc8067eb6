import { type Geocoder, isGeocodingFailure } from "#app/modules/geo/geocoder.ts";
import { BuilderError } from "./builder-error.ts";
import { builderTexts } from "./builder-texts.ts";

/**
 * The profile's location resolved to coordinates. Throws BuilderError `invalid` on the location field:
 * 'Invalid location.' when no place has that name, or the service's 'Geocoding failed: {status}' when it
 * could not answer (visitor spec §8), so the form comes back with what was typed rather than a 500.
 */
export async function geocodeBuilderLocation(
  geocoder: Geocoder,
  location: string,
): Promise<{ latitude: number; longitude: number }> {
  let place: Awaited<ReturnType<Geocoder["geocode"]>>;
  try {
    place = await geocoder.geocode(location);
  } catch (error) {
    if (isGeocodingFailure(error))
      throw new BuilderError("invalid", error.message, { cause: error, field: "location" });
    throw error;
  }
  if (!place) throw new BuilderError("invalid", builderTexts.invalidLocation, { field: "location" });
  return { latitude: place.latitude, longitude: place.longitude };
}
