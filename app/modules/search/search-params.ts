// The search's URL is its state (filters, sort and page live in the URL): this file turns URL parameters into validated search
// input and back. Browser-safe: the filter panel, the pages and the JSON endpoint all use it.

import type { Drivetrain, Fuel, Heater, Shower, Toilet, Transmission } from "#app/db/listing-vocabulary.ts";
import type { VehicleType } from "#app/db/schema.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import type { Translator } from "#app/modules/i18n/translator.ts";
import { camperDetailFilters } from "./camper-detail-filters.ts";
import type { CamperFeatureValue } from "./camper-features.ts";
import { encodeListingCursor, type ListingCursor } from "./listing-page.ts";

export const sortByValues = [
  "newest",
  "year_desc",
  "year_asc",
  "mileage_asc",
  "mileage_desc",
  "price_asc",
  "price_desc",
  "offgrid_desc",
  "reduced_desc",
  "best_deal",
  "days_asc",
] as const;
export type SortBy = (typeof sortByValues)[number];

/** Each order's name in the catalog: "Newest listings first", "Price: lowest first"… */
const sortByMessageIds: Record<SortBy, MessageId> = {
  newest: "search.sort.newest",
  year_desc: "search.sort.year_desc",
  year_asc: "search.sort.year_asc",
  mileage_asc: "search.sort.mileage_asc",
  mileage_desc: "search.sort.mileage_desc",
  price_asc: "search.sort.price_asc",
  price_desc: "search.sort.price_desc",
  offgrid_desc: "search.sort.offgrid_desc",
  reduced_desc: "search.sort.reduced_desc",
  best_deal: "search.sort.best_deal",
  days_asc: "search.sort.days_asc",
};

/** The orders as the sort drop-downs offer them, in the page's language. */
export function sortByOptionsIn(t: Translator["t"]): { value: SortBy; label: string }[] {
  return sortByValues.map((value) => ({ value, label: t(sortByMessageIds[value]) }));
}

/** The paperwork filters' parameters, in the filter panel's order. */
export const paperworkParams = ["title", "no_lien", "inspected"] as const satisfies readonly SearchParamName[];

/** 50 to 500 miles in steps of 50 (docs/product/browse-and-search.md, Filter panel). */
export const radiusMilesOptions = Array.from({ length: 10 }, (_, index) => (index + 1) * 50);

export const maxSearchTextLength = 80;

/** The repeatable camper-feature parameter (camper-features.ts), here so the home page's search needs no feature table. */
export const featureParam = "feature";
/** 'Include campers that don't say': a detail a listing leaves empty no longer leaves it out. */
export const includeUnstatedParam = "include_unstated";

export interface SearchInput {
  vehicleType?: VehicleType;
  /** Case-insensitive "contains" filters. */
  make?: string;
  model?: string;
  /** Inclusive bounds in cents of `priceCurrency` (whole dollars: the URL carries dollars). */
  minPriceCents?: number;
  maxPriceCents?: number;
  /**
   * The currency of the price bounds when it is not the US dollar (docs/product/currencies-and-units.md): the search
   * converts them at the rate table's rate, as every listing's price is compared in US dollars.
   */
  priceCurrency?: "CAD";
  /** Free text for the geocoder; it filters only together with radiusMiles. */
  location?: string;
  radiusMiles?: number;
  /**
   * Camper-detail filters (docs/product/camper-details.md): a listing that does not state the value
   * never matches a filter on it. Water is fresh water; the off-grid minimum is in tenths, as stored.
   */
  sleepsMin?: number;
  lengthMaxFeet?: number;
  heightMinInches?: number;
  drivetrain?: Drivetrain;
  transmission?: Transmission;
  fuel?: Fuel;
  solarMinWatts?: number;
  batteryMinAmpHours?: number;
  waterMinGallons?: number;
  toilet?: Toilet;
  shower?: Shower;
  heater?: Heater;
  offGridMinTenths?: number;
  /** One-tap camper features (camper-features.ts), each once, in the list's order. */
  features?: CamperFeatureValue[];
  /** 'Include campers that don't say': a detail filter or feature also keeps listings that leave it empty. */
  includeUnstated?: true;
  /**
   * 'Recently reduced'' (docs/product/buyers-come-back.md): the latest price change was a drop in the last
   * 30 days. Its own field, not a detail filter: a saved search's matcher can tell it apart.
   */
  recentlyReduced?: true;
  /**
   * The paperwork filters (docs/product/vin-and-paperwork.md): the seller states a clean title, states no lien, or
   * attached an inspection report dated in the last 12 months. Like 'Recently reduced', flags written into the SQL.
   */
  cleanTitle?: true;
  noLien?: true;
  recentlyInspected?: true;
  /**
   * 'Include sale pending' (docs/product/making-the-deal.md, Sale pending): a search leaves out the listings an
   * accepted offer holds unless it asks for them (`pending=1`).
   */
  includePending?: true;
  /** The map's view: listings with coordinates inside it (degrees; west > east crosses the antimeridian). */
  bbox?: BoundingBox;
  /**
   * The landing pages' filters (docs/product/found-and-shared.md), set by those pages, never read from a URL:
   * a state or province's code as `listings.region_code` holds it ("CO"), a make as `listings.make_slug` does.
   */
  regionCode?: string;
  makeSlug?: string;
  sortBy: SortBy;
  /** Where the page starts; absent for the first page. */
  cursor?: ListingCursor;
}

export interface BoundingBox {
  west: number;
  south: number;
  east: number;
  north: number;
}

export type SearchParamName =
  | "vehicleType"
  | "make"
  | "model"
  | "minPrice"
  | "maxPrice"
  | "currency"
  | "location"
  | "radius"
  | "sortBy"
  | "bbox"
  | "cursor"
  | "sleeps_min"
  | "length_max"
  | "height_min"
  | "drivetrain"
  | "transmission"
  | "fuel"
  | "solar_min"
  | "battery_min"
  | "water_min"
  | "toilet"
  | "shower"
  | "heater"
  | "offgrid_min"
  | "feature"
  | "include_unstated"
  | "reduced"
  | "title"
  | "no_lien"
  | "inspected"
  | "pending";

/** "The map area must be west,south,east,north in degrees." */
export const boundingBoxMessage: MessageId = "search.error.bbox";
const degrees = /^[-+]?\d{1,3}(\.\d{1,15})?$/;

/**
 * `west,south,east,north` in decimal degrees. South may not lie north of north; west east of east is
 * a box across the antimeridian (a map panned over the Pacific).
 */
export function parseBoundingBox(text: string): BoundingBox | null {
  const parts = text.split(",").map((part) => part.trim());
  if (parts.length !== 4 || !parts.every((part) => degrees.test(part))) return null;
  // + 0 turns -0 into 0, which reads back the same.
  const [west, south, east, north] = parts.map((part) => Number(part) + 0) as [number, number, number, number];
  const isLongitude = (value: number) => value >= -180 && value <= 180;
  const isLatitude = (value: number) => value >= -90 && value <= 90;
  if (![west, east].every(isLongitude) || ![south, north].every(isLatitude) || south > north) return null;
  return { west, south, east, north };
}

export const formatBoundingBox = ({ west, south, east, north }: BoundingBox) => `${west},${south},${east},${north}`;

/**
 * Search input → URL parameters, leaving out defaults and empties; readSearchQuery reads it back.
 * Prices go out as whole dollars (a bound in odd cents is widened to the dollar).
 */
export function toSearchParams(input: Partial<SearchInput>): URLSearchParams {
  const entries: [SearchParamName, string | number | undefined][] = [
    ["vehicleType", input.vehicleType],
    ["make", input.make],
    ["model", input.model],
    ["minPrice", input.minPriceCents === undefined ? undefined : Math.floor(input.minPriceCents / 100)],
    ["maxPrice", input.maxPriceCents === undefined ? undefined : Math.ceil(input.maxPriceCents / 100)],
    ["currency", input.priceCurrency],
    ["location", input.location],
    ["radius", input.radiusMiles],
    ["sortBy", input.sortBy === "newest" ? undefined : input.sortBy],
    ["bbox", input.bbox && formatBoundingBox(input.bbox)],
    ...camperDetailFilters.map((filter): [SearchParamName, string | number | undefined] => [
      filter.param as SearchParamName,
      input[filter.input],
    ]),
    ["offgrid_min", input.offGridMinTenths === undefined ? undefined : input.offGridMinTenths / 10],
    [includeUnstatedParam, input.includeUnstated ? 1 : undefined],
    ["reduced", input.recentlyReduced ? 1 : undefined],
    ["title", input.cleanTitle ? "clean" : undefined],
    ["no_lien", input.noLien ? 1 : undefined],
    ["inspected", input.recentlyInspected ? 1 : undefined],
    ["pending", input.includePending ? 1 : undefined],
    ["cursor", input.cursor && encodeListingCursor(input.cursor)],
  ];
  const params = new URLSearchParams();
  for (const [name, value] of entries) {
    if (value !== undefined && value !== "") params.set(name, String(value));
  }
  for (const feature of input.features ?? []) params.append(featureParam, feature);
  return params;
}

const filterNames: SearchParamName[] = [
  "vehicleType",
  "make",
  "model",
  "minPrice",
  "maxPrice",
  "location",
  "radius",
  "sortBy",
  "bbox",
  ...(camperDetailFilters.map((filter) => filter.param) as SearchParamName[]),
  "offgrid_min",
  "feature",
  "include_unstated",
  "reduced",
  ...paperworkParams,
  "pending",
];

/**
 * Whether the visitor asked for a search at all (the home page shows results only then): a filter or a sort
 * among the values readSearchQuery read (empty ones are absent there, `sort` is read as sortBy).
 */
export function hasSearchFilters(values: Readonly<Record<string, unknown>>): boolean {
  return filterNames.some((name) => values[name] !== undefined);
}
