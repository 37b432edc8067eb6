import { describe, expect, it } from "vitest";
import { listings, user } from "#app/db/schema.ts";
import { noCamperDetails } from "#app/modules/camper-details/camper-details.ts";
import { noDisclosure } from "#app/modules/disclosure/disclosure-fields.ts";
import { testDatabaseBed } from "#app/test/database-bed.ts";
import { dayMs, listingFixture } from "#app/test/listing-fixture.ts";
import { getPublicListing } from "./get-public-listing.server.ts";

const database = testDatabaseBed({ perTest: true });

async function insert(overrides: Parameters<typeof listingFixture>[0] = {}) {
  const [row] = await database.db.insert(listings).values(listingFixture(overrides)).returning({ id: listings.id });
  if (!row) throw new Error("insert returned nothing");
  return row.id;
}

describe("getPublicListing", () => {
  it("returns a public listing with what the detail page shows", async () => {
    const id = await insert({
      description: "Solar and a heater.\n\nSee it in Portland.",
      images: ["/uploads/a.webp", "/uploads/b.webp"],
      videoUrl: "/uploads/tour.mp4",
    });
    const listing = await getPublicListing({ db: database.db, id });
    expect(listing).toMatchObject({
      id,
      title: "2019 Sprinter 144",
      vehicleType: "van",
      make: "Mercedes-Benz",
      model: "Sprinter 144",
      year: 2019,
      priceCents: 6_500_000,
      mileage: 48_000,
      location: "Portland, OR",
      description: "Solar and a heater.\n\nSee it in Portland.",
      images: ["/uploads/a.webp", "/uploads/b.webp"],
      videoUrl: "/uploads/tour.mp4",
      isFeatured: false,
    });
    expect(listing?.createdAt).toBeInstanceOf(Date);
  });

  it("sends nothing private to the browser: no owner account, e-mail, tier, expiry, moderation state or coordinates", async () => {
    await database.db.insert(user).values({
      id: "seller-1",
      name: "Seller",
      email: "seller@example.com",
      emailVerified: true,
    });
    const id = await insert({ userId: "seller-1" });
    const listing = await getPublicListing({ db: database.db, id });
    expect(Object.keys(listing ?? {}).sort()).toEqual(
      [
        "createdAt",
        "description",
        "id",
        "images",
        "isFeatured",
        "isPublic",
        "isSalePending",
        // 'Open to offers' or 'Firm price'; never the seller's private floor (docs/product/making-the-deal.md).
        "acceptsOffers",
        "location",
        "make",
        "mileage",
        "odometer",
        "odometerUnit",
        "model",
        "priceCents",
        "askingPriceCents",
        "currency",
        "title",
        "vehicleType",
        // The state or province of the breadcrumbs (docs/product/found-and-shared.md).
        "regionCode",
        "videoUrl",
        "year",
        // The VIN and what it decodes to are public (docs/product/vin-and-paperwork.md).
        "vin",
        "vinDecode",
        "lastPriceDropAt",
        "lastPriceDropCents",
        "dealRating",
        "dealComparables",
        // When it was sold (docs/product/mark-as-sold.md); never its sale price.
        "soldAt",
        // Its days on market (docs/product/making-the-deal.md), never when its earlier listings were.
        "listedDaysAgo",
        ...Object.keys(noCamperDetails),
        // What the seller discloses of the paperwork and condition (docs/product/condition.md).
        ...Object.keys(noDisclosure),
      ].sort(),
    );
    expect(JSON.stringify(listing)).not.toMatch(/seller-1|seller@example\.com/);
    expect(listing?.regionCode).toBe("OR");
  });

  it("shows the featured flag only while the feature window runs", async () => {
    const running = await insert({ isFeatured: true, featuredUntil: new Date(Date.now() + dayMs) });
    const ended = await insert({ isFeatured: true, featuredUntil: new Date(Date.now() - dayMs) });
    expect((await getPublicListing({ db: database.db, id: running }))?.isFeatured).toBe(true);
    expect((await getPublicListing({ db: database.db, id: ended }))?.isFeatured).toBe(false);
  });

  it("never shows a sold listing as featured, to visitors or to an administrator (docs/product/mark-as-sold.md)", async () => {
    const sold = await insert({
      isFeatured: true,
      featuredUntil: new Date(Date.now() + 5 * dayMs),
      isActive: false,
      soldAt: new Date(),
    });
    expect(await getPublicListing({ db: database.db, id: sold })).toMatchObject({ id: sold, isFeatured: false });
    const asAdmin = await getPublicListing({ db: database.db, id: sold, viewer: { id: "admin", role: "admin" } });
    expect(asAdmin?.isFeatured).toBe(false);
  });

  it.each([
    ["expired", { expiresAt: new Date(Date.now() - dayMs) }],
    ["inactive", { isActive: false }],
    ["unapproved", { isApproved: false }],
  ])("returns null for an %s listing", async (_name, overrides) => {
    const id = await insert(overrides);
    expect(await getPublicListing({ db: database.db, id })).toBeNull();
  });

  it("returns null for an unknown id and, without asking the database to parse it, for a malformed one", async () => {
    await insert();
    expect(await getPublicListing({ db: database.db, id: "00000000-0000-4000-8000-000000000000" })).toBeNull();
    for (const id of ["abc", "", "1; drop table listings", "00000000-0000-4000-8000-00000000000Z"]) {
      expect(await getPublicListing({ db: database.db, id })).toBeNull();
    }
  });

  it("shows a listing visitors cannot see to its owner and to administrators only", async () => {
    await database.db.insert(user).values([
      { id: "owner", name: "Owner", email: "owner@example.com", emailVerified: true },
      { id: "other", name: "Other", email: "other@example.com", emailVerified: true },
    ]);
    const expired = await insert({ userId: "owner", expiresAt: new Date(Date.now() - dayMs) });
    const inactive = await insert({ userId: "owner", isActive: false });
    for (const id of [expired, inactive]) {
      expect(await getPublicListing({ db: database.db, id })).toBeNull();
      expect(await getPublicListing({ db: database.db, id, viewer: { id: "other", role: "user" } })).toBeNull();
      expect(await getPublicListing({ db: database.db, id, viewer: { id: "owner", role: "user" } })).toMatchObject({
        id,
        isPublic: false,
      });
      expect(await getPublicListing({ db: database.db, id, viewer: { id: "other", role: "admin" } })).toMatchObject({
        id,
        isPublic: false,
      });
    }
    const open = await insert({ userId: "owner" });
    expect((await getPublicListing({ db: database.db, id: open }))?.isPublic).toBe(true);
  });
});
