// @vitest-environment jsdom
// How prices read on cards and listing pages, in both languages (docs/product/buyers-come-back.md, docs/product/languages.md).

import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { PriceHistory } from "#app/modules/listings/list-price-history.server.ts";
import { renderInRouter } from "#app/test/render-in-router.tsx";
import { inLocale } from "#app/test/translator.tsx";
import { ListingDealRating, PriceDropLine } from "./listing-price-panels.tsx";
import { PriceHistoryList } from "./price-history-list.tsx";
import { CardPriceNotes } from "./price-notes.tsx";
import { PriceSuggestion } from "./price-suggestion.tsx";

afterEach(cleanup);

const history: PriceHistory = {
  listed: { price: { cents: 5_000_000, currency: "USD" }, at: new Date(Date.UTC(2026, 5, 3)) },
  changes: [{ price: { cents: 4_800_000, currency: "USD" }, at: new Date(Date.UTC(2026, 6, 14)) }],
};

describe("prices in English", () => {
  it("say what the product says", async () => {
    renderInRouter(
      <>
        <PriceDropLine drop={{ cents: 200_000, currency: "USD" }} at={new Date(Date.UTC(2026, 6, 14))} />
        <ListingDealRating rating="great" comparables={1} />
        <PriceHistoryList history={history} />
        <CardPriceNotes priceDrop={null} dealRating={null} explainsMissingRating />
      </>,
      "en-US",
    );
    expect(await screen.findByText("Price dropped US$2,000 on July 14, 2026")).toBeTruthy();
    expect(screen.getByText("Great price")).toBeTruthy();
    expect(screen.getByText("based on 1 comparable camper")).toBeTruthy();
    expect(screen.getByRole("link", { name: "How we rate prices" })).toBeTruthy();
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Listed at US$50,000 on June 3, 2026",
      "Changed to US$48,000 on July 14, 2026",
    ]);
    expect(screen.getByText("Deal rating: not enough data")).toBeTruthy();
  });
});

describe("prices in French", () => {
  it("name the rating, the dates and the suggestion in French", async () => {
    renderInRouter(
      <>
        <PriceDropLine drop={{ cents: 200_000, currency: "USD" }} at={new Date(Date.UTC(2026, 6, 14))} />
        <ListingDealRating rating="high" comparables={7} />
        <PriceHistoryList history={history} />
        <CardPriceNotes priceDrop={{ cents: 200_000, currency: "CAD" }} dealRating="good" />
      </>,
      "fr-CA",
    );
    expect(await screen.findByText("Prix réduit de 2 000 $ US le 14 juillet 2026")).toBeTruthy();
    expect(screen.getByText("Prix élevé")).toBeTruthy();
    expect(screen.getByText("selon 7 VR comparables")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Comment nous cotons les prix" })).toBeTruthy();
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Affiché à 50\u00a0000\u00a0$\u00a0US le 3 juin 2026",
      "Passé à 48\u00a0000\u00a0$\u00a0US le 14 juillet 2026",
    ]);
    expect(screen.getByText("Prix réduit de 2 000 $ CA")).toBeTruthy();
    expect(screen.getByText("Bon prix")).toBeTruthy();
  });

  it("offers to suggest a price before the form's script runs", () => {
    render(inLocale(<PriceSuggestion />, "fr-CA"));
    // Outside a form the line never goes live: the button stays.
    expect(screen.getByRole("button", { name: "Suggérer un prix" })).toBeTruthy();
  });
});
