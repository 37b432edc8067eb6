// @vitest-environment jsdom
// How prices read on cards and listing pages, in both languages (docs/product/buyers-come-back.md, docs/product/languages.md).
import { cleanup, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { Locale } from "#app/modules/i18n/locales.ts";
import { inLocale } from "#app/test/translator.tsx";
import { ListingDealRating, PriceDropLine, PriceHistoryList } from "./listing-price-panels.tsx";
import { CardPriceNotes } from "./price-notes.tsx";
import { PriceSuggestion } from "./price-suggestion.tsx";

afterEach(cleanup);

function renderInRouter(element: ReactNode, locale: Locale) {
  const Stub = createRoutesStub([{ path: "/", Component: () => element, HydrateFallback: () => null }]);
  return render(inLocale(<Stub initialEntries={["/"]} />, locale));
}

const history = {
  listed: { priceCents: 5_000_000, at: new Date(Date.UTC(2026, 5, 3)) },
  changes: [{ priceCents: 4_800_000, at: new Date(Date.UTC(2026, 6, 14)) }],
};

describe("prices in English", () => {
  it("say what the product says", async () => {
    renderInRouter(
      <>
        <PriceDropLine cents={200_000} at={new Date(Date.UTC(2026, 6, 14))} />
        <ListingDealRating rating="great" comparables={1} />
        <PriceHistoryList history={history} />
        <CardPriceNotes priceDropCents={null} dealRating={null} explainsMissingRating />
      </>,
      "en-US",
    );
    expect(await screen.findByText("Price dropped $2,000 on July 14, 2026")).toBeTruthy();
    expect(screen.getByText("Great price")).toBeTruthy();
    expect(screen.getByText("based on 1 comparable camper")).toBeTruthy();
    expect(screen.getByRole("link", { name: "How we rate prices" })).toBeTruthy();
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Listed at $50,000 on June 3, 2026",
      "Changed to $48,000 on July 14, 2026",
    ]);
    expect(screen.getByText("Deal rating: not enough data")).toBeTruthy();
  });
});

describe("prices in French", () => {
  it("name the rating, the dates and the suggestion in French", async () => {
    renderInRouter(
      <>
        <PriceDropLine cents={200_000} at={new Date(Date.UTC(2026, 6, 14))} />
        <ListingDealRating rating="high" comparables={7} />
        <PriceHistoryList history={history} />
        <CardPriceNotes priceDropCents={200_000} dealRating="good" />
      </>,
      "fr-CA",
    );
    expect(await screen.findByText("Prix réduit de $2,000 le 14 juillet 2026")).toBeTruthy();
    expect(screen.getByText("Prix élevé")).toBeTruthy();
    expect(screen.getByText("selon 7 VR comparables")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Comment nous cotons les prix" })).toBeTruthy();
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Affiché à $50,000 le 3 juin 2026",
      "Passé à $48,000 le 14 juillet 2026",
    ]);
    expect(screen.getByText("Bon prix")).toBeTruthy();
  });

  it("offers to suggest a price before the form's script runs", () => {
    render(inLocale(<PriceSuggestion />, "fr-CA"));
    // Outside a form the line never goes live: the button stays.
    expect(screen.getByRole("button", { name: "Suggérer un prix" })).toBeTruthy();
  });
});
