import { AppError, fieldError } from "#app/lib/app-error.ts";
import type { Geocoder } from "#app/modules/geo/geocoder.ts";
import { isGeocoderUnavailable } from "#app/modules/geo/geocoder.ts";
import { normalisePlaceText } from "#app/modules/geo/place-text.ts";
import { findRegionByText } from "#app/modules/geo/regions.ts";

/** A postal code's place as the geocoders label it: "97201 (Portland, OR)", "V6B (Vancouver, BC)". */
const postalCodeLabel = /^[^(]*\((?<town>[^()]+)\)\s*$/;

/**
 * The canonical words of the place a profile shows (docs/product/people-and-trust.md, "Account settings"), from what
 * was typed (trimmed; empty is none): a state or province alone is its name ('co' → 'Colorado'); anything else
 * goes through the site's place lookup and is its label ('denver' → 'Denver, CO'), a postal code its town's (never
 * the code itself: a profile says where a person is, not their street). Throws AppError `invalid` on `place` for a
 * place the lookup does not know, `bad-gateway` when it could not answer.
 */
export async function resolvePublicPlace(geocoder: Geocoder, typed: string): Promise<string | null> {
  if (typed === "") return null;
  const region = findRegionByText(normalisePlaceText(typed));
  if (region) return region.name;
  let label: string | undefined;
  try {
    label = (await geocoder.geocode(typed))?.label;
  } catch (error) {
    if (!isGeocoderUnavailable(error)) throw error;
    const message = "accounts.settings.placeLookupFailed";
    throw new AppError("bad-gateway", message, { fieldErrors: { place: message }, service: "geocoder", cause: error });
  }
  if (!label) throw fieldError("place", "accounts.settings.placeUnknown");
  return postalCodeLabel.exec(label)?.groups?.town?.trim() ?? label;
}
