// Test data for the search tests: a public listing unless the overrides say otherwise.
import type { Database } from "#app/db/client.server.ts";
import { listings, type NewListing } from "#app/db/schema.ts";

export const dayMs = 24 * 60 * 60 * 1000;

export function listingFixture(overrides: Partial<NewListing> = {}): NewListing {
  const row: Omit<NewListing, "askingPriceCents"> = {
    title: "2019 Sprinter 144",
    vehicleType: "van",
    make: "Mercedes-Benz",
    model: "Sprinter 144",
    year: 2019,
    priceCents: 6_500_000,
    mileage: 48_000,
    location: "Portland, OR",
    latitude: 45.5152,
    longitude: -122.6784,
    tier: "graze",
    expiresAt: new Date(Date.now() + 30 * dayMs),
    ...overrides,
  };
  // A US-dollar listing in miles unless the overrides say otherwise: asked and read as it compares; first listed
  // when it was made.
  return {
    askingPriceCents: row.priceCents,
    odometer: row.mileage ?? null,
    ...(row.createdAt ? { firstListedAt: row.createdAt } : {}),
    ...row,
  };
}

/** Stores `listingFixture(overrides)` and gives its id. */
export async function insertListingFixture(db: Database, overrides: Partial<NewListing> = {}): Promise<string> {
  const [row] = await db.insert(listings).values(listingFixture(overrides)).returning({ id: listings.id });
  if (!row) throw new Error("the listing insert returned no row");
  return row.id;
}
