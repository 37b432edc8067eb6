import type { GeocodedPlace } from "./geocoder.ts";
import { normalisePlaceText, placeNameKey } from "./place-text.ts";
import { type Region, regions } from "./regions.ts";

/** A populated place as the data package gives it. */
export interface CityRecord {
  name: string;
  region: Region;
  population: number;
  latitude: number;
  longitude: number;
}

/** A US ZIP code (five digits) or a Canadian forward sortation area ("V6B") and the town it serves. */
export interface PostalCodeRecord {
  code: string;
  town: string;
  /** State, territory or province code ("OR", "PR", "BC"). */
  regionCode: string;
  latitude: number;
  longitude: number;
}

export interface GazetteerCity extends GeocodedPlace {
  region: Region;
  population: number;
}

/** What the gazetteer answers from: built once, then only read. */
export interface GazetteerIndex {
  /** Name key (see `placeNameKey`) → the cities of that name, most populous first. */
  citiesByName: ReadonlyMap<string, readonly GazetteerCity[]>;
  /**
   * `${name key}|${region code}` → the centre of a town's ZIP codes, for towns too small for
   * GeoNames' list (under 1,000 people) that a seller may still name as "Joseph, OR".
   */
  zipTowns: ReadonlyMap<string, GeocodedPlace>;
  /** Sorted normalised "name region" texts ("portland or", "portland oregon"), for prefix search. */
  suggestionKeys: readonly string[];
  /** The city of each suggestion key, at the same position. */
  suggestionCities: readonly GazetteerCity[];
  /** Sorted five-digit ZIP codes; the arrays after it are parallel to it. */
  zipCodes: readonly string[];
  zipTownLabels: readonly string[];
  zipLatitudes: Float64Array;
  zipLongitudes: Float64Array;
  /** Canadian forward sortation area ("V6B") → its centre. */
  forwardSortationAreas: ReadonlyMap<string, GeocodedPlace>;
}

interface NameFix {
  /** The name to show instead of GeoNames' one. */
  name?: string;
  /** More names to find it by. */
  aliases?: readonly string[];
}

// GeoNames names a few big places in a way nobody types or that reads badly before the region.
const nameFixes: ReadonlyMap<string, NameFix> = new Map([
  ["New York City|NY", { name: "New York", aliases: ["New York City", "NYC"] }],
  ["Washington, D.C.|DC", { name: "Washington" }],
  ["Québec|QC", { aliases: ["Quebec City"] }],
]);

/** The names a city is shown and found by, the shown one first; none for places to leave out. */
function namesOf(record: CityRecord): string[] {
  const fix = nameFixes.get(`${record.name}|${record.region.code}`);
  if (fix) return [fix.name ?? record.name, ...(fix.aliases ?? [])];
  if (/\(historical\)/i.test(record.name)) return [];
  // "Middlebury (village)", "New Century, KS": the region is added to every label anyway.
  const regionSuffix = `, ${record.region.code}`;
  let name = record.name.replace(/\s*\(.*\)$/, "");
  if (name.endsWith(regionSuffix)) name = name.slice(0, -regionSuffix.length);
  name = name.trim();
  return name ? [name] : [];
}

export function buildGazetteerIndex(
  cityRecords: readonly CityRecord[],
  postalCodeRecords: readonly PostalCodeRecord[],
): GazetteerIndex {
  const citiesByName = new Map<string, GazetteerCity[]>();
  const suggestions: Array<[key: string, city: GazetteerCity]> = [];
  // Suggestion keys end with the region's code or its name: "portland or", "portland oregon".
  const regionTexts = new Map(
    regions.map((region) => [region, [normalisePlaceText(region.code), normalisePlaceText(region.name)]]),
  );

  for (const record of cityRecords) {
    const [shownName, ...aliases] = namesOf(record);
    if (!shownName) continue;
    const { region, population, latitude, longitude } = record;
    const city: GazetteerCity = { label: `${shownName}, ${region.code}`, region, population, latitude, longitude };
    for (const name of [shownName, ...aliases]) {
      const normalisedName = normalisePlaceText(name);
      const key = placeNameKey(normalisedName);
      const sameName = citiesByName.get(key);
      if (sameName) sameName.push(city);
      else citiesByName.set(key, [city]);
      for (const regionText of regionTexts.get(region) ?? []) {
        const text = `${normalisedName} ${regionText}`;
        suggestions.push([text, city]);
        const canonical = placeNameKey(text);
        if (canonical !== text) suggestions.push([canonical, city]);
      }
    }
  }
  for (const cities of citiesByName.values()) cities.sort((a, b) => b.population - a.population);
  suggestions.sort(([a], [b]) => compareText(a, b));

  const zips = postalCodeRecords.filter((record) => /^\d{5}$/.test(record.code));
  zips.sort((a, b) => compareText(a.code, b.code));
  const townLabels = new Map<string, string>(); // one string per town, shared by its ZIP codes
  const zipTownLabels = zips.map(({ town, regionCode }) => {
    const label = `${town}, ${regionCode}`;
    const shared = townLabels.get(label);
    if (shared) return shared;
    townLabels.set(label, label);
    return label;
  });

  return {
    citiesByName,
    zipTowns: buildZipTowns(zips, citiesByName),
    suggestionKeys: suggestions.map(([key]) => key),
    suggestionCities: suggestions.map(([, city]) => city),
    zipCodes: zips.map((zip) => zip.code),
    zipTownLabels,
    zipLatitudes: Float64Array.from(zips, (zip) => zip.latitude),
    zipLongitudes: Float64Array.from(zips, (zip) => zip.longitude),
    forwardSortationAreas: new Map(
      postalCodeRecords
        .filter((record) => /^[A-Z]\d[A-Z]$/.test(record.code))
        .map(({ code, town, regionCode, latitude, longitude }) => [
          code,
          { label: `${code} (${town}, ${regionCode})`, latitude, longitude },
        ]),
    ),
  };
}

/** The centre of each town's ZIP codes, for the towns GeoNames does not list. */
function buildZipTowns(
  zips: readonly PostalCodeRecord[],
  citiesByName: ReadonlyMap<string, readonly GazetteerCity[]>,
): Map<string, GeocodedPlace> {
  const towns = new Map<string, { label: string; latitudeSum: number; longitudeSum: number; count: number }>();
  const nameKeys = new Map<string, string>(); // a town has many ZIP codes
  for (const { town, regionCode, latitude, longitude } of zips) {
    let nameKey = nameKeys.get(town);
    if (nameKey === undefined) {
      nameKey = placeNameKey(town);
      nameKeys.set(town, nameKey);
    }
    if (citiesByName.get(nameKey)?.some((city) => city.region.code === regionCode)) continue;
    const key = `${nameKey}|${regionCode}`;
    const sums = towns.get(key) ?? { label: `${town}, ${regionCode}`, latitudeSum: 0, longitudeSum: 0, count: 0 };
    sums.latitudeSum += latitude;
    sums.longitudeSum += longitude;
    sums.count += 1;
    towns.set(key, sums);
  }
  return new Map(
    [...towns].map(([key, { label, latitudeSum, longitudeSum, count }]) => [
      key,
      { label, latitude: latitudeSum / count, longitude: longitudeSum / count },
    ]),
  );
}

/** Code-unit order: what the binary searches below assume (and faster than localeCompare). */
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The first position in `sorted` whose text is not before `text`. */
export function lowerBound(sorted: readonly string[], text: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] ?? "") < text) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** A fresh copy of a place, so that callers and caches cannot change the index. */
export function toGeocodedPlace({ label, latitude, longitude }: GeocodedPlace): GeocodedPlace {
  return { label, latitude, longitude };
}
