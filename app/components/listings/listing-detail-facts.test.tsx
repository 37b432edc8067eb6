// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { inLocale } from "#app/test/translator.tsx";
import { ListingDetailFacts } from "./listing-detail-facts.tsx";

afterEach(cleanup);

const facts = { vehicleType: "van", make: "Ford", model: "Transit", year: 2018, location: "Bend, OR" } as const;

/** The value shown under a fact's term. */
function factValue(term: string): string | null | undefined {
  return screen.getByText(term, { selector: "dt" }).nextElementSibling?.textContent;
}

describe("the listing's facts", () => {
  it("shows the odometer in its unit, then in the other", () => {
    render(inLocale(<ListingDetailFacts {...facts} odometer={48_000} odometerUnit="mi" />));
    expect(factValue("Mileage")).toBe("48,000\u00a0miles (77,249\u00a0km)");
    cleanup();
    render(inLocale(<ListingDetailFacts {...facts} odometer={105_773} odometerUnit="km" />));
    expect(factValue("Mileage")).toBe("105,773\u00a0km (65,724\u00a0miles)");
  });

  it("shows 'N/A' for an unknown mileage, as for a missing make or model", () => {
    render(inLocale(<ListingDetailFacts {...facts} make=" " odometer={null} odometerUnit="mi" />));
    expect(factValue("Mileage")).toBe("N/A");
    expect(factValue("Make")).toBe("N/A");
  });
});

describe("the listing's facts in French", () => {
  it("names each fact in French, and 'N/D' for what is not given", () => {
    render(inLocale(<ListingDetailFacts {...facts} make=" " odometer={null} odometerUnit="km" />, "fr-CA"));
    expect(factValue("Marque")).toBe("N/D");
    expect(factValue("Modèle")).toBe("Transit");
    expect(factValue("Kilométrage")).toBe("N/D");
    expect(screen.getByText("Emplacement", { selector: "dt" })).toBeTruthy();
  });
});
