import { eq, gte, ilike, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { convertCents } from "#app/modules/currencies/currencies.ts";
import { currentRates } from "#app/modules/currencies/exchange-rates.server.ts";
import { isRecentInspection } from "#app/modules/documents/inspection-recency.server.ts";
import { camperDetailFilters, offGridMinFilter } from "./camper-detail-filters.ts";
import { type CamperFeatureCondition, camperFeatures } from "./camper-features.ts";
import { type Bind, bindValue } from "./query-values.server.ts";
import type { BoundingBox, SearchInput } from "./search-params.ts";
import { isWithinRadius, type RadiusCentre } from "./within-radius.server.ts";

/** The camper details a search may filter on: the listings table's columns of these names. */
export type DetailFilterColumn =
  | (typeof camperDetailFilters)[number]["field"]["key"]
  | "offGridRatingTenths"
  | "lastPriceDropAt"
  | "regionCode"
  | "makeSlug"
  | "titleStatus"
  | "lien"
  | "lastInspectedOn";

/**
 * The columns the search filters read: the listings table's, or a subquery's of the same names. A
 * subquery carries the detail columns only when the search filters on them (detailColumnsFilteredBy).
 */
export type FilterColumns = Record<
  "vehicleType" | "make" | "model" | "priceCents" | "latitude" | "longitude",
  AnyPgColumn
> &
  Partial<Record<DetailFilterColumn, AnyPgColumn>>;

/** The detail columns the input filters on, in a fixed order (they name the walk's shape). */
export function detailColumnsFilteredBy(input: SearchInput): DetailFilterColumn[] {
  const columns: DetailFilterColumn[] = camperDetailFilters
    .filter((filter) => input[filter.input] !== undefined)
    .map((filter) => filter.field.key);
  for (const { condition } of featuresOf(input)) if (!columns.includes(condition.key)) columns.push(condition.key);
  if (input.offGridMinTenths !== undefined) columns.push("offGridRatingTenths");
  if (input.recentlyReduced) columns.push("lastPriceDropAt");
  if (input.regionCode !== undefined) columns.push("regionCode");
  if (input.makeSlug !== undefined) columns.push("makeSlug");
  if (input.cleanTitle) columns.push("titleStatus");
  if (input.noLien) columns.push("lien");
  if (input.recentlyInspected) columns.push("lastInspectedOn");
  return columns;
}

/** How a filter tests a column against one value the search chose. */
export type Equals = (column: AnyPgColumn, value: unknown) => SQL;

/**
 * Equality as a walk tests it, in the place the filters put it. PostgreSQL takes every `column = value` out of a
 * filter list and puts it back last (it rebuilds it from the column's equivalence class), so a walk of vans by make
 * ran the make's ILIKE, the slowest test, on every listing it read before the cheap test of its type. `is not
 * distinct from` is no equivalence, so it stays first; it is the same test for the non-null values a search binds.
 * Only for walks: an index answers `=`, not this (ADR 091).
 */
export const equalsInPlace: Equals = (column, value) => sql`${column} is not distinct from ${value}`;

/**
 * The search's filters (docs/product/browse-and-search.md, Filter panel) over the given columns.
 * `centre` is the geocoded location; a radius filters only together with it. `equals` writes the equality tests:
 * `=` by default, `equalsInPlace` over a walk.
 */
export function listingFilters(
  columns: FilterColumns,
  input: SearchInput,
  centre?: RadiusCentre,
  bind: Bind = bindValue,
  equals: Equals = eq,
): SQL[] {
  const filters: (SQL | undefined)[] = [
    input.vehicleType && equals(columns.vehicleType, bind("vehicleType", input.vehicleType, "text")),
    input.make ? ilike(columns.make, bind("make", containsPattern(input.make), "text")) : undefined,
    input.model ? ilike(columns.model, bind("model", containsPattern(input.model), "text")) : undefined,
    ...priceRange(columns, input, bind),
    centre && input.radiusMiles ? isWithinRadius(columns, centre, input.radiusMiles, bind) : undefined,
    input.bbox && isInBoundingBox(columns, input.bbox, bind),
    ...detailFilters(columns, input, bind, equals),
    input.recentlyReduced ? isRecentlyReduced(columns) : undefined,
    ...landingPageFilters(columns, input, bind, equals),
    ...paperworkFilters(columns, input),
  ];
  return filters.filter((filter) => filter !== undefined);
}

/**
 * A clean title, no lien, an inspection in the last 12 months (docs/product/vin-and-paperwork.md): what the seller
 * states, never what they left unstated, whatever 'Include campers that don't say' says. The constants are written
 * into the SQL, so a saved search's shape tells which of them it has.
 */
function paperworkFilters(columns: FilterColumns, input: SearchInput): SQL[] {
  return [
    input.cleanTitle ? sql`${filteredColumn(columns, "titleStatus")} = 'clean'` : undefined,
    input.noLien ? sql`${filteredColumn(columns, "lien")} = 'none'` : undefined,
    input.recentlyInspected ? isRecentInspection(filteredColumn(columns, "lastInspectedOn")) : undefined,
  ].filter((filter) => filter !== undefined);
}

/** A state or province and an exact make (docs/product/found-and-shared.md, Landing pages). */
function landingPageFilters(columns: FilterColumns, input: SearchInput, bind: Bind, equals: Equals): SQL[] {
  const { regionCode, makeSlug } = input;
  return [
    regionCode === undefined
      ? undefined
      : equals(filteredColumn(columns, "regionCode"), bind("regionCode", regionCode, "text")),
    makeSlug === undefined
      ? undefined
      : equals(filteredColumn(columns, "makeSlug"), bind("makeSlug", makeSlug, "text")),
  ].filter((filter) => filter !== undefined);
}

function filteredColumn(columns: FilterColumns, key: DetailFilterColumn): AnyPgColumn {
  const column = columns[key];
  if (!column) throw new Error(`The search filters on ${key}, which its columns do not carry.`);
  return column;
}

const featuresOf = (input: SearchInput) => camperFeatures.filter((feature) => input.features?.includes(feature.value));

/**
 * The camper-detail filters and features (docs/product/browse-and-search.md, More filters, Camper features). A
 * listing that does not state the value (NULL) never matches — every comparison with NULL is unknown, which WHERE
 * drops — unless the search includes campers that don't say.
 */
function detailFilters(columns: FilterColumns, input: SearchInput, bind: Bind, equals: Equals): SQL[] {
  const columnFor = (key: DetailFilterColumn) => filteredColumn(columns, key);
  const orUnstated = (column: AnyPgColumn, condition: SQL) =>
    input.includeUnstated ? (or(isNull(column), condition) as SQL) : condition;
  const filters = camperDetailFilters.map((filter) => {
    const value = input[filter.input];
    if (value === undefined) return undefined;
    const column = columnFor(filter.field.key);
    if (filter.kind === "choice") return orUnstated(column, equals(column, bind(filter.input, value, "text")));
    const bound = bind(filter.input, value, "integer");
    return orUnstated(column, filter.bound === "min" ? gte(column, bound) : lte(column, bound));
  });
  const features = featuresOf(input).map(({ condition }) => {
    const column = columnFor(condition.key);
    return orUnstated(column, featureCondition(column, condition));
  });
  const offGridMin = input.offGridMinTenths;
  const offGridColumn = offGridMin === undefined ? undefined : columnFor("offGridRatingTenths");
  const offGrid =
    offGridColumn && orUnstated(offGridColumn, gte(offGridColumn, bind(offGridMinFilter.input, offGridMin, "integer")));
  return [...filters, ...features, offGrid].filter((filter) => filter !== undefined);
}

/**
 * A feature's condition with its constants written into the SQL: they are the product's, never a visitor's, and
 * a saved search's shape (its SQL text) then tells which features it has without a column for them.
 */
function featureCondition(column: AnyPgColumn, condition: CamperFeatureCondition): SQL {
  if (condition.kind === "atLeast") return sql`${column} >= ${sql.raw(String(Math.trunc(condition.value)))}`;
  const literals = condition.values.map((value) => {
    if (!/^[a-z0-9_]+$/.test(value)) throw new Error(`A camper feature's value "${value}" is not a plain word.`);
    return sql.raw(`'${value}'`);
  });
  return sql`${column} in (${sql.join(literals, sql`, `)})`;
}

/** How long a price drop keeps a listing 'Recently reduced' (docs/product/buyers-come-back.md). */
export const recentlyReducedDays = 30;

/**
 * The latest price change was a drop in the last 30 days. Written over the "Recently reduced" sort's key,
 * coalesce(last_price_drop_at, 'epoch'), so on the table it is a range of listings_public_price_drop_idx
 * (and that sort's walk starts and stops at it); and as `is not null`, which the newest-first walk over
 * reduced listings alone (listings_public_reduced_created_at_idx) requires.
 */
export function isRecentlyReduced(columns: Partial<Pick<FilterColumns, "lastPriceDropAt">>): SQL {
  const column = columns.lastPriceDropAt;
  if (!column) throw new Error("The search filters on lastPriceDropAt, which its columns do not carry.");
  return sql`(${column} is not null and coalesce(${column}, 'epoch'::timestamptz) >= now() - interval '${sql.raw(String(recentlyReducedDays))} days')`;
}

/** The inclusive price bounds alone: a range on the (price_cents, id) index. */
export function priceRange(
  columns: Pick<FilterColumns, "priceCents">,
  input: SearchInput,
  bind: Bind = bindValue,
): SQL[] {
  const inUsd = (cents: number | undefined) =>
    cents === undefined || input.priceCurrency === undefined
      ? cents
      : convertCents(cents, input.priceCurrency, "USD", currentRates());
  const [minPriceCents, maxPriceCents] = [inUsd(input.minPriceCents), inUsd(input.maxPriceCents)];
  return [
    minPriceCents === undefined ? undefined : gte(columns.priceCents, bind("minPriceCents", minPriceCents, "integer")),
    maxPriceCents === undefined ? undefined : lte(columns.priceCents, bind("maxPriceCents", maxPriceCents, "integer")),
  ].filter((bound) => bound !== undefined);
}

/**
 * Listings whose coordinates lie in the box (edges included); listings without coordinates never
 * match. Written as `box @> point(longitude, latitude)`, which the GiST index
 * listings_public_point_idx answers on the table (and which costs a few float comparisons on a
 * walk). A box across the antimeridian (west > east) is two boxes, each bound under its own names,
 * so the two forms are two query shapes.
 */
export function isInBoundingBox(
  columns: Pick<FilterColumns, "latitude" | "longitude">,
  bbox: BoundingBox,
  bind: Bind = bindValue,
): SQL {
  const point = sql`point(${columns.longitude}, ${columns.latitude})`;
  const south = bind("bboxSouth", bbox.south, "float8");
  const north = bind("bboxNorth", bbox.north, "float8");
  const box = (west: unknown, east: unknown) =>
    sql`box(point(${west}::float8, ${south}::float8), point(${east}::float8, ${north}::float8)) @> ${point}`;
  if (bbox.west <= bbox.east) {
    return box(bind("bboxWest", bbox.west, "float8"), bind("bboxEast", bbox.east, "float8"));
  }
  const westOfAntimeridian = box(bind("bboxWestToAntimeridian", bbox.west, "float8"), sql`180`);
  const eastOfAntimeridian = box(sql`-180`, bind("bboxAntimeridianToEast", bbox.east, "float8"));
  return sql`(${westOfAntimeridian} or ${eastOfAntimeridian})`;
}

/**
 * An ILIKE pattern matching `text` anywhere, with the user's own % _ and \ taken literally. A
 * pattern with wildcards at both ends is what the pg_trgm GIN indexes on make and model answer.
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
