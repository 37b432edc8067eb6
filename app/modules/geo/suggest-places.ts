import { type GazetteerCity, type GazetteerIndex, lowerBound, toGeocodedPlace } from "./gazetteer-index.ts";
import { type GeocodedPlace, maxSuggestions } from "./geocoder.ts";
import { canonicalPlaceText, normalisePlaceText } from "./place-text.ts";

/** Fewer digits than this match too many ZIP codes to be worth listing. */
const minZipPrefixDigits = 3;

/**
 * Places for the location field as someone types: cities whose name (or "name, region") starts
 * with the text, most populous first; ZIP codes once three digits are typed; a Canadian postal
 * code's area once its first three characters are.
 */
export function suggestPlaces(index: GazetteerIndex, prefix: string, limit: number): GeocodedPlace[] {
  const count = Math.min(Math.max(Math.floor(limit), 0), maxSuggestions);
  const text = normalisePlaceText(prefix);
  if (count === 0 || !text) return [];

  if (/^\d[\d ]*$/.test(text)) {
    const digits = text.replaceAll(" ", "").slice(0, 5); // "97201-12" is still ZIP 97201
    return digits.length >= minZipPrefixDigits ? suggestZipCodes(index, digits, count) : [];
  }

  const forwardSortationArea = /^([a-z]\d[a-z])(?: ?\d[a-z]?\d?)?$/.exec(text)?.[1];
  if (forwardSortationArea) {
    const area = index.forwardSortationAreas.get(forwardSortationArea.toUpperCase());
    return area ? [toGeocodedPlace(area)] : [];
  }

  // A trailing space or comma means the last word is finished: "portland," must not offer Portlandville.
  const typed = /[\s,]$/.test(prefix) ? `${text} ` : text;
  return mostPopulousDistinct(citiesStartingWith(index, new Set([typed, canonicalPlaceText(typed)])), count).map(
    toGeocodedPlace,
  );
}

function* citiesStartingWith(index: GazetteerIndex, prefixes: ReadonlySet<string>): Generator<GazetteerCity> {
  for (const prefix of prefixes) {
    for (let position = lowerBound(index.suggestionKeys, prefix); ; position++) {
      const key = index.suggestionKeys[position];
      const city = index.suggestionCities[position];
      if (key === undefined || city === undefined || !key.startsWith(prefix)) break;
      yield city;
    }
  }
}

/**
 * The `count` most populous cities with distinct labels. A short prefix matches thousands of keys,
 * so this keeps a small sorted list instead of sorting them all.
 */
function mostPopulousDistinct(cities: Iterable<GazetteerCity>, count: number): GazetteerCity[] {
  const best: GazetteerCity[] = [];
  for (const city of cities) {
    const smallest = best[best.length - 1];
    if (best.length === count && smallest && smallest.population >= city.population) continue;
    const sameLabel = best.findIndex((chosen) => chosen.label === city.label);
    if (sameLabel !== -1) {
      if ((best[sameLabel]?.population ?? 0) >= city.population) continue;
      best.splice(sameLabel, 1);
    }
    const at = best.findIndex((chosen) => chosen.population < city.population);
    best.splice(at === -1 ? best.length : at, 0, city);
    if (best.length > count) best.pop();
  }
  return best;
}

function suggestZipCodes(index: GazetteerIndex, digits: string, count: number): GeocodedPlace[] {
  const suggestions: GeocodedPlace[] = [];
  for (let position = lowerBound(index.zipCodes, digits); suggestions.length < count; position++) {
    const zipCode = index.zipCodes[position];
    if (zipCode === undefined || !zipCode.startsWith(digits)) break;
    suggestions.push({
      label: `${zipCode} (${index.zipTownLabels[position]})`,
      latitude: index.zipLatitudes[position] ?? Number.NaN,
      longitude: index.zipLongitudes[position] ?? Number.NaN,
    });
  }
  return suggestions;
}
