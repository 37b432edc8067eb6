// A listing card's data for tests of the components that show one: a plain van in Bend, OR, unless the overrides say
// otherwise; and the same listing as its owner's list shows it, live and approved.
import type { ListingSummary } from "../listing-summary.ts";
import type { OwnListingItem } from "../own-listing-status.ts";

export function listingSummaryFixture(overrides: Partial<ListingSummary> = {}): ListingSummary {
  return {
    id: "6f1c1f9e-2a7b-4c1d-9a55-0d1f8e7b6a21",
    title: "Transit camper",
    vehicleType: "van",
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
    listedDaysAgo: 12,
    hasVin: false,
    inspectedOn: null,
    isSalePending: false,
    ...overrides,
  };
}

export function ownListingItemFixture(overrides: Partial<OwnListingItem> = {}): OwnListingItem {
  return {
    ...listingSummaryFixture(),
    tierName: "Roam",
    expiresAt: new Date("2026-08-01T00:00:00Z"),
    isActive: true,
    isApproved: true,
    soldAt: null,
    moderationState: null,
    featuredUntil: null,
    renewalCount: 0,
    ...overrides,
  };
}
