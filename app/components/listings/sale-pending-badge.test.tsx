// @vitest-environment jsdom
// 'Sale pending' where a listing shows (docs/product/making-the-deal.md, Sale pending): on its card, and on the
// owner's own list with the way to manage it.
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { listingSummaryFixture, ownListingItemFixture } from "#app/modules/listings/testing/listing-summary-fixture.ts";
import { renderInRouter } from "#app/test/render-in-router.tsx";
import { ListingCard } from "./listing-card.tsx";
import { OwnListings } from "./own-listings.tsx";

afterEach(cleanup);

const now = new Date("2026-06-01T12:00:00Z");

const card = listingSummaryFixture({ title: "Held van", isSalePending: true, listedDaysAgo: 3 });

const own = ownListingItemFixture({ ...card, expiresAt: new Date(now.getTime() + 30 * 86_400_000) });

describe("the 'Sale pending' badge", () => {
  it("marks a pending listing's card, in English and in French, and no other card", async () => {
    renderInRouter(<ListingCard listing={card} />);
    expect(await screen.findByText("Sale pending")).toBeTruthy();
    cleanup();
    renderInRouter(<ListingCard listing={card} isCompact />, "fr-CA");
    expect(await screen.findByText("Vente en attente")).toBeTruthy();
    cleanup();
    renderInRouter(<ListingCard listing={{ ...card, isSalePending: false }} />);
    await screen.findByText("Held van");
    expect(screen.queryByText("Sale pending")).toBeNull();
  });

  it("offers the owner the way to manage it from their listings", async () => {
    renderInRouter(
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
