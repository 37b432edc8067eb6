import { beforeAll, describe, expect, it } from "vitest";
import { createGeocoder } from "./create-geocoder.server.ts";
import { distanceKm } from "./distance.ts";
import { createGazetteerGeocoder, loadGazetteer } from "./gazetteer.server.ts";
import type { GeocodedPlace } from "./geocoder.ts";

const gazetteer = createGazetteerGeocoder();

beforeAll(async () => {
  await gazetteer.warmUp?.(); // the index build is measured by the test below, not by each lookup
});

async function labelOf(query: string): Promise<string | undefined> {
  return (await gazetteer.geocode(query))?.label;
}

describe("the gazetteer index", () => {
  it("is built once per process, from US and Canadian cities, ZIP codes and postal areas", async () => {
    const first = await loadGazetteer();
    expect(await loadGazetteer()).toBe(first);
    expect(first.stats.cities).toBeGreaterThan(17_000);
    expect(first.stats.postalCodes).toBeGreaterThan(43_000);
    expect(first.index.forwardSortationAreas.size).toBeGreaterThan(1_500);
  });
});

describe("geocode", () => {
  it.each([
    ["Portland, OR", "Portland, OR"],
    ["portland or", "Portland, OR"],
    ["  PORTLAND,   Oregon ", "Portland, OR"],
    ["Portland", "Portland, OR"],
    ["Portland, ME", "Portland, ME"],
    ["Portland Maine", "Portland, ME"],
    ["Vancouver, BC", "Vancouver, BC"],
    ["Vancouver", "Vancouver, BC"],
    ["Vancouver, WA", "Vancouver, WA"],
    ["Vancouver, WA, USA", "Vancouver, WA"],
    ["Calgary, Alberta", "Calgary, AB"],
    ["Miami, FL", "Miami, FL"],
    ["Bend, OR", "Bend, OR"],
    ["Montréal", "Montréal, QC"],
    ["Montreal, QC", "Montréal, QC"],
    ["Toronto, Canada", "Toronto, ON"],
    ["Charleston, West Virginia", "Charleston, WV"],
    ["St Louis", "St. Louis, MO"],
    ["Saint Louis, MO", "St. Louis, MO"],
    ["Coeur dAlene", "Coeur d'Alene, ID"],
    ["New York", "New York, NY"],
    ["Washington", "Washington, DC"],
    ["Washington, D.C.", "Washington, DC"],
    // Too small for GeoNames' list of places of 1,000 people or more; found through its ZIP codes.
    ["Joseph, OR", "Joseph, OR"],
  ])("resolves %j to %s", async (query, label) => {
    expect(await labelOf(query)).toBe(label);
  });

  it("resolves ZIP codes, with or without the +4 part", async () => {
    const portland = {
      label: "97201 (Portland, OR)",
      latitude: expect.closeTo(45.51, 1),
      longitude: expect.any(Number),
    };
    expect(await gazetteer.geocode("97201")).toEqual(portland);
    expect(await gazetteer.geocode("97201-1234")).toEqual(portland);
    expect(await gazetteer.geocode("00000")).toBeNull();
  });

  it("resolves a Canadian postal code to its forward sortation area", async () => {
    expect(await labelOf("V6B 1A1")).toBe("V6B (Vancouver, BC)");
    expect(await labelOf("v6b")).toBe("V6B (Vancouver, BC)");
    expect(await labelOf("T2P")).toBe("T2P (Calgary, AB)");
  });

  it("resolves every label it suggests", async () => {
    for (const prefix of ["port", "972", "v6b", "montr", "new y"]) {
      for (const suggestion of await gazetteer.suggest(prefix, 10)) {
        expect(await gazetteer.geocode(suggestion.label)).toEqual(suggestion);
      }
    }
  });

  it("answers null for what is not a place", async () => {
    for (const query of ["", "   ", "Narnia", "Portland, FL", "9720", ",,,", "x".repeat(10_000)]) {
      expect(await gazetteer.geocode(query)).toBeNull();
    }
  });

  it("knows Atlantis: GeoNames lists the Florida town of 2,000 people", async () => {
    expect(await labelOf("Atlantis")).toBe("Atlantis, FL");
  });

  it("places cities where they are: Portland to Miami is about 4,300 km", async () => {
    const portland = (await gazetteer.geocode("Portland, OR")) as GeocodedPlace;
    const miami = (await gazetteer.geocode("Miami, FL")) as GeocodedPlace;
    expect(distanceKm(portland, miami)).toBeGreaterThan(4_200);
    expect(distanceKm(portland, miami)).toBeLessThan(4_400);
  });
});

describe("suggest", () => {
  const labels = async (prefix: string, limit = 5) =>
    (await gazetteer.suggest(prefix, limit)).map((place) => place.label);

  it("offers the most populous cities whose name starts with the text", async () => {
    const suggestions = await labels("port");
    expect(suggestions[0]).toBe("Portland, OR");
    expect(suggestions).toContain("Portland, ME");
    expect(suggestions).toHaveLength(5);
    expect(await labels("PORT")).toEqual(suggestions);
  });

  it("matches 'City, ST' and 'City, State' forms", async () => {
    expect(await labels("portland, m")).toEqual(["Portland, ME", "Portland, MI"]);
    expect(await labels("vancouver british")).toEqual(["Vancouver, BC"]);
  });

  it("treats a finished word as finished and spellings of Saint alike", async () => {
    expect(await labels("portland,", 10)).not.toContain("Portlandville, NY");
    expect((await labels("saint l"))[0]).toBe("St. Louis, MO");
    expect((await labels("st. p"))[0]).toBe("Saint Paul, MN");
    expect((await labels("montre"))[0]).toBe("Montréal, QC");
  });

  it("suggests ZIP codes from three digits on, and a Canadian postal area", async () => {
    expect(await labels("97")).toEqual([]);
    expect(await labels("972", 2)).toEqual(["97201 (Portland, OR)", "97202 (Portland, OR)"]);
    expect(await labels("97201-12")).toEqual(["97201 (Portland, OR)"]);
    expect(await labels("V6B 1")).toEqual(["V6B (Vancouver, BC)"]);
  });

  it("returns distinct labels, never more than ten, nothing for nothing", async () => {
    const many = await labels("s", 50);
    expect(many).toHaveLength(10);
    expect(new Set(many).size).toBe(10);
    expect(await labels("", 5)).toEqual([]);
    expect(await labels("port", 0)).toEqual([]);
    expect(await labels("zzzzq")).toEqual([]);
  });
});

describe("createGeocoder without a GEOCODER_URL", () => {
  it("answers from the gazetteer, cached", async () => {
    const geocoder = createGeocoder();
    const bend = await geocoder.geocode("Bend, OR");
    expect(bend?.label).toBe("Bend, OR");
    expect(await geocoder.geocode("bend,  or")).toBe(bend);
    expect(await geocoder.suggest("ben", 3)).toHaveLength(3);
  });
});
