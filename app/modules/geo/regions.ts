import { normalisePlaceText } from "./place-text.ts";

export type CountryCode = "US" | "CA";

export interface Region {
  /** Postal abbreviation, shown in labels: "OR", "BC". */
  code: string;
  name: string;
  country: CountryCode;
  /** Other ways people write it, besides the code and the name. */
  aliases?: readonly string[];
  /** GeoNames' numeric admin1 code, for Canadian provinces (GeoNames uses postal codes for US states). */
  geonamesAdmin1?: string;
}

export const regions: readonly Region[] = [
  { code: "AL", name: "Alabama", country: "US" },
  { code: "AK", name: "Alaska", country: "US" },
  { code: "AZ", name: "Arizona", country: "US" },
  { code: "AR", name: "Arkansas", country: "US" },
  { code: "CA", name: "California", country: "US" },
  { code: "CO", name: "Colorado", country: "US" },
  { code: "CT", name: "Connecticut", country: "US" },
  { code: "DE", name: "Delaware", country: "US" },
  { code: "DC", name: "District of Columbia", country: "US", aliases: ["D.C."] },
  { code: "FL", name: "Florida", country: "US" },
  { code: "GA", name: "Georgia", country: "US" },
  { code: "HI", name: "Hawaii", country: "US" },
  { code: "ID", name: "Idaho", country: "US" },
  { code: "IL", name: "Illinois", country: "US" },
  { code: "IN", name: "Indiana", country: "US" },
  { code: "IA", name: "Iowa", country: "US" },
  { code: "KS", name: "Kansas", country: "US" },
  { code: "KY", name: "Kentucky", country: "US" },
  { code: "LA", name: "Louisiana", country: "US" },
  { code: "ME", name: "Maine", country: "US" },
  { code: "MD", name: "Maryland", country: "US" },
  { code: "MA", name: "Massachusetts", country: "US" },
  { code: "MI", name: "Michigan", country: "US" },
  { code: "MN", name: "Minnesota", country: "US" },
  { code: "MS", name: "Mississippi", country: "US" },
  { code: "MO", name: "Missouri", country: "US" },
  { code: "MT", name: "Montana", country: "US" },
  { code: "NE", name: "Nebraska", country: "US" },
  { code: "NV", name: "Nevada", country: "US" },
  { code: "NH", name: "New Hampshire", country: "US" },
  { code: "NJ", name: "New Jersey", country: "US" },
  { code: "NM", name: "New Mexico", country: "US" },
  { code: "NY", name: "New York", country: "US" },
  { code: "NC", name: "North Carolina", country: "US" },
  { code: "ND", name: "North Dakota", country: "US" },
  { code: "OH", name: "Ohio", country: "US" },
  { code: "OK", name: "Oklahoma", country: "US" },
  { code: "OR", name: "Oregon", country: "US" },
  { code: "PA", name: "Pennsylvania", country: "US" },
  { code: "RI", name: "Rhode Island", country: "US" },
  { code: "SC", name: "South Carolina", country: "US" },
  { code: "SD", name: "South Dakota", country: "US" },
  { code: "TN", name: "Tennessee", country: "US" },
  { code: "TX", name: "Texas", country: "US" },
  { code: "UT", name: "Utah", country: "US" },
  { code: "VT", name: "Vermont", country: "US" },
  { code: "VA", name: "Virginia", country: "US" },
  { code: "WA", name: "Washington", country: "US" },
  { code: "WV", name: "West Virginia", country: "US" },
  { code: "WI", name: "Wisconsin", country: "US" },
  { code: "WY", name: "Wyoming", country: "US" },
  { code: "AB", name: "Alberta", country: "CA", geonamesAdmin1: "01" },
  { code: "BC", name: "British Columbia", country: "CA", geonamesAdmin1: "02" },
  { code: "MB", name: "Manitoba", country: "CA", geonamesAdmin1: "03" },
  { code: "NB", name: "New Brunswick", country: "CA", geonamesAdmin1: "04" },
  { code: "NL", name: "Newfoundland and Labrador", country: "CA", geonamesAdmin1: "05", aliases: ["Newfoundland"] },
  { code: "NS", name: "Nova Scotia", country: "CA", geonamesAdmin1: "07" },
  { code: "ON", name: "Ontario", country: "CA", geonamesAdmin1: "08" },
  { code: "PE", name: "Prince Edward Island", country: "CA", geonamesAdmin1: "09", aliases: ["PEI"] },
  { code: "QC", name: "Quebec", country: "CA", geonamesAdmin1: "10", aliases: ["PQ"] },
  { code: "SK", name: "Saskatchewan", country: "CA", geonamesAdmin1: "11" },
  { code: "YT", name: "Yukon", country: "CA", geonamesAdmin1: "12", aliases: ["Yukon Territory"] },
  { code: "NT", name: "Northwest Territories", country: "CA", geonamesAdmin1: "13" },
  { code: "NU", name: "Nunavut", country: "CA", geonamesAdmin1: "14" },
];

const regionsByCode: ReadonlyMap<string, Region> = new Map(regions.map((region) => [region.code, region]));

const regionsByText: ReadonlyMap<string, Region> = new Map(
  regions.flatMap((region) =>
    [region.code, region.name, ...(region.aliases ?? [])].map((text) => [normalisePlaceText(text), region] as const),
  ),
);

/** The most words any region's name or alias has ("newfoundland and labrador"). */
export const longestRegionNameWords = Math.max(...[...regionsByText.keys()].map((text) => text.split(" ").length));

/** A region from normalised text: its code, name or an alias ("or", "oregon", "pei"). */
export function findRegionByText(normalised: string): Region | undefined {
  return regionsByText.get(normalised);
}

const canadianProvincesByGeonamesCode: ReadonlyMap<string, Region> = new Map(
  regions.flatMap((region) => (region.geonamesAdmin1 ? [[region.geonamesAdmin1, region] as const] : [])),
);

/** The region of a GeoNames record: US records carry the state's postal code, Canadian ones a number. */
export function regionFromGeonames(country: string, admin1: string): Region | undefined {
  if (country === "US") return regionsByCode.get(admin1);
  if (country === "CA") return canadianProvincesByGeonamesCode.get(admin1);
  return undefined;
}

const countriesByText: ReadonlyMap<string, CountryCode> = new Map([
  ["us", "US"],
  ["usa", "US"],
  ["united states", "US"],
  ["united states of america", "US"],
  ["canada", "CA"],
]);

/** A country from normalised text: "usa", "united states", "canada". */
export function findCountryByText(normalised: string): CountryCode | undefined {
  return countriesByText.get(normalised);
}

/** Splits a trailing country ("…, USA", "…, Canada") off normalised text. */
export function splitTrailingCountry(normalised: string): { rest: string; country?: CountryCode } {
  for (const [text, country] of countriesByText) {
    if (normalised.endsWith(` ${text}`)) return { rest: normalised.slice(0, -text.length - 1), country };
  }
  return { rest: normalised };
}
