// A saved search's filters as the database matches them (docs/product/buyers-come-back.md, Alerts): the
// search's own filter code (listingFilters) run with a Bind that, instead of a value, reads the saved
// search's column of the bound value's name. At save time the same code, with a recording Bind, gives the
// values to store and the shape (searches of one shape are matched by one statement).
import { createHash } from "node:crypto";
import { type SQL, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { type NewSavedSearch, savedSearches } from "#app/db/saved-searches-schema.ts";
import { listings } from "#app/db/schema.ts";
import { listingFilters } from "#app/modules/search/listing-filters.server.ts";
import type { Bind } from "#app/modules/search/query-values.server.ts";
import type { SearchInput } from "#app/modules/search/search-params.ts";
import type { RadiusCentre } from "#app/modules/search/within-radius.server.ts";

type SavedSearchColumn = (typeof savedSearches)[keyof typeof savedSearches.$inferSelect];

/**
 * The column holding each name the filters bind. make and model bind their ILIKE patterns; a box across
 * the antimeridian binds its west and east edges under names of their own (a shape of its own).
 */
const columnOfBoundName: Readonly<Record<string, SavedSearchColumn>> = {
  vehicleType: savedSearches.vehicleType,
  make: savedSearches.makePattern,
  model: savedSearches.modelPattern,
  minPriceCents: savedSearches.minPriceCents,
  maxPriceCents: savedSearches.maxPriceCents,
  centreLatitude: savedSearches.centreLatitude,
  centreLongitude: savedSearches.centreLongitude,
  cosCentreLatitude: savedSearches.cosCentreLatitude,
  maxHaversine: savedSearches.maxHaversine,
  bboxWest: savedSearches.bboxWest,
  bboxSouth: savedSearches.bboxSouth,
  bboxEast: savedSearches.bboxEast,
  bboxNorth: savedSearches.bboxNorth,
  bboxWestToAntimeridian: savedSearches.bboxWest,
  bboxAntimeridianToEast: savedSearches.bboxEast,
  sleepsMin: savedSearches.sleepsMin,
  lengthMaxFeet: savedSearches.lengthMaxFeet,
  heightMinInches: savedSearches.heightMinInches,
  drivetrain: savedSearches.drivetrain,
  transmission: savedSearches.transmission,
  fuel: savedSearches.fuel,
  solarMinWatts: savedSearches.solarMinWatts,
  batteryMinAmpHours: savedSearches.batteryMinAmpHours,
  waterMinGallons: savedSearches.waterMinGallons,
  toilet: savedSearches.toilet,
  shower: savedSearches.shower,
  heater: savedSearches.heater,
  offGridMinTenths: savedSearches.offGridMinTenths,
};

/** The saved_searches columns a search's filters fill (each holds the value bound under its name). */
export type SavedSearchFilterValues = Partial<NewSavedSearch>;

const dialect = new PgDialect();

function columnOf(name: string): SavedSearchColumn {
  const column = columnOfBoundName[name];
  // A filter that binds a value no column keeps could not be matched by the database: fail loudly.
  if (!column) throw new Error(`A saved search has no column for the search's bound value "${name}".`);
  return column;
}

const propertyOf = (column: SavedSearchColumn) =>
  Object.entries(savedSearches).find(([, candidate]) => candidate === column)?.[0] as keyof SavedSearchFilterValues;

/**
 * The values to store for a search and its shape: the text of its filters' SQL with every value
 * replaced by its name (so one shape is one statement), hashed to a short key after the names.
 */
export function savedSearchFilters(
  input: SearchInput,
  centre: RadiusCentre | undefined,
): { shape: string; values: SavedSearchFilterValues } {
  const values: SavedSearchFilterValues = {};
  const names: string[] = [];
  const recording: Bind = (name, value) => {
    (values as Record<string, unknown>)[propertyOf(columnOf(name))] = value;
    if (!names.includes(name)) names.push(name);
    return sql.raw(`:${name}`);
  };
  const text = dialect.sqlToQuery(sql.join(listingFilters(listings, input, centre, recording), sql` and `)).sql;
  const digest = createHash("sha256").update(text).digest("base64url").slice(0, 16);
  return { shape: `${names.join(" ") || "everything"} ${digest}`, values };
}

/**
 * The filters of every saved search of `representative`'s shape over the listings table, each value
 * read from the saved search's own column: listingFilters with a Bind that names the column.
 */
export function savedSearchMatchFilters(representative: SearchInput, centre: RadiusCentre | undefined): SQL[] {
  const fromSavedSearch: Bind = (name) => columnOf(name) as unknown as SQL;
  return listingFilters(listings, representative, centre, fromSavedSearch);
}
