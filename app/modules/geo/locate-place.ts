import { AppError } from "#app/lib/app-error.ts";
import { type GeocodedPlace, type Geocoder, invalidLocationMessage, isGeocoderUnavailable } from "./geocoder.ts";

export interface LocatePlaceOptions {
  /** The form field the location was typed in. */
  field?: string;
  /** The form's own message, when it has one for any failed field ("There was a problem submitting your listing."). */
  formMessage?: string;
}

/**
 * Where a location typed into a form is, for a form that cannot go on without it (a listing, a
 * builder's profile). Both failures land on the field, so the form comes back as typed: an unknown
 * place is AppError `invalid` ('Invalid location.'), a geocoder that could not answer stays its
 * `bad-gateway` ('Geocoding failed: {status}'), see docs/product/selling.md and builders.md.
 */
export async function locatePlace(
  geocoder: Geocoder,
  typed: string,
  { field = "location", formMessage }: LocatePlaceOptions = {},
): Promise<GeocodedPlace> {
  let place: GeocodedPlace | null;
  try {
    place = await geocoder.geocode(typed);
  } catch (error) {
    if (!isGeocoderUnavailable(error)) throw error;
    throw new AppError("bad-gateway", formMessage ?? error.message, {
      fieldErrors: { [field]: error.message },
      service: "geocoder",
      cause: error,
    });
  }
  if (!place) {
    throw new AppError("invalid", formMessage ?? invalidLocationMessage, {
      fieldErrors: { [field]: invalidLocationMessage },
    });
  }
  return place;
}
