// A VIN that decodes to another make or model year (docs/product/integrity-checks.md, VIN).
import { describe, expect, it } from "vitest";
import { findVinMismatch } from "./find-vin-mismatch.ts";

const vin = "1FDXE45S28DA12345";
const ford = { found: true as const, make: "Ford", model: "E-450", modelYear: 2008 };
const honda = { found: true as const, make: "Honda", model: "Civic", modelYear: 2008 };

describe("findVinMismatch", () => {
  it("flags another make, and a model year more than one year away", () => {
    expect(findVinMismatch({ vin, vinDecode: honda, make: "Ford", year: 2008 })).toMatchObject({
      isOtherMake: true,
      isOtherYear: false,
      decoded: { make: "Honda", modelYear: 2008 },
      stated: { make: "Ford", year: 2008 },
    });
    expect(findVinMismatch({ vin, vinDecode: ford, make: "Ford", year: 2010 })).toMatchObject({
      isOtherMake: false,
      isOtherYear: true,
    });
  });

  it("leaves a model year one year away, a make spelled otherwise, and a VIN without a decode", () => {
    expect(findVinMismatch({ vin, vinDecode: ford, make: "ford", year: 2009 })).toBeNull();
    expect(findVinMismatch({ vin, vinDecode: ford, make: "Ford", year: 2007 })).toBeNull();
    expect(findVinMismatch({ vin, vinDecode: { found: false }, make: "Winnebago", year: 1990 })).toBeNull();
    expect(findVinMismatch({ vin, vinDecode: null, make: "Winnebago", year: 1990 })).toBeNull();
    expect(findVinMismatch({ vin: null, vinDecode: null, make: "Winnebago", year: 1990 })).toBeNull();
  });

  it("takes a chassis maker's VIN under a coachbuilder's make, not under another chassis maker's", () => {
    expect(findVinMismatch({ vin, vinDecode: ford, make: "Winnebago", year: 2008 })).toBeNull();
    expect(findVinMismatch({ vin, vinDecode: ford, make: "Mercedes-Benz", year: 2008 })).toMatchObject({
      isOtherMake: true,
    });
    expect(findVinMismatch({ vin, vinDecode: honda, make: "Winnebago", year: 2008 })).toMatchObject({
      isOtherMake: true,
    });
  });
});
