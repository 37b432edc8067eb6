import { fieldError } from "#app/lib/app-error.ts";
import { type Geocoder, isGeocodingFailure } from "#app/modules/geo/geocoder.ts";
import { builderTexts } from "./builder-texts.ts";

/**
 * The profile's location resolved to coordinates. Throws AppError `invalid` on the location field:
 * 'Invalid location.' when no place has that name, or the service's 'Geocoding failed: {status}' when it
 * could not answer (docs/product/builders.md, Form), so the form comes back with what was typed rather than a 500.
 */
export async function geocodeBuilderLocation(
  geocoder: Geocoder,
  location: string,
): Promise<{ latitude: number; longitude: number }> {
  let place: Awaited<ReturnType<Geocoder["geocode"]>>;
  try {
    place = await geocoder.geocode(location);
  } catch (error) {
    if (isGeocodingFailure(error)) throw fieldError("location", error.message);
    throw error;
  }
  if (!place) throw fieldError("location", builderTexts.invalidLocation);
  return { latitude: place.latitude, longitude: place.longitude };
}
