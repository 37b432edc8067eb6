import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { PostalCodeRecord } from "./gazetteer-index.ts";

interface ZipcodesEntry {
  zip: string;
  latitude: number;
  longitude: number;
  city: string;
  state: string;
  country: string;
}

/**
 * US ZIP codes and Canadian forward sortation areas (the first three characters of a postal code)
 * from the `zipcodes` package. Its main module is a 5 MB object literal: requiring it takes about
 * twice as long as parsing the same data as JSON, and leaves ~23 MB in the module cache for the life
 * of the process. So this reads the data files (`exports.codes = {…};` on one line) directly.
 */
export function readPostalCodes(): PostalCodeRecord[] {
  const require = createRequire(import.meta.url);
  return ["zipcodes/lib/codes.js", "zipcodes/lib/codesCanada.js"].flatMap((file) =>
    Object.values(readCodesObject(require.resolve(file))).flatMap((entry) => toPostalCodeRecord(entry) ?? []),
  );
}

function readCodesObject(path: string): Record<string, ZipcodesEntry> {
  const prefix = "exports.codes = ";
  const line = readFileSync(path, "utf8")
    .split("\n")
    .find((candidate) => candidate.startsWith(prefix));
  if (!line) throw new Error(`zipcodes: no "${prefix}" line in ${path}; has the package's layout changed?`);
  return JSON.parse(line.slice(prefix.length).replace(/;\s*$/, ""));
}

function toPostalCodeRecord(entry: ZipcodesEntry): PostalCodeRecord | undefined {
  const { zip, latitude, longitude, city } = entry;
  if (typeof zip !== "string" || typeof city !== "string") return undefined;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || (latitude === 0 && longitude === 0)) {
    return undefined; // military APO/FPO codes have no place
  }
  if (entry.country === "US" && /^\d{5}$/.test(zip)) {
    return { code: zip, town: city, regionCode: entry.state, latitude, longitude };
  }
  const regionCode = entry.country === "Canada" ? canadianProvinceOfFsa(zip, entry.state) : undefined;
  if (!regionCode) return undefined;
  // The package names an area, not a town: "Vancouver (ne Downtown / Gastown)", "Eastern Alberta (st. Paul)".
  const town = city.replace(/\s*\(.*$/, "").trim();
  return { code: zip, town, regionCode, latitude, longitude };
}

// Canada Post gives each province the first letters of its postal codes.
const provincesByFirstLetter: Readonly<Record<string, string>> = {
  A: "NL",
  B: "NS",
  C: "PE",
  E: "NB",
  G: "QC",
  H: "QC",
  J: "QC",
  K: "ON",
  L: "ON",
  M: "ON",
  N: "ON",
  P: "ON",
  R: "MB",
  S: "SK",
  T: "AB",
  V: "BC",
  Y: "YT",
};

function canadianProvinceOfFsa(fsa: string, provinceName: string): string | undefined {
  if (!/^[A-Z]\d[A-Z]$/.test(fsa)) return undefined;
  // X is shared by the two northern territories.
  if (fsa.startsWith("X")) return /nunavut/i.test(provinceName) ? "NU" : "NT";
  return provincesByFirstLetter[fsa.charAt(0)];
}
