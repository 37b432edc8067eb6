// Accounts, listings and saved searches for the saved-search tests and the matching bench.
import { randomUUID } from "node:crypto";
import type { Database } from "#app/db/client.server.ts";
import { listings, type NewListing, user } from "#app/db/schema.ts";
import { fakeGeocoder } from "#app/test/fake-geocoder.ts";
import { listingFixture } from "#app/test/listing-fixture.ts";

export const places = {
  "portland, or": { latitude: 45.5152, longitude: -122.6784 },
  "denver, co": { latitude: 39.7392, longitude: -104.9903 },
  "austin, tx": { latitude: 30.2672, longitude: -97.7431 },
};
export const placeNames = ["Portland, OR", "Denver, CO", "Austin, TX"];
export const testGeocoder = () => fakeGeocoder(places);

export async function insertAccount(db: Database, name = "Camper"): Promise<{ id: string; email: string }> {
  const id = randomUUID();
  const email = `${id}@example.com`;
  await db.insert(user).values({ id, name, email, emailVerified: true });
  return { id, email };
}

/** A listing that has just become public (not matched yet), by `sellerId`. */
export async function insertNewListing(db: Database, sellerId: string, overrides: Partial<NewListing> = {}) {
  const [row] = await db
    .insert(listings)
    .values(listingFixture({ userId: sellerId, alertsMatchedAt: null, ...overrides }))
    .returning();
  if (!row) throw new Error("no listing");
  return row;
}
