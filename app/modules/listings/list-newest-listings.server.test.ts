import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { listings, type NewListing } from "#app/db/schema.ts";
import { createTestDatabase, type TestDatabase } from "#app/test/database.ts";
import { listNewestListings } from "./list-newest-listings.server.ts";

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(() => database.destroy());

const day = 24 * 60 * 60 * 1000;
const inAMonth = () => new Date(Date.now() + 30 * day);

function listing(overrides: Partial<NewListing>): NewListing {
  return {
    title: "2019 Sprinter 144",
    vehicleType: "van",
    make: "Mercedes-Benz",
    model: "Sprinter 144",
    year: 2019,
    priceCents: 6_500_000,
    mileage: 48_000,
    location: "Bend, OR",
    tier: "graze",
    expiresAt: inAMonth(),
    ...overrides,
  };
}

describe("listNewestListings", () => {
  it("returns only public listings, newest first", async () => {
    await database.db
      .insert(listings)
      .values([
        listing({ title: "older", createdAt: new Date(Date.now() - 2 * day) }),
        listing({ title: "newer", createdAt: new Date(Date.now() - day) }),
        listing({ title: "expired", expiresAt: new Date(Date.now() - day) }),
        listing({ title: "inactive", isActive: false }),
        listing({ title: "unapproved", isApproved: false }),
      ]);
    const found = await listNewestListings({ db: database.db, limit: 10 });
    expect(found.map((item) => item.title)).toEqual(["newer", "older"]);
  });

  it("marks listings featured only while their feature window runs, and shows the first photo", async () => {
    await database.db.insert(listings).values([
      listing({
        title: "running",
        isFeatured: true,
        featuredUntil: new Date(Date.now() + day),
        images: ["/a.webp", "/b.webp"],
      }),
      listing({ title: "open-ended", isFeatured: true, featuredUntil: null }),
      listing({ title: "ended", isFeatured: true, featuredUntil: new Date(Date.now() - day) }),
    ]);
    const found = await listNewestListings({ db: database.db, limit: 10 });
    const featured = Object.fromEntries(found.map((item) => [item.title, item.isFeatured]));
    expect(featured).toEqual({ running: true, "open-ended": true, ended: false });
    expect(found.find((item) => item.title === "running")?.image).toBe("/a.webp");
    expect(found.find((item) => item.title === "ended")?.image).toBeNull();
  });

  it("honours the limit", async () => {
    await database.db.insert(listings).values(Array.from({ length: 5 }, (_, index) => listing({ title: `n${index}` })));
    expect(await listNewestListings({ db: database.db, limit: 3 })).toHaveLength(3);
  });
});
