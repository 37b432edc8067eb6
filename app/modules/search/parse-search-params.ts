// URL parameters → validated search input (docs/product/browse-and-search.md): the one zod schema of a
// search, read through readQuery (read-search-query.server.ts) by the pages' loaders, the JSON endpoints
// and saved searches. Apart from search-params.ts (names, labels, options, the way back to a URL), so
// that the filter panel does not load zod in the browser.
import { currencies } from "#app/db/money-vocabulary.ts";
import type { VehicleType } from "#app/db/schema.ts";
import { z } from "#app/lib/zod.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import {
  type CamperDetailFilter,
  camperDetailFilters,
  detailFilterMessage,
  offGridMinFilter,
} from "./camper-detail-filters.ts";
import { camperFeatureMessage, camperFeatureValues, includeUnstatedMessage } from "./camper-features.ts";
import { listingCursorSchema } from "./listing-cursor.schema.ts";
import { type SearchPageSize, searchPageSizes } from "./listing-page.ts";
import {
  boundingBoxMessage,
  includeUnstatedParam,
  maxSearchTextLength,
  parseBoundingBox,
  radiusMilesOptions,
  type SearchInput,
  type SearchParamName,
  sortByValues,
} from "./search-params.ts";
import { vehicleTypeLabels } from "./vehicle-types.ts";

/** Prices are int4 cents in the database; a bound beyond this could not be compared (the messages say $20,000,000). */
const maxPriceDollars = 20_000_000;

// Forms submit untouched fields as empty strings (the reader drops them); other control characters
// never belong in a search and become spaces (a NUL is refused by the reader, as in any field).
const cleanText = (value: unknown) => {
  if (typeof value !== "string") return value;
  const text = value.replace(/\p{Cc}/gu, " ").trim();
  return text === "" ? undefined : text;
};

/** `tooLong`: "Make must be 80 characters or fewer." (maxSearchTextLength). */
const searchText = (tooLong: MessageId) =>
  z.preprocess(cleanText, z.string().max(maxSearchTextLength, { error: tooLong }).optional());

const wholeNumber = (message: string) =>
  z
    .string()
    .regex(/^\d+$/, { error: message })
    .transform((digits) => Number(digits));

/**
 * What a parameter whose text is read by a transform accepts, as the API's OpenAPI document describes its input
 * side (`.meta({ override })`, app/modules/public-api): the values this schema takes, never a second list of them.
 */
const documentedAs = (accepts: Record<string, unknown>) => ({ override: accepts });

/** `messages`: "Minimum price must be a whole number of dollars.", "Minimum price must be $20,000,000 or less." */
const dollars = (messages: { whole: MessageId; tooHigh: MessageId }) =>
  z
    .preprocess(
      cleanText,
      wholeNumber(messages.whole)
        .pipe(z.number().max(maxPriceDollars, { error: messages.tooHigh }))
        .optional(),
    )
    .meta(documentedAs({ type: "integer", minimum: 0, maximum: maxPriceDollars }));

export const recentlyReducedMessage: MessageId = "search.error.reduced";

const radiusMessage: MessageId = "search.error.radius";

/** A detail filter's value: a whole number in the field's range, or one of its options. */
function detailFilterValue(filter: CamperDetailFilter) {
  const message = detailFilterMessage(filter);
  const documented =
    filter.kind === "number"
      ? documentedAs({ type: "integer", minimum: filter.field.min, maximum: filter.field.max })
      : documentedAs({ type: "string", enum: filter.field.options.map((option) => option.value) });
  const accepts =
    filter.kind === "number"
      ? (text: string) => {
          const value = /^\d{1,7}$/.test(text) ? Number(text) : Number.NaN;
          return value >= filter.field.min && value <= filter.field.max ? value : undefined;
        }
      : (text: string) => filter.field.options.find((option) => option.value === text)?.value;
  return z
    .preprocess(
      cleanText,
      z
        .string()
        .transform((text, context) => {
          const value = accepts(text.replace(/,/g, ""));
          if (value === undefined) context.addIssue({ code: "custom", message });
          return value ?? z.NEVER;
        })
        .optional(),
    )
    .meta(documented);
}

const offGridMinTenths = z
  .preprocess(
    cleanText,
    z
      .string()
      .transform((text, context) => {
        const tenths = /^\d{1,2}(\.\d)?$/.test(text) ? Math.round(Number(text) * 10) : Number.NaN;
        if (tenths >= 0 && tenths <= 100) return tenths;
        context.addIssue({ code: "custom", message: offGridMinFilter.message });
        return z.NEVER;
      })
      .optional(),
  )
  .meta(documentedAs({ type: "number", minimum: 0, maximum: 10 }));

const detailFilterSchemas = Object.fromEntries(
  camperDetailFilters.map((filter) => [filter.param, detailFilterValue(filter)]),
) as Record<(typeof camperDetailFilters)[number]["param"], ReturnType<typeof detailFilterValue>>;

/** Each search parameter's schema (docs/product/browse-and-search.md, Filter panel), by its name in the URL. */
const searchShape = {
  vehicleType: z.preprocess(
    cleanText,
    z
      .enum(Object.keys(vehicleTypeLabels) as [VehicleType, ...VehicleType[]], {
        error: "search.error.vehicleType" satisfies MessageId,
      })
      .optional(),
  ),
  make: searchText("search.error.makeTooLong"),
  model: searchText("search.error.modelTooLong"),
  minPrice: dollars({ whole: "search.error.minPriceWhole", tooHigh: "search.error.minPriceTooHigh" }),
  maxPrice: dollars({ whole: "search.error.maxPriceWhole", tooHigh: "search.error.maxPriceTooHigh" }),
  currency: z.preprocess(
    cleanText,
    z.enum(currencies, { error: "search.error.currency" satisfies MessageId }).optional(),
  ),
  location: searchText("search.error.locationTooLong"),
  radius: z
    .preprocess(
      cleanText,
      wholeNumber(radiusMessage)
        .refine((miles) => radiusMilesOptions.includes(miles), { error: radiusMessage })
        .optional(),
    )
    .meta(documentedAs({ type: "integer", enum: radiusMilesOptions })),
  sortBy: z.preprocess(
    cleanText,
    z.enum(sortByValues, { error: "search.error.sortBy" satisfies MessageId }).optional(),
  ),
  bbox: z.preprocess(
    cleanText,
    z
      .string()
      .transform((text, context) => {
        const box = parseBoundingBox(text);
        if (!box) context.addIssue({ code: "custom", message: boundingBoxMessage });
        return box ?? z.NEVER;
      })
      .optional(),
  ),
  cursor: z.preprocess(cleanText, listingCursorSchema().optional()),
  ...detailFilterSchemas,
  [offGridMinFilter.param]: offGridMinTenths,
  reduced: z.preprocess(cleanText, z.enum(["1"], { error: recentlyReducedMessage }).optional()),
  title: z.preprocess(cleanText, z.enum(["clean"], { error: "search.error.title" satisfies MessageId }).optional()),
  no_lien: z.preprocess(cleanText, z.enum(["1"], { error: "search.error.noLien" satisfies MessageId }).optional()),
  inspected: z.preprocess(cleanText, z.enum(["1"], { error: "search.error.inspected" satisfies MessageId }).optional()),
  pending: z.preprocess(cleanText, z.enum(["1"], { error: "search.error.pending" satisfies MessageId }).optional()),
  // Repeatable (`feature=solar&feature=4wd`): read as a list, each feature once and in the list's order.
  feature: z
    .array(z.enum(camperFeatureValues, { error: camperFeatureMessage }))
    .transform((asked) => camperFeatureValues.filter((value) => asked.includes(value)))
    .optional(),
  [includeUnstatedParam]: z.preprocess(cleanText, z.enum(["1"], { error: includeUnstatedMessage }).optional()),
};

/** The search parameters that may repeat. */
export const searchListParams = ["feature"] as const;

type SearchParams = z.output<z.ZodObject<typeof searchShape>>;

export const searchParamNames = Object.keys(searchShape) as SearchParamName[];

/** `pageSize` of the JSON endpoint: 12 (home, the default) or 6 (all listings). */
export const pageSizeShape = {
  pageSize: z
    .enum(Object.values(searchPageSizes).map(String) as [string, ...string[]], {
      error: "search.error.pageSize" satisfies MessageId,
    })
    .default(String(searchPageSizes.home))
    .transform((size) => Number(size) as SearchPageSize),
};

const noExtraParams = {};
/**
 * One schema per `extra` shape: zod compiles a schema's parser on its first parse, so a schema built per request
 * paid that on every search (a tenth of the server's main thread under search load: ADR 054, session 33).
 */
const schemasByExtra = new WeakMap<z.ZodRawShape, ReturnType<typeof buildSearchQuerySchema>>();

/**
 * The search's schema, with the parameters a page or endpoint reads beside the search (`extra`: the map's
 * `pin`, the JSON endpoint's `pageSize`): URL parameters in, SearchInput and the extras out. Read through
 * readSearchQuery (read-search-query.server.ts), which hands it the search's own parameters only. `extra` is a
 * shape defined once (a module's constant): the schema made for it is kept.
 */
export function searchQuerySchema<Extra extends z.ZodRawShape = Record<never, never>>(
  extra: Extra = noExtraParams as Extra,
): ReturnType<typeof buildSearchQuerySchema<Extra>> {
  let schema = schemasByExtra.get(extra);
  if (!schema) {
    schema = buildSearchQuerySchema(extra);
    schemasByExtra.set(extra, schema);
  }
  return schema as ReturnType<typeof buildSearchQuerySchema<Extra>>;
}

function buildSearchQuerySchema<Extra extends z.ZodRawShape>(extra: Extra) {
  return z
    .object({ ...searchShape, ...extra })
    .refine(
      (params) => {
        const { minPrice, maxPrice } = params as SearchParams;
        return minPrice === undefined || maxPrice === undefined || minPrice <= maxPrice;
      },
      { error: "search.error.priceOrder" satisfies MessageId, path: ["minPrice"] },
    )
    .transform((params) => {
      const extras = Object.fromEntries(
        Object.keys(extra).map((name) => [name, (params as Record<string, unknown>)[name]]),
      );
      return { ...toSearchInput(params as SearchParams), ...withoutUndefined(extras) } as SearchInput &
        z.output<z.ZodObject<Extra>>;
    });
}

/**
 * Other names of search parameters (docs/product/browse-and-search.md): `sort` is a shorter sortBy, `type` the
 * vehicleType of the API and of addresses written by hand. The parameter's own name wins when both are given;
 * the site writes the own names only (toSearchParams).
 */
export const searchParamAliases = { sort: "sortBy", type: "vehicleType" } as const satisfies Record<
  string,
  SearchParamName
>;

/** Each alias with its parameter's schema: the API's OpenAPI document describes `type` and `sort` beside the rest. */
export function searchAliasShape() {
  return { sort: searchShape[searchParamAliases.sort], type: searchShape[searchParamAliases.type] };
}

/**
 * The parameters of a query that a search reads: its own (an alias read as its parameter) and `extraNames`.
 * Anything else (`utm_source`, the map's `view`) is no part of a search and is left out.
 */
export function searchParamsOf(query: URLSearchParams, extraNames: readonly string[] = []): URLSearchParams {
  const names = new Set<string>([...searchParamNames, ...extraNames]);
  const params = new URLSearchParams();
  for (const [name, value] of query) if (names.has(name)) params.append(name, value);
  for (const [alias, name] of Object.entries(searchParamAliases)) {
    const value = query.get(alias);
    if (value === null || (params.get(name) ?? "").trim() !== "") continue;
    params.delete(name);
    params.set(name, value);
  }
  return params;
}

function toSearchInput(params: SearchParams): SearchInput {
  const { minPrice, maxPrice, radius, sortBy, vehicleType, make, model, location, bbox, cursor } = params;
  const byParam = params as Record<string, unknown>;
  const detailFilters = camperDetailFilters.map((filter) => [filter.input, byParam[filter.param]]);
  return withoutUndefined({
    vehicleType,
    make,
    model,
    location,
    bbox,
    cursor,
    ...Object.fromEntries(detailFilters),
    offGridMinTenths: params[offGridMinFilter.param],
    recentlyReduced: params.reduced === "1" ? true : undefined,
    cleanTitle: params.title === "clean" ? true : undefined,
    noLien: params.no_lien === "1" ? true : undefined,
    recentlyInspected: params.inspected === "1" ? true : undefined,
    includePending: params.pending === "1" ? true : undefined,
    features: params.feature?.length ? params.feature : undefined,
    includeUnstated: params[includeUnstatedParam] === "1" ? true : undefined,
    minPriceCents: minPrice === undefined ? undefined : minPrice * 100,
    maxPriceCents: maxPrice === undefined ? undefined : maxPrice * 100,
    // US dollars need no word; a currency without a price filters nothing.
    priceCurrency: params.currency === "CAD" && (minPrice ?? maxPrice) !== undefined ? "CAD" : undefined,
    radiusMiles: radius,
    sortBy: sortBy ?? "newest",
  });
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}
