// @vitest-environment jsdom
// 'Sale pending' where a listing shows (docs/product/making-the-deal.md, Sale pending): on its card, and on the
// owner's own list with the way to manage it.
import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { Locale } from "#app/modules/i18n/locales.ts";
import type { ListingSummary } from "#app/modules/listings/listing-summary.ts";
import type { OwnListingItem } from "#app/modules/listings/own-listing-status.ts";
import { inLocale } from "#app/test/translator.tsx";
import { ListingCard } from "./listing-card.tsx";
import { OwnListings } from "./own-listings.tsx";

afterEach(cleanup);

const now = new Date("2026-06-01T12:00:00Z");

const card: ListingSummary = {
  id: "6f1c1f9e-2a7b-4c1d-9a55-0d1f8e7b6a21",
  title: "Held van",
  make: "Ford",
  model: "Transit",
  year: 2018,
  mileage: null,
  odometer: null,
  odometerUnit: "mi",
  priceCents: 5_250_000,
  askingPriceCents: 5_250_000,
  currency: "USD",
  location: "Bend, OR",
  image: null,
  isFeatured: false,
  sleeps: null,
  lengthFeet: null,
  drivetrain: null,
  offGridRatingTenths: null,
  priceDropCents: null,
  dealRating: null,
  hasVin: false,
  inspectedOn: null,
  isSalePending: true,
  listedDaysAgo: 3,
};

const own: OwnListingItem = {
  ...card,
  tierName: "Roam",
  expiresAt: new Date(now.getTime() + 30 * 86_400_000),
  isActive: true,
  isApproved: true,
  soldAt: null,
  moderationState: null,
  featuredUntil: null,
  renewalCount: 0,
};

function renderAt(element: React.ReactNode, locale: Locale = "en-US") {
  const Stub = createRoutesStub([{ path: "/", Component: () => element, HydrateFallback: () => null }]);
  return render(inLocale(<Stub initialEntries={["/"]} />, locale));
}

describe("the 'Sale pending' badge", () => {
  it("marks a pending listing's card, in English and in French, and no other card", async () => {
    renderAt(<ListingCard listing={card} />);
    expect(await screen.findByText("Sale pending")).toBeTruthy();
    cleanup();
    renderAt(<ListingCard listing={card} isCompact />, "fr-CA");
    expect(await screen.findByText("Vente en attente")).toBeTruthy();
    cleanup();
    renderAt(<ListingCard listing={{ ...card, isSalePending: false }} />);
    await screen.findByText("Held van");
    expect(screen.queryByText("Sale pending")).toBeNull();
  });

  it("offers the owner the way to manage it from their listings", async () => {
    renderAt(
      <OwnListings
        listings={[
          own,
          { ...own, id: "7f1c1f9e-2a7b-4c1d-9a55-0d1f8e7b6a22", title: "Open van", isSalePending: false },
        ]}
        editHref={(id) => `/edit-listing/${id}`}
        returnTo="/my-listings"
        now={now}
        savedByCounts={{}}
      />,
    );
    const held = await screen.findByRole("article", { name: "Held van" });
    expect(within(held).getByText("Sale pending")).toBeTruthy();
    expect(within(held).getByRole("link", { name: "Manage the pending sale of Held van" }).getAttribute("href")).toBe(
      `/sale-pending/${card.id}`,
    );
    const open = screen.getByRole("article", { name: "Open van" });
    expect(within(open).queryByText("Sale pending")).toBeNull();
  });
});
