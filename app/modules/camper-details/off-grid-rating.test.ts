// The off-grid rating (docs/product/camper-details.md, Off-grid rating).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { batteryChemistries, heaters, toilets } from "#app/db/listing-vocabulary.ts";
import { type OffGridDetails, offGridRating, offGridRatingTenths, offGridWorkedExample } from "./off-grid-rating.ts";
import { formatOffGridRating } from "./short-labels.ts";

const agmVan: OffGridDetails = {
  batteryAmpHours: 100,
  batteryChemistry: "agm",
  solarWatts: 100,
  freshWaterGallons: 20,
  heater: "propane",
  toilet: "cassette",
};

describe("offGridRating", () => {
  it("rates the worked example 9.6: electricity full, 6 days of water, diesel heat, a composting toilet", () => {
    expect(offGridRating(offGridWorkedExample)).toEqual({
      rated: true,
      rating: 9.6,
      breakdown: {
        usableWattHours: 2_160,
        solarWattHoursPerDay: 1_200,
        electricityDays: 7,
        electricityPoints: 4,
        waterDays: 6,
        waterPoints: 2.57,
        heatPoints: 1.5,
        toiletPoints: 1.5,
      },
    });
    expect(offGridRatingTenths(offGridWorkedExample)).toBe(96);
    expect(formatOffGridRating(96)).toBe("9.6");
  });

  it("rates 100 Ah of AGM, 100 W of solar, 20 gallons, propane heat and a cassette toilet 4.6", () => {
    // 600 Wh usable against 1,200 − 300 Wh a day: 0.67 days (0.38 points); 4 days of water (1.71 points).
    const result = offGridRating(agmVan);
    expect(result).toMatchObject({
      rated: true,
      rating: 4.6,
      breakdown: { usableWattHours: 600, electricityDays: 0.7, waterDays: 4, heatPoints: 1.5, toiletPoints: 1 },
    });
  });

  it("is not rated when a detail it needs is missing, and names the missing details", () => {
    expect(offGridRating({ ...agmVan, solarWatts: null, toilet: null })).toEqual({
      rated: false,
      missing: ["solarWatts", "toilet"],
    });
    expect(offGridRating({ ...agmVan, batteryChemistry: null })).toEqual({
      rated: false,
      missing: ["batteryChemistry"],
    });
    const nothing = {
      solarWatts: null,
      batteryAmpHours: null,
      batteryChemistry: null,
      freshWaterGallons: null,
      heater: null,
      toilet: null,
    };
    expect(offGridRating(nothing)).toEqual({
      rated: false,
      missing: ["solarWatts", "batteryAmpHours", "batteryChemistry", "freshWaterGallons", "heater", "toilet"],
    });
    expect(offGridRatingTenths(nothing)).toBeNull();
  });

  it("takes 0 Ah as no battery: no chemistry needed, no stored electricity", () => {
    const result = offGridRating({ ...agmVan, batteryAmpHours: 0, batteryChemistry: null });
    expect(result).toMatchObject({ rated: true, breakdown: { usableWattHours: 0, electricityDays: 0 } });
    // Panels without a battery give nothing after dark.
    expect(offGridRating({ ...agmVan, batteryAmpHours: 0, batteryChemistry: null, solarWatts: 400 })).toMatchObject({
      rated: true,
      breakdown: { electricityDays: 0, electricityPoints: 0 },
    });
  });

  it("counts solar that covers the day in proportion to how much of the night the battery holds", () => {
    // 50 Ah of AGM: 300 Wh usable, half of the night's 600 Wh.
    const smallBattery = { ...agmVan, batteryAmpHours: 50, solarWatts: 400 };
    expect(offGridRating(smallBattery)).toMatchObject({ breakdown: { electricityDays: 3.5, electricityPoints: 2 } });
    // 100 Ah of AGM holds the night: counted fully.
    expect(offGridRating({ ...agmVan, solarWatts: 400 })).toMatchObject({ breakdown: { electricityDays: 7 } });
  });

  it("is 0 for a camper with nothing and 10 for one with everything", () => {
    const none = { ...agmVan, batteryAmpHours: 0, solarWatts: 0, freshWaterGallons: 0, heater: "none", toilet: "none" };
    expect(offGridRating(none as OffGridDetails)).toMatchObject({ rated: true, rating: 0 });
    const all = { ...offGridWorkedExample, freshWaterGallons: 300 };
    expect(offGridRating(all)).toMatchObject({ rated: true, rating: 10 });
  });

  it("stays within 0–10 with one decimal for any stated details", () => {
    const stated = fc.record({
      solarWatts: fc.integer({ min: 0, max: 5_000 }),
      batteryAmpHours: fc.integer({ min: 0, max: 2_000 }),
      batteryChemistry: fc.constantFrom(...batteryChemistries),
      freshWaterGallons: fc.integer({ min: 0, max: 300 }),
      heater: fc.constantFrom(...heaters),
      toilet: fc.constantFrom(...toilets),
    });
    fc.assert(
      fc.property(stated, (details) => {
        const result = offGridRating(details);
        if (!result.rated) return false;
        const tenths = offGridRatingTenths(details);
        return (
          result.rating >= 0 &&
          result.rating <= 10 &&
          tenths !== null &&
          Number.isInteger(tenths) &&
          tenths === Math.round(result.rating * 10)
        );
      }),
    );
  });
});
