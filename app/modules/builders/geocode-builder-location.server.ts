import type { Geocoder } from "#app/modules/geo/geocoder.ts";
import { locatePlace } from "#app/modules/geo/locate-place.ts";

/**
 * The profile's location resolved to coordinates: 'Invalid location.' (400) or 'Geocoding failed: {status}' (502)
 * on the location field (docs/product/builders.md, Form), so the form comes back with what was typed.
 */
export async function geocodeBuilderLocation(
  geocoder: Geocoder,
  location: string,
): Promise<{ latitude: number; longitude: number }> {
  const place = await locatePlace(geocoder, location);
  return { latitude: place.latitude, longitude: place.longitude };
}
