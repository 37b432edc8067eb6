// Creating listings from payment sessions, and what the public sees of them. Run on PostgreSQL
// (DATABASE_URL) for real concurrency; on PGlite the same assertions hold with one connection.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listings, paymentSessions } from "#app/db/schema.ts";
import type { AppServices } from "#app/lib/context.server.ts";
import { getPublicListing } from "#app/modules/listings/get-public-listing.server.ts";
import { listFeaturedListings } from "#app/modules/search/list-featured-listings.server.ts";
import { searchListings } from "#app/modules/search/search-listings.server.ts";
import { createTestDatabase, type TestDatabase } from "#app/test/database.ts";
import { fakeGeocoder } from "#app/test/fake-geocoder.ts";
import { createTestServices } from "#app/test/services.ts";
import { createListing } from "./create-listing.server.ts";
import { listOwnListings } from "./list-own-listings.server.ts";
import { listingFormSchema } from "./listing.schema.ts";
import { englishRejection } from "./testing/in-english.ts";
import { insertUser, paidListingSession, uploadedMedia } from "./testing/selling-fixture.ts";

let database: TestDatabase;
let services: AppServices;
const geocoder = fakeGeocoder({
  "portland, or": { latitude: 45.5152, longitude: -122.6784 },
  "salem, or": { latitude: 44.9429, longitude: -123.0351 },
});

beforeAll(async () => {
  database = await createTestDatabase();
  services = { ...createTestServices(database), geocoder };
});
afterAll(() => database?.destroy());

/** A listing form as the route's reader parses it. */
const input = (make: string, more: Record<string, unknown> = {}) =>
  listingFormSchema.parse({
    vehicle_type: "skoolie",
    make,
    model: "Blue Bird",
    year: "2004",
    price: "38000",
    mileage: "120000",
    location: "Portland, OR",
    description: "A bus with a wood stove.",
    ...more,
  });

async function seller(label: string) {
  const email = `${label}-${crypto.randomUUID().slice(0, 6)}@example.com`;
  return { id: await insertUser(database.db, email), email };
}

describe("createListing", () => {
  it("two concurrent submissions with one session create exactly one listing", async () => {
    const buyer = await seller("racer");
    const { sessionId, providerSessionId } = await paidListingSession(services, buyer, "stampede");
    const attempts = await Promise.allSettled(
      Array.from({ length: 2 }, (_, index) =>
        createListing({
          db: database.db,
          geocoder,
          userId: buyer.id,
          providerSessionId,
          input: input(`Racer ${index}`),
        }),
      ),
    );
    const created = attempts.filter((attempt) => attempt.status === "fulfilled");
    const refused = attempts.filter((attempt) => attempt.status === "rejected");
    expect(created).toHaveLength(1);
    expect(refused).toHaveLength(1);
    const [failure] = refused as PromiseRejectedResult[];
    expect(await englishRejection(Promise.reject(failure?.reason))).toMatchObject({
      code: "conflict",
      message: "This session has already been used.",
    });

    const rows = await database.db.select().from(listings).where(eq(listings.userId, buyer.id));
    expect(rows).toHaveLength(1);
    const [session] = await database.db.select().from(paymentSessions).where(eq(paymentSessions.id, sessionId));
    expect(session?.usedForId).toBe(rows[0]?.id);
  });

  it("ten concurrent submissions with one session still create exactly one", async () => {
    const buyer = await seller("crowd");
    const { providerSessionId } = await paidListingSession(services, buyer, "graze");
    const attempts = await Promise.allSettled(
      Array.from({ length: 10 }, (_, index) =>
        createListing({
          db: database.db,
          geocoder,
          userId: buyer.id,
          providerSessionId,
          input: input(`Crowd ${index}`),
        }),
      ),
    );
    expect(attempts.filter((attempt) => attempt.status === "fulfilled")).toHaveLength(1);
    expect(await database.db.select().from(listings).where(eq(listings.userId, buyer.id))).toHaveLength(1);
  });

  it("a failure after the session is consumed (a photo that is not the seller's) rolls the whole submission back", async () => {
    const buyer = await seller("rollback");
    const other = await seller("other");
    const { sessionId, providerSessionId } = await paidListingSession(services, buyer, "roam");
    const theirs = await uploadedMedia(database.db, other.id);
    await expect(
      createListing({
        db: database.db,
        geocoder,
        userId: buyer.id,
        providerSessionId,
        input: input("Rollback", { images: [theirs] }),
      }),
    ).rejects.toMatchObject({ code: "invalid" });
    const [session] = await database.db.select().from(paymentSessions).where(eq(paymentSessions.id, sessionId));
    expect(session?.usedAt).toBeNull();
    expect(await database.db.select().from(listings).where(eq(listings.userId, buyer.id))).toHaveLength(0);
    // The seller fixes the photos and submits again with the same session.
    await createListing({ db: database.db, geocoder, userId: buyer.id, providerSessionId, input: input("Rollback") });
    expect(await database.db.select().from(listings).where(eq(listings.userId, buyer.id))).toHaveLength(1);
  });

  it("refuses a builder's session and another user's session as unverified payments", async () => {
    const buyer = await seller("kinds");
    const other = await seller("kinds-other");
    const theirs = await paidListingSession(services, other, "roam");
    expect(
      await englishRejection(
        createListing({
          db: database.db,
          geocoder,
          userId: buyer.id,
          providerSessionId: theirs.providerSessionId,
          input: input("X"),
        }),
      ),
    ).toMatchObject({ code: "payment-required", message: "Could not verify your payment. Redirecting..." });
    await expect(
      createListing({ db: database.db, geocoder, userId: buyer.id, providerSessionId: "", input: input("X") }),
    ).rejects.toMatchObject({ code: "payment-required" });
  });
});

describe("what the public sees of a new listing", () => {
  it("a roam listing is found by its make and within 100 miles of its city, and is featured; once expired it vanishes", async () => {
    const buyer = await seller("public");
    const { providerSessionId } = await paidListingSession(services, buyer, "roam");
    const make = `Zzyzx${Date.now()}`;
    const { listingId } = await createListing({
      db: database.db,
      geocoder,
      userId: buyer.id,
      providerSessionId,
      input: input(make),
    });
    const search = (input: Parameters<typeof searchListings>[0]["input"]) =>
      searchListings({ db: database.db, geocoder, input, pageSize: 12 });
    const byMake = await search({ make: make.toLowerCase(), sortBy: "newest" });
    expect(byMake.listings.map((listing) => listing.id)).toEqual([listingId]);
    const nearby = await search({ make, location: "Salem, OR", radiusMiles: 100, sortBy: "newest" });
    expect(nearby.listings.map((listing) => listing.id)).toEqual([listingId]);
    const featured = await listFeaturedListings({ db: database.db, pageSize: 50 });
    expect(featured.listings.map((listing) => listing.id)).toContain(listingId);
    expect(await getPublicListing({ db: database.db, id: listingId })).not.toBeNull();

    await database.db
      .update(listings)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(listings.id, listingId));
    expect((await search({ make, sortBy: "newest" })).listings).toEqual([]);
    expect((await search({ make, location: "Salem, OR", radiusMiles: 100, sortBy: "price_asc" })).listings).toEqual([]);
    expect((await listFeaturedListings({ db: database.db, pageSize: 50 })).listings.map((l) => l.id)).not.toContain(
      listingId,
    );
    expect(await getPublicListing({ db: database.db, id: listingId })).toBeNull();
    // The owner still sees it.
    expect((await listOwnListings({ db: database.db, userId: buyer.id })).map((listing) => listing.id)).toEqual([
      listingId,
    ]);
  });

  it("a graze listing is not featured", async () => {
    const buyer = await seller("graze");
    const { providerSessionId } = await paidListingSession(services, buyer, "graze");
    const { listingId } = await createListing({
      db: database.db,
      geocoder,
      userId: buyer.id,
      providerSessionId,
      input: input("Graze"),
    });
    const [row] = await database.db.select().from(listings).where(eq(listings.id, listingId));
    expect(row).toMatchObject({ isFeatured: false, featuredUntil: null, tier: "graze" });
  });
});
