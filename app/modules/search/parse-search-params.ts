// URL parameters → validated search input (docs/product/browse-and-search.md): the one zod parse of a
// search, used by the pages' loaders and the JSON endpoints. Apart from search-params.ts (names,
// labels, options, the way back to a URL), so that the filter panel does not load zod in the browser.
import type { VehicleType } from "#app/db/schema.ts";
import { z } from "#app/lib/zod.ts";
import { issuesOf } from "#app/lib/zod-issues.ts";
import {
  type CamperDetailFilter,
  camperDetailFilters,
  detailFilterMessage,
  offGridMinFilter,
} from "./camper-detail-filters.ts";
import { listingCursorSchema } from "./listing-cursor.schema.ts";
import {
  boundingBoxMessage,
  maxSearchTextLength,
  type ParseSearchParamsResult,
  parseBoundingBox,
  radiusMilesOptions,
  type SearchParamName,
  sortByValues,
  vehicleTypeLabels,
} from "./search-params.ts";

/** Prices are int4 cents in the database; a bound beyond this could not be compared. */
const maxPriceDollars = 20_000_000;

// Forms submit untouched fields as empty strings; control characters never belong in a search
// (and PostgreSQL text cannot hold NUL).
const cleanText = (value: unknown) => {
  if (typeof value !== "string") return value;
  const text = value.replace(/\p{Cc}/gu, " ").trim();
  return text === "" ? undefined : text;
};

const searchText = (label: string) =>
  z.preprocess(
    cleanText,
    z
      .string()
      .max(maxSearchTextLength, { error: `${label} must be ${maxSearchTextLength} characters or fewer.` })
      .optional(),
  );

const wholeNumber = (message: string) =>
  z
    .string()
    .regex(/^\d+$/, { error: message })
    .transform((digits) => Number(digits));

const dollars = (label: string) =>
  z.preprocess(
    cleanText,
    wholeNumber(`${label} must be a whole number of dollars.`)
      .pipe(z.number().max(maxPriceDollars, { error: `${label} must be $20,000,000 or less.` }))
      .optional(),
  );

export const recentlyReducedMessage = "Recently reduced is reduced=1, or left out.";

const radiusMessage = "Radius must be 50 to 500 miles in steps of 50.";

/** A detail filter's value: a whole number in the field's range, or one of its options. */
function detailFilterValue(filter: CamperDetailFilter) {
  const message = detailFilterMessage(filter);
  const accepts =
    filter.kind === "number"
      ? (text: string) => {
          const value = /^\d{1,7}$/.test(text) ? Number(text) : Number.NaN;
          return value >= filter.field.min && value <= filter.field.max ? value : undefined;
        }
      : (text: string) => filter.field.options.find((option) => option.value === text)?.value;
  return z.preprocess(
    cleanText,
    z
      .string()
      .transform((text, context) => {
        const value = accepts(text.replace(/,/g, ""));
        if (value === undefined) context.addIssue({ code: "custom", message });
        return value ?? z.NEVER;
      })
      .optional(),
  );
}

const offGridMinTenths = z.preprocess(
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
);

const detailFilterSchemas = Object.fromEntries(
  camperDetailFilters.map((filter) => [filter.param, detailFilterValue(filter)]),
) as Record<(typeof camperDetailFilters)[number]["param"], ReturnType<typeof detailFilterValue>>;

const searchParamsSchema = z
  .object({
    vehicleType: z.preprocess(
      cleanText,
      z
        .enum(Object.keys(vehicleTypeLabels) as [VehicleType, ...VehicleType[]], {
          error: "Choose a vehicle type: van, skoolie, rv or overlander.",
        })
        .optional(),
    ),
    make: searchText("Make"),
    model: searchText("Model"),
    minPrice: dollars("Minimum price"),
    maxPrice: dollars("Maximum price"),
    location: searchText("Location"),
    radius: z.preprocess(
      cleanText,
      wholeNumber(radiusMessage)
        .refine((miles) => radiusMilesOptions.includes(miles), { error: radiusMessage })
        .optional(),
    ),
    sortBy: z.preprocess(
      cleanText,
      z
        .enum(sortByValues, { error: "Choose a sort order: newest, year, mileage, price or off-grid rating." })
        .optional(),
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
  })
  .refine(
    (params) => params.minPrice === undefined || params.maxPrice === undefined || params.minPrice <= params.maxPrice,
    {
      error: "Minimum price cannot be more than maximum price.",
      path: ["minPrice"],
    },
  );

export const searchParamNames = Object.keys(searchParamsSchema.shape) as SearchParamName[];

/**
 * URL parameters → validated search input. Unknown parameters are ignored, a repeated one counts
 * once (its first value), empty ones are absent; anything else wrong gets a message for the UI.
 */
export function parseSearchParams(params: URLSearchParams): ParseSearchParamsResult {
  const raw = Object.fromEntries(searchParamNames.map((name) => [name, params.get(name) ?? undefined]));
  // `sort` is a shorter alias (docs/product/browse-and-search.md): sortBy wins when both are given.
  if (!cleanText(raw.sortBy)) raw.sortBy = params.get("sort") ?? undefined;
  const parsed = searchParamsSchema.safeParse(raw);
  if (!parsed.success) {
    return { success: false, errors: issuesOf(parsed.error).fieldErrors as Partial<Record<SearchParamName, string>> };
  }
  const { minPrice, maxPrice, radius, sortBy, vehicleType, make, model, location, bbox, cursor } = parsed.data;
  const byParam = parsed.data as Record<string, unknown>;
  const detailFilters = camperDetailFilters.map((filter) => [filter.input, byParam[filter.param]]);
  return {
    success: true,
    data: withoutUndefined({
      vehicleType,
      make,
      model,
      location,
      bbox,
      cursor,
      ...Object.fromEntries(detailFilters),
      offGridMinTenths: parsed.data[offGridMinFilter.param],
      recentlyReduced: parsed.data.reduced === "1" ? true : undefined,
      minPriceCents: minPrice === undefined ? undefined : minPrice * 100,
      maxPriceCents: maxPrice === undefined ? undefined : maxPrice * 100,
      radiusMiles: radius,
      sortBy: sortBy ?? "newest",
    }),
  };
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, entry]) => entry !== undefined)) as T;
}
