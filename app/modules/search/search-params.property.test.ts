// Whatever a URL holds, parsing answers with input or messages, never an exception, and whatever
// parses is a search the database runs (so a bad URL can never become a 5xx).

import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listings } from "#app/db/schema.ts";
import { createTestDatabase, type TestDatabase } from "#app/test/database.ts";
import { fakeGeocoder } from "#app/test/fake-geocoder.ts";
import { listingFixture } from "#app/test/listing-fixture.ts";
import { english } from "#app/test/translator.tsx";
import { camperDetailFilters } from "./camper-detail-filters.ts";
import { camperFeatureValues } from "./camper-features.ts";
import { searchParamNames } from "./parse-search-params.ts";
import { readSearchQuery } from "./read-search-query.server.ts";
import { searchListings } from "./search-listings.server.ts";
import {
  maxSearchTextLength,
  radiusMilesOptions,
  type SearchParamName,
  sortByValues,
  toSearchParams,
} from "./search-params.ts";

const paramNames = searchParamNames;

const anyKey = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...paramNames) },
  {
    weight: 1,
    arbitrary: fc.constantFrom("page", "pageSize", "submitted", "MAKE", "make ", "__proto__", "constructor"),
  },
  { weight: 1, arbitrary: fc.string({ unit: "binary" }) },
);

const numberLike = fc.oneof(
  fc.integer({ min: -1_000, max: 600 }).map(String),
  fc.integer().map(String),
  fc.double().map(String), // NaN, Infinity, -0, 5e-324, 1.7976931348623157e308
  fc.bigInt().map(String),
  fc.constantFrom("50", "100", "500", "0", "00050", "20000000", "20000001", "1e3", "0x10", " 7 ", "1_000", "٣"),
);

const cursorLike = fc.oneof(
  fc.tuple(fc.integer(), fc.uuid()).map(([value, id]) => `${value}_${id}`),
  fc.tuple(fc.bigInt({ min: -(10n ** 17n), max: 10n ** 17n }), fc.uuid()).map(([value, id]) => `${value}_${id}`),
  fc.string(),
);

const coordinate = fc.oneof(
  fc.double({ min: -200, max: 200, noNaN: true }).map(String),
  fc.integer({ min: -200, max: 200 }).map(String),
  numberLike,
);
const bboxLike = fc.oneof(
  fc.tuple(coordinate, coordinate, coordinate, coordinate).map((edges) => edges.join(",")),
  fc.constantFrom("-125,24,-66,50", "170,-50,-170,-10", "-105.2,39.5,-104.7,40", "1,2,3", "a,b,c,d", ",,,"),
);

const anyText = fc.oneof(
  fc.constantFrom("", " ", "Ford", "%", "_", "\\", "\u0000", "a\u0000b", "\t\n", "Portland, OR", "Atlantis", "ford"),
  fc.string({ maxLength: 100 }),
  fc.string({ unit: "grapheme", maxLength: 90 }),
  fc.string({ unit: "binary", maxLength: 20 }), // any code point, lone surrogates and NUL included
);

const anyValue = fc.oneof(anyText, numberLike, cursorLike, fc.constantFrom(...sortByValues, "van", "rv"));

// Values drawn with their parameter in mind, so that many parse and reach the database.
const valueFor = {
  vehicleType: fc.oneof(fc.constantFrom("van", "skoolie", "rv", "overlander"), anyValue),
  make: anyText,
  model: anyText,
  minPrice: numberLike,
  maxPrice: numberLike,
  currency: fc.oneof(fc.constantFrom("USD", "CAD", "usd", "EUR"), anyValue),
  location: anyText,
  radius: fc.oneof(fc.constantFrom(...radiusMilesOptions.map(String)), numberLike),
  sortBy: fc.oneof(fc.constantFrom(...sortByValues), anyValue),
  bbox: bboxLike,
  cursor: cursorLike,
  ...Object.fromEntries(
    camperDetailFilters.map((filter) => [
      filter.param,
      filter.kind === "number"
        ? fc.oneof(fc.integer({ min: filter.field.min - 2, max: filter.field.max + 2 }).map(String), numberLike)
        : fc.oneof(fc.constantFrom(...filter.field.options.map((option) => option.value)), anyValue),
    ]),
  ),
  offgrid_min: fc.oneof(
    fc.integer({ min: -5, max: 105 }).map((tenths) => String(tenths / 10)),
    fc.constantFrom("7", "7.", ".5", "07.5", "10.0", "10.1", "7.25"),
    numberLike,
  ),
  reduced: fc.oneof(fc.constantFrom("1", "0", "true"), anyValue),
  title: fc.oneof(fc.constantFrom("clean", "salvage", "Clean"), anyValue),
  no_lien: fc.oneof(fc.constantFrom("1", "0", "true"), anyValue),
  inspected: fc.oneof(fc.constantFrom("1", "0", "true"), anyValue),
  pending: fc.oneof(fc.constantFrom("1", "0", "true"), anyValue),
  feature: fc.oneof(fc.constantFrom(...camperFeatureValues), anyValue),
  include_unstated: fc.oneof(fc.constantFrom("1", "0", "true"), anyValue),
} as Record<SearchParamName, fc.Arbitrary<string>>;
const knownPair = fc
  .constantFrom(...paramNames)
  .chain((name) => valueFor[name].map((value): [string, string] => [name, value]));

// Lists of pairs, so keys repeat; and raw query strings, parsed the way a request's URL is.
const anySearchParams = fc.oneof(
  fc.array(fc.tuple(anyKey, anyValue), { maxLength: 14 }).map((pairs) => new URLSearchParams(pairs)),
  fc.array(knownPair, { maxLength: 9 }).map((pairs) => new URLSearchParams(pairs)),
  fc.string({ unit: "binary", maxLength: 120 }).map((query) => new URLSearchParams(query)),
);

// Few real parameters with fitting values, kept when they parse: the database sees every kind of
// accepted value.
const acceptedSearchInput = fc
  .array(knownPair, { maxLength: 5 })
  .map((pairs) => readSearchQuery(new URLSearchParams(pairs)))
  .filter((result) => result.ok)
  .map((result) => result.data);

function expectValidInput(params: URLSearchParams) {
  const result = readSearchQuery(params);
  if (!result.ok) {
    const entries = Object.entries(result.failure.reply.fieldErrors ?? {});
    expect(entries.length).toBeGreaterThan(0);
    for (const [name, message] of entries) {
      expect(paramNames).toContain(name);
      expect(english(message)).toMatch(/^[A-Z].*\.$/);
    }
    return;
  }
  const input = result.data;
  expect(sortByValues).toContain(input.sortBy);
  for (const text of [input.make, input.model, input.location]) {
    if (text === undefined) continue;
    expect(text.length).toBeGreaterThan(0);
    expect(text.length).toBeLessThanOrEqual(maxSearchTextLength);
    expect(text).not.toMatch(/\p{Cc}/u);
  }
  for (const cents of [input.minPriceCents, input.maxPriceCents]) {
    if (cents === undefined) continue;
    expect(Number.isSafeInteger(cents) && cents >= 0 && cents <= 2_000_000_000 && cents % 100 === 0).toBe(true);
  }
  if (input.minPriceCents !== undefined && input.maxPriceCents !== undefined) {
    expect(input.minPriceCents).toBeLessThanOrEqual(input.maxPriceCents);
  }
  if (input.radiusMiles !== undefined) expect(radiusMilesOptions).toContain(input.radiusMiles);
  for (const filter of camperDetailFilters) {
    const value = input[filter.input];
    if (value === undefined) continue;
    if (filter.kind === "number") {
      expect(Number.isInteger(value) && Number(value) >= filter.field.min && Number(value) <= filter.field.max).toBe(
        true,
      );
    } else expect(filter.field.options.map((option) => option.value)).toContain(value);
  }
  if (input.offGridMinTenths !== undefined) {
    expect(Number.isInteger(input.offGridMinTenths) && input.offGridMinTenths <= 100).toBe(true);
  }
  if (input.bbox) {
    const { west, south, east, north } = input.bbox;
    expect([west, east].every((longitude) => Math.abs(longitude) <= 180)).toBe(true);
    expect(-90 <= south && south <= north && north <= 90).toBe(true);
  }
  const again = readSearchQuery(toSearchParams(input));
  expect(again.ok && again.data).toEqual(input);
}

describe("readSearchQuery on arbitrary URLs", () => {
  it("never throws, reports each problem by name, and round-trips what it accepts", () => {
    fc.assert(fc.property(anySearchParams, expectValidInput), { numRuns: 2_000 });
  });
});

describe("searchListings on arbitrary accepted input", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    const makes = ["Ford", "FORD", "Ram", "Blue Bird", "50% off", "a_b", "c\\d", "Škoda", "東風", "Toyota"];
    await database.db.insert(listings).values(
      Array.from({ length: 40 }, (_, index) =>
        listingFixture({
          title: `listing ${index}`,
          vehicleType: (["van", "skoolie", "rv", "overlander"] as const)[index % 4],
          make: makes[index % makes.length],
          model: `Model ${index % 7}`,
          year: 1990 + (index % 30),
          priceCents: 100 * (index % 9) * 1_000_000,
          mileage: index * 7_919,
          latitude: index % 5 === 0 ? null : 40 + (index % 10),
          longitude: index % 5 === 0 ? null : -120 + (index % 8),
          isActive: index % 11 !== 0,
          sleeps: index % 3 === 0 ? null : 1 + (index % 12),
          lengthFeet: index % 4 === 0 ? null : 10 + (index % 36),
          drivetrain: index % 3 === 0 ? null : (["2wd", "4x4", "awd"] as const)[index % 3],
          toilet:
            index % 2 === 0 ? null : (["none", "cassette", "composting", "black_tank", "portable"] as const)[index % 5],
          solarWatts: index % 5 === 1 ? null : index * 50,
          freshWaterGallons: index % 6 === 0 ? null : index * 3,
          offGridRatingTenths: index % 4 === 0 ? null : (index * 7) % 101,
          salePendingUntil: index % 9 === 4 ? new Date(Date.now() + 86_400_000) : null,
        }),
      ),
    );
  });
  afterAll(() => database?.destroy());

  it("answers every accepted search with at most one page", async () => {
    const geocoder = fakeGeocoder({
      "portland, or": { latitude: 45.5152, longitude: -122.6784 },
      ford: { latitude: 44, longitude: -118 },
      "%": { latitude: -90, longitude: 180 },
    });
    await fc.assert(
      fc.asyncProperty(acceptedSearchInput, fc.constantFrom(6, 12), async (input, pageSize) => {
        const page = await searchListings({ db: database.db, geocoder, input, pageSize });
        expect(page.listings.length).toBeLessThanOrEqual(pageSize);
        expect(page.hasMore).toBe(page.nextCursor !== null);
      }),
      { numRuns: 250 },
    );
  });
});
