import { describe, expect, it } from "vitest";
import { expectedCheckDigit, normalizedVin, vinProblem } from "./vin.ts";

describe("normalizedVin", () => {
  it("writes a VIN typed with spaces, dashes or small letters the standard way", () => {
    expect(normalizedVin("1hgcm8263 3a004352")).toBe("1HGCM82633A004352");
    expect(normalizedVin(" 1HG-CM826-33A004352 ")).toBe("1HGCM82633A004352");
  });
});

describe("expectedCheckDigit", () => {
  it("is the ninth character of a real VIN", () => {
    for (const vin of ["1HGCM82633A004352", "WD3PE8CC4E5812345", "1FDXE45S28DA12345", "4UZAAHDC55CW12345"]) {
      expect(expectedCheckDigit(vin)).toBe(vin[8]);
    }
  });

  it("is X when the remainder is ten", () => {
    expect(expectedCheckDigit("1M8GDM9A0KP042788")).toBe("X");
  });
});

describe("vinProblem", () => {
  it("finds nothing wrong with a well-formed VIN", () => {
    expect(vinProblem("1HGCM82633A004352")).toBeNull();
  });

  it("finds a wrong check digit", () => {
    expect(vinProblem("1HGCM82643A004352")).toBe("checkDigit");
  });

  it.each(["I", "O", "Q"])("refuses the letter %s, easily mistaken for 1 or 0", (letter) => {
    expect(vinProblem(`1HGCM8263${letter}A004352`)).toBe("forbiddenLetters");
  });

  it("wants exactly 17 characters", () => {
    expect(vinProblem("1HGCM82633A00435")).toBe("length");
    expect(vinProblem("1HGCM82633A0043521")).toBe("length");
    expect(vinProblem("")).toBe("length");
  });

  it("refuses characters other than digits and capital letters", () => {
    expect(vinProblem("1HGCM82633A00435*")).toBe("characters");
    expect(vinProblem("1hgcm82633a004352")).toBe("characters");
  });

  it("reads a VIN typed loosely once it is normalized", () => {
    expect(vinProblem(normalizedVin("1hgcm8263 3a004352"))).toBeNull();
  });
});
