// @vitest-environment jsdom
// How camper details and the off-grid rating read on the pages (docs/product/camper-details.md).
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { listingCardFacts } from "#app/components/listings/listing-card.tsx";
import type { CamperDetails } from "#app/db/listing-vocabulary.ts";
import { noCamperDetails } from "#app/modules/camper-details/camper-details.ts";
import { offGridRating, offGridWorkedExample } from "#app/modules/camper-details/off-grid-rating.ts";
import { translatorFor } from "#app/modules/i18n/catalogs.server.ts";
import { renderInRouter } from "#app/test/render-in-router.tsx";
import { inLocale } from "#app/test/translator.tsx";
import { CamperDetailsFacts } from "./camper-details-facts.tsx";
import { OffGridRatingExplanation } from "./off-grid-rating-explanation.tsx";
import { OffGridRatingPanel } from "./off-grid-rating-panel.tsx";

afterEach(cleanup);

const workedVan: CamperDetails = { ...noCamperDetails, ...offGridWorkedExample, sleeps: 2, lengthFeet: 19 };

describe("the listing page's camper details", () => {
  it("lists only the stated details, with units", () => {
    render(inLocale(<CamperDetailsFacts details={{ ...workedVan, hasFridge: false }} />));
    const terms = screen.getAllByRole("term").map((term) => term.textContent);
    expect(terms).toEqual([
      "Sleeps",
      "Length",
      "Solar",
      "House battery",
      "Battery chemistry",
      "Fresh water",
      "Toilet",
      "Heater",
      "Fridge",
    ]);
    expect(screen.getAllByRole("definition").map((value) => value.textContent)).toEqual([
      "2 people",
      "19 ft",
      "400 W",
      "200 Ah",
      "Lithium",
      "30 gal",
      "Composting",
      "Diesel",
      "No",
    ]);
  });

  it("says so when nothing is stated", () => {
    render(inLocale(<CamperDetailsFacts details={noCamperDetails} />));
    expect(screen.getByText("The seller has not stated any camper details.")).toBeTruthy();
  });

  it("shows the rating with its breakdown and the link to how it works", async () => {
    renderInRouter(<OffGridRatingPanel details={workedVan} result={offGridRating(workedVan)} />);
    expect(await screen.findByText((_, element) => element?.tagName === "P" && element.textContent === "9.6 / 10"));
    const table = screen.getByRole("table", { name: "How this camper's off-grid rating adds up" });
    const rows = within(table)
      .getAllByRole("row")
      .map((row) => row.textContent);
    expect(rows).toEqual([
      "PartFoundPoints",
      "Electricity7 days (2,160 Wh usable, 1,200 Wh of solar a day)4 of 4",
      "Water6 days2.57 of 3",
      "HeatDiesel1.5 of 1.5",
      "ToiletComposting1.5 of 1.5",
      "Off-grid rating (the sum, to one decimal)9.6 / 10",
    ]);
    expect(screen.getByRole("link", { name: "How the off-grid rating works" }).getAttribute("href")).toBe(
      "/off-grid-rating",
    );
  });

  it("says 'Not rated' and what is missing, never a number", async () => {
    const unrated = { ...workedVan, solarWatts: null, toilet: null };
    renderInRouter(<OffGridRatingPanel details={unrated} result={offGridRating(unrated)} />);
    expect(await screen.findByText("Not rated")).toBeTruthy();
    expect(screen.getByText("The rating needs details the seller has not stated: solar and toilet.")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });
});

describe("in French", () => {
  it("shows length, interior height and water in metres, centimetres and litres", () => {
    const details = { ...workedVan, lengthFeet: 24, interiorHeightInches: 75, greyWaterGallons: 20 };
    render(inLocale(<CamperDetailsFacts details={details} />, "fr-CA"));
    const facts = Object.fromEntries(
      screen.getAllByRole("term").map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts).toMatchObject({
      Longueur: "7,3 m",
      "Hauteur intérieure": "191 cm",
      "Eau douce": "114 L",
      "Eaux grises": "76 L",
      Solaire: "400 W",
    });
    cleanup();
    render(inLocale(<CamperDetailsFacts details={details} />));
    const english = screen.getAllByRole("definition").map((value) => value.textContent);
    expect(english).toEqual(expect.arrayContaining(["24 ft", "75 in", "30 gal", "20 gal"]));
  });

  it("names the details, the rating's parts and what is missing in French", async () => {
    render(inLocale(<CamperDetailsFacts details={{ ...workedVan, hasFridge: false }} />, "fr-CA"));
    expect(screen.getAllByRole("term").map((term) => term.textContent)).toContain("Batterie auxiliaire");
    expect(screen.getAllByRole("definition").map((value) => value.textContent)).toContain("2 personnes");
    cleanup();
    renderInRouter(<OffGridRatingPanel details={workedVan} result={offGridRating(workedVan)} />, "fr-CA");
    const table = await screen.findByRole("table", { name: "Le calcul de la cote d’autonomie de ce VR" });
    expect(
      within(table)
        .getAllByRole("row")
        .map((row) => row.textContent),
    ).toContain("Eau6 jours2,57 sur 3");
    cleanup();
    const unrated = { ...workedVan, solarWatts: null, freshWaterGallons: null, toilet: null };
    renderInRouter(<OffGridRatingPanel details={unrated} result={offGridRating(unrated)} />, "fr-CA");
    expect(await screen.findByText("Non coté")).toBeTruthy();
    expect(
      screen.getByText("La cote a besoin de détails que le vendeur n’a pas précisés : solaire, eau douce et toilette."),
    ).toBeTruthy();
  });

  it("explains the rating on /fr/off-grid-rating", async () => {
    renderInRouter(<OffGridRatingExplanation />, "fr-CA");
    expect(await screen.findByRole("heading", { level: 1, name: "La cote d’autonomie" })).toBeTruthy();
    const text = document.body.textContent ?? "";
    expect(text).toContain("Lithium 90\u00a0%, AGM 50\u00a0%, Plomb-acide 50\u00a0%");
    expect(text).toContain("utilisent 19 litres d’eau douce par jour. Jours d’eau = eau douce ÷ 19,");
    expect(text).toContain("114 litres d’eau douce");
    expect(text).toContain("Eau : 114 L ÷ 19 L par jour = 6 jours");
    expect(text).not.toMatch(/gallon|\bgal\b/);
    expect(text).toContain("9,6 / 10");
  });
});

describe("a card's details", () => {
  it("shows sleeps, length and 4x4 or AWD when stated, and nothing for 2WD", () => {
    const english = translatorFor("en-US");
    expect(listingCardFacts({ sleeps: 4, lengthFeet: 21, drivetrain: "4x4" }, english)).toEqual([
      "Sleeps 4",
      "21 ft",
      "4x4",
    ]);
    expect(listingCardFacts({ sleeps: null, lengthFeet: null, drivetrain: "awd" }, english)).toEqual(["AWD"]);
    expect(listingCardFacts({ sleeps: 2, lengthFeet: null, drivetrain: "2wd" }, english)).toEqual(["Sleeps 2"]);
  });

  it("gives the length in metres on French pages", () => {
    const facts = listingCardFacts({ sleeps: null, lengthFeet: 24, drivetrain: null }, translatorFor("fr-CA"));
    expect(facts).toEqual(["7,3 m"]);
  });
});

describe("/off-grid-rating", () => {
  it("explains the formula with its constants and works the example through to 9.6", async () => {
    renderInRouter(<OffGridRatingExplanation />);
    expect(await screen.findByRole("heading", { level: 1, name: "The off-grid rating" })).toBeTruthy();
    for (const name of ["What it counts", "When a camper is not rated", "A worked example"]) {
      expect(screen.getByRole("heading", { level: 2, name })).toBeTruthy();
    }
    const text = document.body.textContent ?? "";
    expect(text).toContain("A day off-grid uses 1,200 Wh");
    expect(text).toContain("Lithium 90%, AGM 50%, Lead-acid 50%");
    expect(text).toContain("200 Ah × 12 V × 90% = 2,160 Wh");
    expect(text).toContain("use 5 gallons of fresh water a day. Days of water = fresh water ÷ 5,");
    expect(text).toContain("30 gallons of fresh water");
    expect(text).toContain("30 gal ÷ 5 gal a day = 6 days");
    expect(text).toContain("9.6 / 10");
  });
});
