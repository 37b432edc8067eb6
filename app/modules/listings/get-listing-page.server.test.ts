import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { listingPriceChanges, listings, user } from "#app/db/schema.ts";
import type { VersionedCache } from "#app/modules/platform/versioned-cache.server.ts";
import { testDatabaseBed } from "#app/test/database-bed.ts";
import { listingFixture } from "#app/test/listing-fixture.ts";
import { createTestCache } from "#app/test/services.ts";
import { getListingPage } from "./get-listing-page.server.ts";

const database = testDatabaseBed({ perTest: true });
let cache: VersionedCache;
beforeEach(() => {
  cache = createTestCache(database.db);
});

async function insertSeller(id = "seller-1") {
  await database.db.insert(user).values({ id, name: "Seller", email: `${id}@example.com`, emailVerified: true });
  return id;
}

async function insert(overrides: Parameters<typeof listingFixture>[0] = {}) {
  const [row] = await database.db.insert(listings).values(listingFixture(overrides)).returning({ id: listings.id });
  if (!row) throw new Error("insert returned nothing");
  return row.id;
}

const visit = (id: string) => getListingPage({ db: database.db, cache, id, viewer: null });

describe("getListingPage", () => {
  it("shows a visitor the public listing and whether its seller can be written to", async () => {
    const withSeller = await insert({ userId: await insertSeller() });
    const withoutSeller = await insert();
    expect(await visit(withSeller)).toMatchObject({ listing: { id: withSeller }, canContactSeller: true });
    expect(await visit(withoutSeller)).toMatchObject({ listing: { id: withoutSeller }, canContactSeller: false });
  });

  it("gives the price history: listed at the first price on the listing's date, then each change (docs/product/buyers-come-back.md)", async () => {
    const createdAt = new Date("2026-03-01T12:00:00Z");
    const id = await insert({
      createdAt,
      priceCents: 4_500_000,
      lastPriceDropAt: new Date("2026-04-02T12:00:00Z"),
      lastPriceDropCents: 300_000,
    });
    await database.db.insert(listingPriceChanges).values([
      {
        listingId: id,
        oldPriceCents: 5_000_000,
        newPriceCents: 4_800_000,
        changedAt: new Date("2026-03-20T12:00:00Z"),
      },
      {
        listingId: id,
        oldPriceCents: 4_800_000,
        newPriceCents: 4_500_000,
        changedAt: new Date("2026-04-02T12:00:00Z"),
      },
    ]);
    const page = await visit(id);
    expect(page?.priceHistory).toEqual({
      listed: { price: { cents: 5_000_000, currency: "USD" }, at: createdAt },
      changes: [
        { price: { cents: 4_800_000, currency: "USD" }, at: new Date("2026-03-20T12:00:00Z") },
        { price: { cents: 4_500_000, currency: "USD" }, at: new Date("2026-04-02T12:00:00Z") },
      ],
    });
    expect(page?.listing).toMatchObject({ lastPriceDropCents: 300_000, dealRating: null });
    const unchanged = await insert({ createdAt, priceCents: 6_000_000 });
    expect((await visit(unchanged))?.priceHistory).toEqual({
      listed: { price: { cents: 6_000_000, currency: "USD" }, at: createdAt },
      changes: [],
    });
  });

  it("finds nothing for a malformed id, a missing listing or one visitors cannot see", async () => {
    expect(await visit("not-a-uuid")).toBeNull();
    expect(await visit("00000000-0000-4000-8000-000000000000")).toBeNull();
    expect(await visit(await insert({ isApproved: false }))).toBeNull();
  });

  it("shows a committed change at once, the seller's included", async () => {
    const sellerId = await insertSeller();
    const id = await insert({ userId: sellerId });
    // Seen twice: on the embedded database the second answer is the remembered one.
    for (const _visit of [1, 2]) expect((await visit(id))?.listing.title).not.toBe("Renamed");

    await database.db.update(listings).set({ title: "Renamed" }).where(eq(listings.id, id));
    expect((await visit(id))?.listing.title).toBe("Renamed");

    await database.db.update(user).set({ banned: true }).where(eq(user.id, sellerId));
    expect((await visit(id))?.canContactSeller).toBe(false);

    await database.db.update(listings).set({ isActive: false }).where(eq(listings.id, id));
    expect(await visit(id)).toBeNull();
  });

  it("stops showing a listing when it expires, without any write", async () => {
    const id = await insert({ expiresAt: new Date(Date.now() + 1_500) });
    expect(await visit(id)).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 1_700));
    expect(await visit(id)).toBeNull();
  });

  it("ends the featured badge when the feature window closes", async () => {
    const id = await insert({ isFeatured: true, featuredUntil: new Date(Date.now() + 1_500) });
    expect((await visit(id))?.listing.isFeatured).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1_700));
    expect((await visit(id))?.listing.isFeatured).toBe(false);
  });

  it("shows the owner a listing visitors cannot see", async () => {
    const sellerId = await insertSeller();
    const id = await insert({ userId: sellerId, isActive: false });
    expect(await visit(id)).toBeNull();
    const page = await getListingPage({ db: database.db, cache, id, viewer: { id: sellerId, role: "user" } });
    expect(page).toMatchObject({ listing: { id, isPublic: false }, canContactSeller: false });
  });
});
