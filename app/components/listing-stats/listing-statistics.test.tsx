// @vitest-environment jsdom
// The statistics' chart and its figures as text (docs/product/seller-statistics.md, On the dashboard).
import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { Locale } from "#app/modules/i18n/locales.ts";
import type { ListingStatistics as Statistics } from "#app/modules/listing-stats/listing-statistics.ts";
import { inLocale } from "#app/test/translator.tsx";
import { ListingStatistics } from "./listing-statistics.tsx";

afterEach(cleanup);

const viewedId = "6f1c1f9e-2a7b-4c1d-9a55-0d1f8e7b6a21";
const quietId = "0b8a3a52-5c1e-4c53-8f0e-6a1f2b3c4d5e";
const listings = [
  { id: viewedId, title: "Skoolie with solar", make: "Blue Bird", model: "TC2000" },
  { id: quietId, title: "", make: "Ford", model: "Transit" },
];
const dailyViews = Array<number>(30).fill(0);
dailyViews[0] = 2;
dailyViews[27] = 7;
dailyViews[29] = 1;
const statistics: Statistics = {
  firstDay: "2030-04-04",
  dailyViews: { [viewedId]: dailyViews },
  favorites: { [viewedId]: 4 },
  messages: { [viewedId]: 1, [quietId]: 2 },
};

function renderStatistics(locale: Locale = "en-US") {
  const Stub = createRoutesStub([
    { path: "/dashboard", Component: () => <ListingStatistics listings={listings} statistics={statistics} /> },
  ]);
  render(inLocale(<Stub initialEntries={["/dashboard"]} />, locale));
}

describe("ListingStatistics", () => {
  it("names the chart with its summary and gives the figures as text", () => {
    renderStatistics();
    expect(screen.getByRole("heading", { name: "Listing statistics", level: 2 })).toBeTruthy();
    const viewed = screen.getByRole("article", { name: "Statistics of Skoolie with solar" });
    expect(within(viewed).getByRole("link", { name: "Skoolie with solar" }).getAttribute("href")).toBe(
      `/listing/${viewedId}`,
    );
    const figures = Object.fromEntries(
      within(viewed)
        .getAllByRole("term")
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(figures).toEqual({ "Views, last 30 days": "10", Favorites: "4", Messages: "1" });
    expect(within(viewed).getByRole("img").getAttribute("aria-label")).toBe(
      "Views per day from Apr 4, 2030 to May 3, 2030: 10 views in total, most on May 1, 2030 (7 views).",
    );
    expect(within(viewed).getByText("Views per day", { selector: "summary" })).toBeTruthy();
    const table = within(viewed).getByRole("table", { name: "Views per day of Skoolie with solar" });
    const rows = within(table)
      .getAllByRole("row")
      .map((row) => row.textContent);
    expect(rows).toEqual(["DayViews", "May 3, 20301", "May 1, 20307", "Apr 4, 20302"]);
  });

  it("says so when a listing had no views, without a chart", () => {
    renderStatistics();
    const quiet = screen.getByRole("article", { name: "Statistics of Ford Transit" });
    expect(within(quiet).getByText("No views in the last 30 days.")).toBeTruthy();
    expect(within(quiet).queryByRole("img")).toBeNull();
    expect(within(quiet).getByText("Messages").nextElementSibling?.textContent).toBe("2");
  });

  it("speaks French on a French page, its dates and counts in French forms", () => {
    renderStatistics("fr-CA");
    expect(screen.getByRole("heading", { name: "Statistiques des annonces", level: 2 })).toBeTruthy();
    const viewed = screen.getByRole("article", { name: "Statistiques de Skoolie with solar" });
    expect(within(viewed).getByRole("img").getAttribute("aria-label")).toBe(
      "Consultations par jour du 4 avr. 2030 au 3 mai 2030 : 10 consultations au total, le plus le 1 mai 2030 (7 consultations).",
    );
    const quiet = screen.getByRole("article", { name: "Statistiques de Ford Transit" });
    expect(within(quiet).getByText("Aucune consultation au cours des 30 derniers jours.")).toBeTruthy();
  });
});
