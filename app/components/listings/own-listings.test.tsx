// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { Locale } from "#app/modules/i18n/locales.ts";
import { featuredWindow, type OwnListingItem, ownListingStatus } from "#app/modules/listings/own-listing-status.ts";
import { ownListingItemFixture } from "#app/modules/listings/testing/listing-summary-fixture.ts";
import { inLocale } from "#app/test/translator.tsx";
import { OwnListings } from "./own-listings.tsx";

afterEach(cleanup);

const now = new Date("2026-06-01T12:00:00Z");
const day = 24 * 60 * 60 * 1000;

function item(overrides: Partial<OwnListingItem>): OwnListingItem {
  return ownListingItemFixture({
    title: "Active van",
    expiresAt: new Date(now.getTime() + 60 * day),
    isFeatured: true,
    featuredUntil: new Date("2026-06-04T12:00:00Z"),
    ...overrides,
  });
}

function renderListings(
  listings: OwnListingItem[],
  savedByCounts: Record<string, number> = {},
  locale: Locale = "en-US",
) {
  const Stub = createRoutesStub([
    {
      path: "/my-listings",
      Component: () => (
        <OwnListings
          listings={listings}
          editHref={(id) => `/edit-listing/${id}`}
          returnTo="/my-listings"
          now={now}
          savedByCounts={savedByCounts}
        />
      ),
      HydrateFallback: () => null,
    },
  ]);
  return render(inLocale(<Stub initialEntries={["/my-listings"]} />, locale));
}

describe("ownListingStatus (docs/product/selling.md, My listings)", () => {
  it("is 'Expired' once expires_at is past, 'Inactive' when not active and not expired", () => {
    const base = {
      isActive: true,
      isApproved: true,
      isFeatured: false,
      featuredUntil: null,
      soldAt: null,
      moderationState: null,
    };
    expect(ownListingStatus({ ...base, expiresAt: new Date(now.getTime() - 1) }, now)).toBe("Expired");
    expect(ownListingStatus({ ...base, isActive: false, expiresAt: new Date(now.getTime() - 1) }, now)).toBe("Expired");
    expect(ownListingStatus({ ...base, isActive: false, expiresAt: new Date(now.getTime() + day) }, now)).toBe(
      "Inactive",
    );
    expect(ownListingStatus({ ...base, expiresAt: new Date(now.getTime() + day) }, now)).toBe("Active");
    expect(ownListingStatus({ ...base, isApproved: false, expiresAt: new Date(now.getTime() + day) }, now)).toBe(
      "Awaiting approval",
    );
  });

  it("is 'Sold' once marked sold, and 'Under review' or 'Hidden' while moderation keeps it from visitors", () => {
    const base = { isActive: true, isApproved: true, isFeatured: false, featuredUntil: null, soldAt: null };
    const expiresAt = new Date(now.getTime() + day);
    expect(ownListingStatus({ ...base, expiresAt, isActive: false, soldAt: now, moderationState: null }, now)).toBe(
      "Sold",
    );
    expect(ownListingStatus({ ...base, expiresAt, isApproved: false, moderationState: "under_review" }, now)).toBe(
      "Under review",
    );
    expect(ownListingStatus({ ...base, expiresAt, isApproved: false, moderationState: "hidden" }, now)).toBe("Hidden");
  });

  it("shows a feature window only while it runs", () => {
    const base = { isActive: true, isApproved: true, expiresAt: now, soldAt: null, moderationState: null };
    expect(featuredWindow({ ...base, isFeatured: true, featuredUntil: null }, now)).toBe("open-ended");
    expect(featuredWindow({ ...base, isFeatured: true, featuredUntil: new Date(now.getTime() - 1) }, now)).toBeNull();
    expect(
      featuredWindow({ ...base, isFeatured: false, featuredUntil: new Date(now.getTime() + day) }, now),
    ).toBeNull();
  });

  it("shows no feature window once sold, whatever the flag says (docs/product/mark-as-sold.md)", () => {
    const sold = { isActive: false, isApproved: true, expiresAt: now, soldAt: now, moderationState: null };
    expect(featuredWindow({ ...sold, isFeatured: true, featuredUntil: null }, now)).toBeNull();
    expect(featuredWindow({ ...sold, isFeatured: true, featuredUntil: new Date(now.getTime() + day) }, now)).toBeNull();
  });
});

describe("OwnListings", () => {
  it("says 'Saved by N buyers' per listing, 'Saved by 1 buyer', and nothing at 0 (docs/product/buyers-come-back.md)", async () => {
    const second = "7f1c1f9e-2a7b-4c1d-9a55-0d1f8e7b6a22";
    const third = "8f1c1f9e-2a7b-4c1d-9a55-0d1f8e7b6a23";
    renderListings([item({}), item({ id: second, title: "Bus" }), item({ id: third, title: "Rig" })], {
      [item({}).id]: 3,
      [second]: 1,
    });
    expect(
      within(await screen.findByRole("article", { name: "Active van" })).getByText("Saved by 3 buyers"),
    ).toBeTruthy();
    expect(within(screen.getByRole("article", { name: "Bus" })).getByText("Saved by 1 buyer")).toBeTruthy();
    expect(within(screen.getByRole("article", { name: "Rig" })).queryByText(/Saved by/)).toBeNull();
  });

  it("offers 'Mark as sold' on a listing not sold; a sold one keeps only Delete (docs/product/mark-as-sold.md)", async () => {
    const soldId = "9f1c1f9e-2a7b-4c1d-9a55-0d1f8e7b6a24";
    renderListings([
      item({}),
      item({ id: soldId, title: "Sold bus", isActive: false, soldAt: now, expiresAt: new Date(now.getTime() + day) }),
    ]);
    const active = await screen.findByRole("article", { name: "Active van" });
    expect(within(active).getByRole("link", { name: "Mark as sold: Active van" }).getAttribute("href")).toBe(
      "/mark-as-sold/6f1c1f9e-2a7b-4c1d-9a55-0d1f8e7b6a21?returnTo=%2Fmy-listings",
    );
    const sold = screen.getByRole("article", { name: "Sold bus" });
    expect(within(sold).getByText("Sold")).toBeTruthy();
    expect(within(sold).queryByRole("link", { name: "Mark as sold: Sold bus" })).toBeNull();
    expect(within(sold).queryByRole("link", { name: "Edit Sold bus" })).toBeNull();
    expect(within(sold).queryByRole("link", { name: "Renew Sold bus" })).toBeNull();
    expect(within(sold).getByRole("button", { name: "Delete Sold bus" })).toBeTruthy();
  });

  it("shows each listing's status, featured-until and expiry dates, with Edit, Delete and (when due) Renew", async () => {
    renderListings([
      item({}),
      item({
        id: "7f1c1f9e-2a7b-4c1d-9a55-0d1f8e7b6a22",
        title: "Expired bus",
        expiresAt: new Date("2026-05-20T12:00:00Z"),
        isFeatured: false,
        featuredUntil: null,
        renewalCount: 2,
      }),
      item({ id: "8f1c1f9e-2a7b-4c1d-9a55-0d1f8e7b6a23", title: "Paused rig", isActive: false, isFeatured: false }),
    ]);
    const active = await screen.findByRole("article", { name: "Active van" });
    expect(within(active).getByText("Active")).toBeTruthy();
    expect(within(active).getByText("US$52,500")).toBeTruthy();
    expect(within(active).getByText("Until Jun 4, 2026")).toBeTruthy();
    expect(within(active).getByText("Jul 31, 2026")).toBeTruthy();
    expect(within(active).getByRole("link", { name: "Edit Active van" }).getAttribute("href")).toBe(
      "/edit-listing/6f1c1f9e-2a7b-4c1d-9a55-0d1f8e7b6a21",
    );
    expect(within(active).queryByRole("link", { name: "Renew Active van" })).toBeNull();

    const expired = screen.getByRole("article", { name: "Expired bus" });
    expect(within(expired).getByText("Expired", { selector: "span" })).toBeTruthy();
    expect(within(expired).getByText("May 20, 2026")).toBeTruthy();
    expect(within(expired).getByText("2 times")).toBeTruthy();
    expect(within(expired).getByRole("link", { name: "Renew Expired bus" }).getAttribute("href")).toBe(
      "/renew-listing/7f1c1f9e-2a7b-4c1d-9a55-0d1f8e7b6a22",
    );
    expect(within(screen.getByRole("article", { name: "Paused rig" })).getByText("Inactive")).toBeTruthy();
  });

  it("asks 'Are you sure you want to delete this listing?' in a dialog that posts to the delete page", async () => {
    HTMLDialogElement.prototype.showModal ??= function showModal(this: HTMLDialogElement) {
      this.setAttribute("open", "");
    };
    HTMLDialogElement.prototype.close ??= function close(this: HTMLDialogElement) {
      this.removeAttribute("open");
    };
    renderListings([item({})]);
    fireEvent.click(await screen.findByRole("button", { name: "Delete Active van" }));
    const dialog = await screen.findByRole("dialog", { name: "Are you sure you want to delete this listing?" });
    const form = within(dialog).getByRole("button", { name: "Delete" }).closest("form");
    expect(form?.getAttribute("action")).toBe(
      "/delete-listing/6f1c1f9e-2a7b-4c1d-9a55-0d1f8e7b6a21?returnTo=%2Fmy-listings",
    );
    expect(form?.getAttribute("method")).toBe("post");
  });

  it("speaks French on a French page: states, dates and actions (docs/product/languages.md)", async () => {
    renderListings([item({ renewalCount: 2 })], {}, "fr-CA");
    const active = await screen.findByRole("article", { name: "Active van" });
    expect(within(active).getByText("Active", { selector: "span" })).toBeTruthy();
    expect(within(active).getByText("Forfait")).toBeTruthy();
    expect(within(active).getByText("Jusqu’au 4 juin 2026")).toBeTruthy();
    expect(within(active).getByText("2 fois")).toBeTruthy();
    expect(within(active).getByRole("link", { name: "Modifier Active van" })).toBeTruthy();
    expect(within(active).getByRole("link", { name: "Marquer comme vendu : Active van" })).toBeTruthy();
    expect(within(active).getByRole("button", { name: "Supprimer Active van" })).toBeTruthy();
  });
});
