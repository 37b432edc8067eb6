import { type GazetteerIndex, lowerBound, toGeocodedPlace } from "./gazetteer-index.ts";
import type { GeocodedPlace } from "./geocoder.ts";
import { normalisePlaceText, placeNameKey } from "./place-text.ts";
import { type CountryCode, findRegionByText, longestRegionNameWords, splitTrailingCountry } from "./regions.ts";

// On normalised text. Both accept a label the gazetteer itself suggested ("97201 portland or").
const zipCodePattern = /^(\d{5})(?: ?\d{4})?(?: \D.*)?$/;
const canadianPostalCodePattern = /^([a-z]\d[a-z])(?: ?\d[a-z]\d)?(?: \D.*)?$/;

/**
 * Resolves what someone typed into the location field: "Portland, OR", "portland oregon",
 * "Portland" (the most populous Portland), "97201", "97201-1234", "V6B 1A1" (its area, "V6B"),
 * "Vancouver, BC, Canada". Null when nothing matches.
 */
export function resolvePlace(index: GazetteerIndex, query: string): GeocodedPlace | null {
  const text = normalisePlaceText(query);
  if (!text) return null;

  const zipCode = zipCodePattern.exec(text)?.[1];
  if (zipCode) return findZipCode(index, zipCode);

  const forwardSortationArea = canadianPostalCodePattern.exec(text)?.[1];
  if (forwardSortationArea) {
    const area = index.forwardSortationAreas.get(forwardSortationArea.toUpperCase());
    return area ? toGeocodedPlace(area) : null;
  }

  const { rest, country } = splitTrailingCountry(text);
  return findCityByName(index, rest, country) ?? findCityInRegion(index, rest, country);
}

function findZipCode(index: GazetteerIndex, zipCode: string): GeocodedPlace | null {
  const position = lowerBound(index.zipCodes, zipCode);
  if (index.zipCodes[position] !== zipCode) return null;
  return {
    label: `${zipCode} (${index.zipTownLabels[position]})`,
    latitude: index.zipLatitudes[position] ?? Number.NaN,
    longitude: index.zipLongitudes[position] ?? Number.NaN,
  };
}

/** The most populous city of that name ("Vancouver" is the one in BC, not WA). */
function findCityByName(index: GazetteerIndex, name: string, country?: CountryCode): GeocodedPlace | null {
  const cities = index.citiesByName.get(placeNameKey(name));
  const city = country ? cities?.find((candidate) => candidate.region.country === country) : cities?.[0];
  return city ? toGeocodedPlace(city) : null;
}

/**
 * "City ST", "City, State": tries the last one to four words as a region, longest first, so that
 * "Charleston West Virginia" is not read as a Charleston West in Virginia.
 */
function findCityInRegion(index: GazetteerIndex, text: string, country?: CountryCode): GeocodedPlace | null {
  const words = text.split(" ");
  for (let regionWords = Math.min(longestRegionNameWords, words.length - 1); regionWords >= 1; regionWords--) {
    const region = findRegionByText(words.slice(-regionWords).join(" "));
    if (!region || (country && region.country !== country)) continue;
    const nameKey = placeNameKey(words.slice(0, -regionWords).join(" "));
    const city =
      index.citiesByName.get(nameKey)?.find((candidate) => candidate.region.code === region.code) ??
      index.zipTowns.get(`${nameKey}|${region.code}`);
    if (city) return toGeocodedPlace(city);
  }
  return null;
}
