// The units of the camper details (docs/product/camper-details.md, Units of the camper details): stored in feet,
// inches and US gallons, shown and typed in those on English pages and in metric on French ones.
import { describe, expect, it } from "vitest";
import { camperDetailDomains } from "#app/db/listing-vocabulary.ts";
import {
  detailUnit,
  formatDetailMeasure,
  formFieldValue,
  isConverted,
  readTypedNumber,
  readUnitSystem,
  toShownValue,
  toStoredValue,
  unitSystemOf,
} from "./detail-units.ts";

const length = { key: "lengthFeet" } as const;
const height = { key: "interiorHeightInches" } as const;
const freshWater = { key: "freshWaterGallons" } as const;
const greyWater = { key: "greyWaterGallons" } as const;
const solar = { key: "solarWatts", unit: "W" } as const;

describe("the units of a page", () => {
  it("are the stored ones in English and metric ones in French", () => {
    expect(unitSystemOf("en-US")).toBe("us");
    expect(unitSystemOf("fr-CA")).toBe("metric");
    expect([length, height, freshWater, greyWater].map((field) => detailUnit(field, "us").symbol)).toEqual([
      "ft",
      "in",
      "gal",
      "gal",
    ]);
    expect([length, height, freshWater, greyWater].map((field) => detailUnit(field, "metric").symbol)).toEqual([
      "m",
      "cm",
      "L",
      "L",
    ]);
  });

  it("leave the details with one unit in every language as they are", () => {
    expect(detailUnit(solar, "metric")).toEqual({ symbol: "W", perStoredUnit: 1, decimals: 0 });
    expect(isConverted(solar, "metric")).toBe(false);
    expect(isConverted(length, "us")).toBe(false);
    expect(isConverted(length, "metric")).toBe(true);
    expect(toShownValue(solar, 1_200, "metric")).toBe(1_200);
  });
});

describe("the conversions", () => {
  it("turn feet into metres to the tenth, inches into centimetres and gallons into litres", () => {
    expect(toShownValue(length, 24, "metric")).toBe(7.3);
    expect(toShownValue(length, 10, "metric")).toBe(3);
    expect(toShownValue(length, 45, "metric")).toBe(13.7);
    expect(toShownValue(height, 75, "metric")).toBe(191);
    expect(toShownValue(height, 72, "metric")).toBe(183);
    expect(toShownValue(freshWater, 40, "metric")).toBe(151);
    expect(toShownValue(greyWater, 300, "metric")).toBe(1_136);
    expect(toShownValue(length, 24, "us")).toBe(24);
  });

  it("store what was typed in whole stored units", () => {
    expect(toStoredValue(length, 7.3, "metric")).toBe(24);
    expect(toStoredValue(length, 7.35, "metric")).toBe(24);
    expect(toStoredValue(height, 183, "metric")).toBe(72);
    expect(toStoredValue(freshWater, 151, "metric")).toBe(40);
    expect(toStoredValue(freshWater, 1, "metric")).toBe(0);
    expect(toStoredValue(length, 24, "us")).toBe(24);
  });

  it("give back every stored value from the value shown for it", () => {
    for (const field of [length, height, freshWater, greyWater]) {
      const { min, max } = camperDetailDomains[field.key];
      for (let stored = min; stored <= max; stored += 1) {
        expect(toStoredValue(field, toShownValue(field, stored, "metric"), "metric")).toBe(stored);
      }
    }
  });
});

describe("the values as pages write them", () => {
  it("keep the English forms word for word", () => {
    expect(formatDetailMeasure(length, 24, "en-US")).toBe("24 ft");
    expect(formatDetailMeasure(height, 75, "en-US")).toBe("75 in");
    expect(formatDetailMeasure(freshWater, 40, "en-US")).toBe("40 gal");
    expect(formatDetailMeasure(solar, 1_200, "en-US")).toBe("1,200 W");
  });

  it("write French in metric with French digits", () => {
    expect(formatDetailMeasure(length, 24, "fr-CA")).toBe("7,3 m");
    expect(formatDetailMeasure(length, 23, "fr-CA")).toBe("7,0 m");
    expect(formatDetailMeasure(height, 75, "fr-CA")).toBe("191 cm");
    expect(formatDetailMeasure(freshWater, 40, "fr-CA")).toBe("151 L");
    expect(formatDetailMeasure(greyWater, 300, "fr-CA")).toBe(`${new Intl.NumberFormat("fr-CA").format(1136)} L`);
    expect(formatDetailMeasure(solar, 1_200, "fr-CA")).toBe("1\u00a0200 W");
  });

  it("fill a form field in the page's units and decimal separator", () => {
    expect(formFieldValue(length, 24, "metric", "fr-CA")).toBe("7,3");
    expect(formFieldValue(greyWater, 300, "metric", "fr-CA")).toBe("1136");
    expect(formFieldValue(length, 24, "us", "en-US")).toBe("24");
  });
});

describe("what a seller types", () => {
  it("is a whole number in the stored units, thousands separated or not", () => {
    expect(readTypedNumber(length, "24", "us")).toBe(24);
    expect(readTypedNumber(solar, "1,200", "us")).toBe(1_200);
    expect(readTypedNumber(solar, "1 200", "metric")).toBe(1_200);
    expect(readTypedNumber(length, "24.5", "us")).toBeNaN();
    expect(readTypedNumber(length, "24 ft", "us")).toBeNaN();
  });

  it("may have a decimal comma or point in metric units", () => {
    expect(readTypedNumber(length, "7,3", "metric")).toBe(7.3);
    expect(readTypedNumber(length, "7.3", "metric")).toBe(7.3);
    expect(readTypedNumber(freshWater, "1 136", "metric")).toBe(1_136);
    expect(readTypedNumber(length, "7,3 m", "metric")).toBeNaN();
    expect(readTypedNumber(length, "-7", "metric")).toBeNaN();
  });

  it("is in the units the form's hidden field names, the stored ones unless it says metric", () => {
    expect(readUnitSystem("metric")).toBe("metric");
    expect(readUnitSystem("us")).toBe("us");
    expect(readUnitSystem(undefined)).toBe("us");
    expect(readUnitSystem("imperial")).toBe("us");
  });
});
