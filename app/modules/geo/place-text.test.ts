import { describe, expect, it } from "vitest";
import { canonicalPlaceText, normalisePlaceText, placeNameKey } from "./place-text.ts";

describe("normalisePlaceText", () => {
  it.each([
    ["  Portland,   OR ", "portland or"],
    ["Montréal", "montreal"],
    ["Coeur d'Alene", "coeur dalene"],
    ["Coeur d’Alene", "coeur dalene"],
    ["Winston-Salem", "winston salem"],
    ["St. Louis", "st louis"],
    ["97201-1234", "97201 1234"],
    ["Québec\tCity", "quebec city"],
    [",.;", ""],
  ])("%j → %j", (text, normalised) => {
    expect(normalisePlaceText(text)).toBe(normalised);
  });

  it("reads no more than 200 characters", () => {
    expect(normalisePlaceText("a".repeat(10_000))).toHaveLength(200);
  });
});

describe("canonicalPlaceText and placeNameKey", () => {
  it("gives both spellings of an abbreviated word one key", () => {
    expect(placeNameKey("Saint Paul")).toBe(placeNameKey("St. Paul"));
    expect(placeNameKey("Fort Worth")).toBe(placeNameKey("Ft Worth"));
    expect(placeNameKey("Mount Vernon")).toBe("mt vernon");
    expect(placeNameKey("Saintsbury")).toBe("saintsbury");
  });

  it("leaves a word that is still being typed alone", () => {
    expect(canonicalPlaceText("saint")).toBe("saint");
    expect(canonicalPlaceText("saint ")).toBe("st ");
    expect(canonicalPlaceText("saint l")).toBe("st l");
  });
});
