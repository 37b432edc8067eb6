import { z } from "#app/lib/zod.ts";
import type { GeocodedPlace } from "./geocoder.ts";

/** Nominatim sends coordinates as decimal strings; some compatible servers send numbers. */
function coordinate(limit: number) {
  return z
    .union([z.number(), z.string().regex(/^-?\d{1,3}(\.\d+)?$/, { error: "expected a decimal number" })])
    .transform(Number)
    .pipe(z.number().min(-limit).max(limit));
}

const optionalText = z.string().trim().min(1).max(200).optional().catch(undefined);

const nominatimPlaceSchema = z.object({
  lat: coordinate(90),
  lon: coordinate(180),
  display_name: z.string().trim().min(1).max(1000),
  name: optionalText,
  addresstype: optionalText,
  address: z
    .object({
      city: optionalText,
      town: optionalText,
      village: optionalText,
      hamlet: optionalText,
      municipality: optionalText,
      postcode: optionalText,
      "ISO3166-2-lvl4": optionalText,
    })
    .optional()
    .catch(undefined),
});

/** The body of `GET /search?format=jsonv2&addressdetails=1`: an array of places, best first. */
export const nominatimSearchResponseSchema = z.array(nominatimPlaceSchema).max(50);

type NominatimPlace = z.output<typeof nominatimPlaceSchema>;

export function toGeocodedPlace(place: NominatimPlace): GeocodedPlace {
  return { label: labelOf(place), latitude: place.lat, longitude: place.lon };
}

/**
 * Labels in the gazetteer's style: "Portland, OR", "97201 (Portland, OR)". A place without a
 * town or a US/Canadian region keeps the first two parts of Nominatim's long display name.
 */
function labelOf({ name, addresstype, address, display_name }: NominatimPlace): string {
  const town = address?.city ?? address?.town ?? address?.village ?? address?.hamlet ?? address?.municipality ?? name;
  const region = /^(?:US|CA)-([A-Z]{2})$/.exec(address?.["ISO3166-2-lvl4"] ?? "")?.[1];
  if (!town || !region) return display_name.split(",").slice(0, 2).join(",").trim();
  const townAndRegion = `${town}, ${region}`;
  return addresstype === "postcode" && address?.postcode ? `${address.postcode} (${townAndRegion})` : townAndRegion;
}
