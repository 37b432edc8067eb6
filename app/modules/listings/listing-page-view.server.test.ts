import { beforeEach, describe, expect, it } from "vitest";
import { listings } from "#app/db/schema.ts";
import type { VersionedCache } from "#app/modules/platform/versioned-cache.server.ts";
import { testDatabaseBed } from "#app/test/database-bed.ts";
import { listingFixture } from "#app/test/listing-fixture.ts";
import { createTestCache } from "#app/test/services.ts";
import { getListingPage } from "./get-listing-page.server.ts";
import { listingPageView } from "./listing-page-view.server.ts";

const database = testDatabaseBed({ perTest: true });
let cache: VersionedCache;
beforeEach(() => {
  cache = createTestCache(database.db);
});

async function visitedListing(overrides: Parameters<typeof listingFixture>[0] = {}) {
  const [row] = await database.db.insert(listings).values(listingFixture(overrides)).returning({ id: listings.id });
  const page = await getListingPage({ db: database.db, cache, id: row?.id ?? "", viewer: null });
  if (!page) throw new Error("the listing is not public");
  return page.listing;
}

describe("listingPageView", () => {
  it("makes the page's JSON-LD, breadcrumbs, rating, similar search and share image from the listing", async () => {
    const listing = await visitedListing({ vehicleType: "van", make: "Ford", location: "Bend, OR" });
    const view = listingPageView(listing, "https://roamstead.example");
    expect(JSON.parse(view.structuredData)).toMatchObject({ "@context": "https://schema.org" });
    expect(view.breadcrumbs.map((crumb) => crumb.name)).toContain("Oregon");
    expect(view.offGrid).toHaveProperty("rated");
    expect(view.similarPath).toMatch(/^\/listings\?.*vehicleType=van/);
    expect(view.shareImageMeta).toContainEqual(
      expect.objectContaining({ property: "og:image", content: expect.stringContaining("https://roamstead.example/") }),
    );
  });

  it("is made once for the listing a visitor's page reuses, and again for another address", async () => {
    const listing = await visitedListing();
    const first = listingPageView(listing, "https://roamstead.example");
    expect(listingPageView(listing, "https://roamstead.example")).toBe(first);
    const elsewhere = listingPageView(listing, "https://staging.roamstead.example");
    expect(elsewhere).not.toBe(first);
    expect(elsewhere.structuredData).toContain("https://staging.roamstead.example/listing/");
  });
});
