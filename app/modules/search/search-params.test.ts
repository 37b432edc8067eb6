import { describe, expect, it } from "vitest";
import { translatorFor } from "#app/modules/i18n/catalogs.server.ts";
import { english } from "#app/test/translator.tsx";
import { encodeListingCursor, invalidCursorMessage } from "./listing-page.ts";
import { pageSizeShape, searchQuerySchema } from "./parse-search-params.ts";
import { readSearchQuery } from "./read-search-query.server.ts";
import {
  hasSearchFilters,
  radiusMilesOptions,
  type SearchInput,
  sortByOptionsIn,
  toSearchParams,
} from "./search-params.ts";
import { vehicleTypeOptionsIn } from "./vehicle-types.ts";

const { t } = translatorFor("en-US");

/** The search as readSearchQuery reads it: the input, or a message per parameter (in English: replies carry ids). */
const parse = (query: string, extra = {}) => {
  const result = readSearchQuery(new URLSearchParams(query), extra);
  if (result.ok) return { ok: true, data: result.data };
  const errors = Object.entries(result.failure.reply.fieldErrors ?? {}).map(([name, id]) => [name, english(id)]);
  return { ok: false, errors: Object.fromEntries(errors) };
};
const errorsOf = (query: string) => parse(query).errors ?? {};
const id = "0b6f1c6e-3a5d-4c59-9d1e-6f7a8b9c0d1e";

describe("readSearchQuery", () => {
  it("reads no parameters as newest first with no filters", () => {
    expect(parse("")).toEqual({ ok: true, data: { sortBy: "newest" } });
  });

  it("reads every filter, with prices in cents", () => {
    const query =
      "vehicleType=skoolie&make=Blue+Bird&model=TC2000&minPrice=10000&maxPrice=45000&location=Portland,+OR&radius=150&sortBy=price_desc";
    expect(parse(query)).toEqual({
      ok: true,
      data: {
        vehicleType: "skoolie",
        make: "Blue Bird",
        model: "TC2000",
        minPriceCents: 1_000_000,
        maxPriceCents: 4_500_000,
        location: "Portland, OR",
        radiusMiles: 150,
        sortBy: "price_desc",
      },
    });
  });

  it("treats empty and blank parameters as absent, trims text and ignores unknown parameters", () => {
    expect(parse("vehicleType=&make=++&model=%09Transit+&minPrice=&radius=&sortBy=&cursor=&utm_source=x")).toEqual({
      ok: true,
      data: { model: "Transit", sortBy: "newest" },
    });
  });

  it("uses the first value of a repeated parameter", () => {
    expect(parse("make=Ford&make=Ram")).toMatchObject({ ok: true, data: { make: "Ford" } });
  });

  it("turns control characters into spaces, and refuses NUL as every field does", () => {
    expect(parse("make=Fo%01rd%0A")).toMatchObject({ ok: true, data: { make: "Fo rd" } });
    expect(errorsOf("make=Fo%00rd")).toEqual({ make: "Please remove the unsupported characters from this field." });
  });

  it("ignores parameters of no search, even with a NUL", () => {
    expect(parse("utm_source=%00&view=map&pin=x")).toEqual({ ok: true, data: { sortBy: "newest" } });
  });

  it("keeps a location without a radius and a radius without a location: neither is an error", () => {
    expect(parse("location=Bend")).toMatchObject({ ok: true, data: { location: "Bend" } });
    expect(parse("radius=100")).toMatchObject({ ok: true, data: { radiusMiles: 100 } });
  });

  it("accepts equal minimum and maximum prices", () => {
    expect(parse("minPrice=30000&maxPrice=30000")).toMatchObject({
      ok: true,
      data: { minPriceCents: 3_000_000, maxPriceCents: 3_000_000 },
    });
  });

  it("reads a cursor", () => {
    expect(parse(`cursor=2019_${id}`)).toMatchObject({ ok: true, data: { cursor: { sortValue: 2019, id } } });
  });

  it.each([
    ["vehicleType=truck", "vehicleType", "Choose a vehicle type: van, skoolie, rv or overlander."],
    ["vehicleType=Van", "vehicleType", "Choose a vehicle type: van, skoolie, rv or overlander."],
    [`make=${"x".repeat(81)}`, "make", "Make must be 80 characters or fewer."],
    [`model=${"x".repeat(81)}`, "model", "Model must be 80 characters or fewer."],
    [`location=${"x".repeat(81)}`, "location", "Location must be 80 characters or fewer."],
    ["minPrice=12.50", "minPrice", "Minimum price must be a whole number of dollars."],
    ["minPrice=-5", "minPrice", "Minimum price must be a whole number of dollars."],
    ["minPrice=1e5", "minPrice", "Minimum price must be a whole number of dollars."],
    ["minPrice=abc", "minPrice", "Minimum price must be a whole number of dollars."],
    ["maxPrice=NaN", "maxPrice", "Maximum price must be a whole number of dollars."],
    ["maxPrice=45,000", "maxPrice", "Maximum price must be a whole number of dollars."],
    ["maxPrice=20000001", "maxPrice", "Maximum price must be $20,000,000 or less."],
    ["maxPrice=99999999999999999999999", "maxPrice", "Maximum price must be $20,000,000 or less."],
    ["minPrice=50000&maxPrice=40000", "minPrice", "Minimum price cannot be more than maximum price."],
    ["radius=75", "radius", "Radius must be 50 to 500 miles in steps of 50."],
    ["radius=0", "radius", "Radius must be 50 to 500 miles in steps of 50."],
    ["radius=550", "radius", "Radius must be 50 to 500 miles in steps of 50."],
    ["radius=100.0", "radius", "Radius must be 50 to 500 miles in steps of 50."],
    ["sortBy=price", "sortBy", "Choose a sort order: newest, year, mileage, price or off-grid rating."],
    ["cursor=abc", "cursor", english(invalidCursorMessage)],
    [`cursor=99999999999999999_${id}`, "cursor", english(invalidCursorMessage)],
    ["cursor=2019_not-a-uuid", "cursor", english(invalidCursorMessage)],
  ])("%s → %s: %s", (query, name, message) => {
    expect(errorsOf(query)).toEqual({ [name]: message });
  });

  it("reads a map area, edges included, and one across the antimeridian", () => {
    expect(parse("bbox=-125,24,-66,50")).toMatchObject({
      ok: true,
      data: { bbox: { west: -125, south: 24, east: -66, north: 50 } },
    });
    expect(parse("bbox=+170.5, -50 ,-170.25,-10")).toMatchObject({
      ok: true,
      data: { bbox: { west: 170.5, south: -50, east: -170.25, north: -10 } },
    });
    expect(parse("bbox=-180,-90,180,90")).toMatchObject({
      ok: true,
      data: { bbox: { west: -180, south: -90, east: 180, north: 90 } },
    });
    expect(parse("bbox=-0,0,0,0")).toMatchObject({ ok: true, data: { bbox: { west: 0, south: 0 } } });
  });

  it.each([
    "1,2,3",
    "1,2,3,4,5",
    "a,b,c,d",
    ",,,",
    "-181,0,0,0",
    "0,0,180.5,0",
    "0,-91,0,0",
    "0,0,0,90.1",
    "0,10,0,5",
    "1e2,0,0,0",
    "0x10,0,0,0",
    "Infinity,0,0,0",
    "0,0,0,NaN",
  ])("refuses the map area %s", (bbox) => {
    expect(errorsOf(`bbox=${bbox}`)).toEqual({ bbox: "The map area must be west,south,east,north in degrees." });
  });

  it("reads every camper-detail filter, the off-grid minimum in tenths", () => {
    const query =
      "sleeps_min=4&length_max=24&height_min=72&drivetrain=4x4&transmission=manual&fuel=diesel&solar_min=400" +
      "&battery_min=1,000&water_min=0&toilet=black_tank&shower=indoor&heater=propane&offgrid_min=7.5";
    expect(parse(query)).toEqual({
      ok: true,
      data: {
        sleepsMin: 4,
        lengthMaxFeet: 24,
        heightMinInches: 72,
        drivetrain: "4x4",
        transmission: "manual",
        fuel: "diesel",
        solarMinWatts: 400,
        batteryMinAmpHours: 1_000,
        waterMinGallons: 0,
        toilet: "black_tank",
        shower: "indoor",
        heater: "propane",
        offGridMinTenths: 75,
        sortBy: "newest",
      },
    });
    expect(parse("offgrid_min=10")).toMatchObject({ data: { offGridMinTenths: 100 } });
    expect(parse("offgrid_min=0")).toMatchObject({ data: { offGridMinTenths: 0 } });
  });

  it("reads reduced=1 as the 'Recently reduced' filter and writes it back (docs/product/buyers-come-back.md)", () => {
    expect(parse("reduced=1&sort=reduced_desc")).toEqual({
      ok: true,
      data: { recentlyReduced: true, sortBy: "reduced_desc" },
    });
    expect(parse("reduced=")).toEqual({ ok: true, data: { sortBy: "newest" } });
    expect(errorsOf("reduced=yes")).toEqual({ reduced: "Recently reduced is reduced=1, or left out." });
    expect(toSearchParams({ recentlyReduced: true, sortBy: "reduced_desc" }).toString()).toBe(
      "sortBy=reduced_desc&reduced=1",
    );
    expect(hasSearchFilters({ reduced: "1" })).toBe(true);
  });

  it("reads pending=1 as 'Include sale pending' and writes it back (docs/product/making-the-deal.md)", () => {
    expect(parse("pending=1")).toEqual({ ok: true, data: { includePending: true, sortBy: "newest" } });
    expect(parse("pending=")).toEqual({ ok: true, data: { sortBy: "newest" } });
    expect(errorsOf("pending=yes")).toEqual({ pending: "Include sale pending is pending=1, or left out." });
    expect(toSearchParams({ includePending: true, sortBy: "price_asc" }).toString()).toBe("sortBy=price_asc&pending=1");
    expect(hasSearchFilters({ pending: "1" })).toBe(true);
  });

  it("tells a search from a visit: a filter or a sort, not a page's cursor or blank fields", () => {
    const asked = (query: string) => {
      const read = readSearchQuery(new URLSearchParams(query));
      return read.ok && hasSearchFilters(read.values);
    };
    expect(asked("sort=price_asc")).toBe(true);
    expect(asked("make=Ford&cursor=")).toBe(true);
    expect(asked(`cursor=2019_${id}&utm_source=x`)).toBe(false);
    expect(asked("make=+&model=&sortBy=")).toBe(false);
  });

  it("reads sort as sortBy when sortBy is absent", () => {
    expect(parse("sort=offgrid_desc")).toMatchObject({ ok: true, data: { sortBy: "offgrid_desc" } });
    expect(parse("sortBy=&sort=price_asc")).toMatchObject({ ok: true, data: { sortBy: "price_asc" } });
    expect(parse("sortBy=year_asc&sort=price_asc")).toMatchObject({ ok: true, data: { sortBy: "year_asc" } });
    expect(errorsOf("sort=sideways")).toEqual({
      sortBy: "Choose a sort order: newest, year, mileage, price or off-grid rating.",
    });
  });

  it("reads type as vehicleType when vehicleType is absent, and writes vehicleType back", () => {
    expect(parse("type=van")).toMatchObject({ ok: true, data: { vehicleType: "van" } });
    expect(parse("vehicleType=&type=rv")).toMatchObject({ ok: true, data: { vehicleType: "rv" } });
    expect(parse("vehicleType=skoolie&type=van")).toMatchObject({ ok: true, data: { vehicleType: "skoolie" } });
    expect(errorsOf("type=boat")).toEqual({
      vehicleType: "Choose a vehicle type: van, skoolie, rv or overlander.",
    });
    const read = readSearchQuery(new URLSearchParams("type=van&sort=price_asc"));
    if (!read.ok) throw new Error("type=van reads");
    expect(toSearchParams(read.data).toString()).toBe("vehicleType=van&sortBy=price_asc");
  });

  it.each([
    ["sleeps_min=0", "sleeps_min", "Sleeps must be a whole number from 1 to 12."],
    ["sleeps_min=13", "sleeps_min", "Sleeps must be a whole number from 1 to 12."],
    ["sleeps_min=2.5", "sleeps_min", "Sleeps must be a whole number from 1 to 12."],
    ["length_max=9", "length_max", "Length must be a whole number from 10 to 45."],
    ["length_max=-20", "length_max", "Length must be a whole number from 10 to 45."],
    ["height_min=91", "height_min", "Interior height must be a whole number from 40 to 90."],
    ["solar_min=5001", "solar_min", "Solar must be a whole number from 0 to 5,000."],
    ["solar_min=1e3", "solar_min", "Solar must be a whole number from 0 to 5,000."],
    ["battery_min=99999999", "battery_min", "House battery must be a whole number from 0 to 2,000."],
    ["water_min=301", "water_min", "Fresh water must be a whole number from 0 to 300."],
    ["drivetrain=4X4", "drivetrain", "Choose drivetrain: 2WD, 4x4 or AWD."],
    ["transmission=cvt", "transmission", "Choose transmission: Automatic or Manual."],
    ["fuel=coal", "fuel", "Choose fuel: Gasoline, Diesel, Electric or Hybrid."],
    ["toilet=bucket", "toilet", "Choose toilet: None, Cassette, Composting, Black tank or Portable."],
    ["shower=sauna", "shower", "Choose shower: None, Indoor or Outdoor."],
    ["heater=fire", "heater", "Choose heater: None, Diesel, Propane or Electric."],
    ["offgrid_min=10.1", "offgrid_min", "Off-grid rating must be a number from 0 to 10, with at most one decimal."],
    ["offgrid_min=7.25", "offgrid_min", "Off-grid rating must be a number from 0 to 10, with at most one decimal."],
    ["offgrid_min=-1", "offgrid_min", "Off-grid rating must be a number from 0 to 10, with at most one decimal."],
    ["offgrid_min=high", "offgrid_min", "Off-grid rating must be a number from 0 to 10, with at most one decimal."],
  ])("refuses %s with the field's message", (query, name, message) => {
    expect(errorsOf(query)).toEqual({ [name]: message });
  });

  it("reports every bad parameter at once", () => {
    expect(Object.keys(errorsOf("vehicleType=bike&minPrice=x&radius=7&sortBy=up"))).toEqual([
      "vehicleType",
      "minPrice",
      "radius",
      "sortBy",
    ]);
  });
});

describe("toSearchParams", () => {
  it("writes only what differs from the defaults, prices in dollars", () => {
    expect(toSearchParams({ sortBy: "newest" }).toString()).toBe("");
    expect(
      toSearchParams({
        vehicleType: "rv",
        make: "Winnebago",
        minPriceCents: 2_500_000,
        location: "Bend, OR",
        radiusMiles: 50,
        sortBy: "year_asc",
        bbox: { west: 170.5, south: -50, east: -170, north: 10 },
        cursor: { sortValue: 2001, id },
      }).toString(),
    ).toBe(
      `vehicleType=rv&make=Winnebago&minPrice=25000&location=Bend%2C+OR&radius=50&sortBy=year_asc&bbox=170.5%2C-50%2C-170%2C10&cursor=2001_${id}`,
    );
  });

  it("round-trips through readSearchQuery", () => {
    const input: SearchInput = {
      vehicleType: "overlander",
      make: "Toyota & Sons 100%",
      model: "Land Cruiser_70",
      minPriceCents: 0,
      maxPriceCents: 2_000_000_000,
      location: "Québec, QC",
      radiusMiles: 500,
      sortBy: "mileage_desc",
      bbox: { west: -105.123456789, south: 39.5, east: -104.7, north: 40 },
      sleepsMin: 12,
      lengthMaxFeet: 10,
      heightMinInches: 90,
      drivetrain: "awd",
      transmission: "automatic",
      fuel: "hybrid",
      solarMinWatts: 5_000,
      batteryMinAmpHours: 0,
      waterMinGallons: 300,
      toilet: "none",
      shower: "outdoor",
      heater: "electric",
      offGridMinTenths: 5,
      cursor: { sortValue: 1_750_000_000_123_456, id },
    };
    expect(parse(toSearchParams(input).toString())).toEqual({ ok: true, data: input });
  });
});

describe("pageSize of /api/listings", () => {
  it("defaults to 12 and accepts 6", () => {
    expect(parse("", pageSizeShape)).toMatchObject({ ok: true, data: { pageSize: 12 } });
    expect(parse("pageSize=6", pageSizeShape)).toMatchObject({ ok: true, data: { pageSize: 6 } });
  });

  it("refuses other sizes", () => {
    expect(parse("pageSize=1000", pageSizeShape)).toEqual({
      ok: false,
      errors: { pageSize: "Page size must be 6 or 12." },
    });
  });
});

describe("the search's schema", () => {
  // zod compiles a schema's parser on its first parse: one made per request paid that on every search.
  it("is made once per shape of extra parameters, and read the same way each time", () => {
    expect(searchQuerySchema()).toBe(searchQuerySchema());
    expect(searchQuerySchema(pageSizeShape)).toBe(searchQuerySchema(pageSizeShape));
    expect(searchQuerySchema(pageSizeShape)).not.toBe(searchQuerySchema());
    expect(parse("pageSize=6&make=Ford", pageSizeShape)).toMatchObject({
      ok: true,
      data: { pageSize: 6, make: "Ford" },
    });
    expect(parse("pageSize=6&make=Ford", pageSizeShape)).toMatchObject({
      ok: true,
      data: { pageSize: 6, make: "Ford" },
    });
  });
});

describe("option lists for the filter panel", () => {
  it("lists the vehicle types, sort orders and radii of docs/product/browse-and-search.md", () => {
    expect(vehicleTypeOptionsIn(t)).toEqual([
      { value: "van", label: "Van" },
      { value: "skoolie", label: "Skoolie" },
      { value: "rv", label: "RV" },
      { value: "overlander", label: "Overlander" },
    ]);
    expect(sortByOptionsIn(t).map((option) => option.value)).toEqual([
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
    ]);
    expect(radiusMilesOptions).toEqual([50, 100, 150, 200, 250, 300, 350, 400, 450, 500]);
  });

  it("encodes cursors that parse back", () => {
    const cursor = { sortValue: -3, id };
    expect(parse(`cursor=${encodeListingCursor(cursor)}`)).toMatchObject({ ok: true, data: { cursor } });
  });
});
