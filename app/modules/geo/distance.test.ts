import { describe, expect, it } from "vitest";
import { distanceKm, earthRadiusKm, kilometresToMiles, kmPerMile, milesToKilometres } from "./distance.ts";

const portland = { latitude: 45.52345, longitude: -122.67621 };
const miami = { latitude: 25.77427, longitude: -80.19366 };

describe("distance", () => {
  it("uses the design's constants", () => {
    expect(earthRadiusKm).toBe(6371);
    expect(kmPerMile).toBe(1.60934);
    expect(milesToKilometres(50)).toBeCloseTo(80.467, 3);
    expect(kilometresToMiles(milesToKilometres(123))).toBeCloseTo(123, 10);
  });

  it("measures great-circle distances", () => {
    expect(distanceKm(portland, portland)).toBe(0);
    expect(distanceKm(portland, miami)).toBeCloseTo(4_352.7, 1);
    expect(distanceKm(miami, portland)).toBeCloseTo(distanceKm(portland, miami), 9);
    // A quarter of the way round the equator, and half of it.
    expect(distanceKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 90 })).toBeCloseTo(
      (Math.PI / 2) * earthRadiusKm,
      6,
    );
    expect(distanceKm({ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 })).toBeCloseTo(
      Math.PI * earthRadiusKm,
      6,
    );
  });
});
