import { describe, expect, it } from "vitest";
import { translatorFor } from "#app/modules/i18n/catalogs.server.ts";
import { distanceInPageUnit, formatDistance, formatOdometer, formatReading, milesOf } from "./odometer.ts";

describe("a listing's odometer", () => {
  it("compares in miles, whatever its unit", () => {
    expect(milesOf(48_000, "mi")).toBe(48_000);
    expect(milesOf(105_773, "km")).toBe(65_724);
  });

  it("shows its own unit first, then the other, in the page's language", () => {
    expect(formatOdometer(48_000, "mi", translatorFor("en-US"))).toBe("48,000\u00a0miles (77,249\u00a0km)");
    expect(formatOdometer(105_773, "km", translatorFor("fr-CA"))).toBe(
      "105\u00a0773\u00a0km (65\u00a0724\u00a0milles)",
    );
    expect(formatReading(105_773, "km", "en-US")).toBe("105,773\u00a0km");
  });

  it("gives distances in miles in English and kilometres in French", () => {
    expect(formatDistance(112, "en-US")).toBe("112\u00a0mi");
    expect(formatDistance(112, "fr-CA")).toBe("180\u00a0km");
    // A radius search's 100 miles, as a French page says it.
    expect(distanceInPageUnit(100, "fr-CA")).toBe(161);
    expect(distanceInPageUnit(100, "en-US")).toBe(100);
  });
});
