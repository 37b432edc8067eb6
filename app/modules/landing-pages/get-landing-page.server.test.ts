// A landing page made once per listings version and shared (docs/product/found-and-shared.md, Landing pages;
// ADR 035): 16 requests at once after a change read the counts once and run the page's search once, through the
// cache, whose concurrent misses share one computation.

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { listings } from "#app/db/schema.ts";
import type { CachePartition, VersionedCache } from "#app/modules/platform/versioned-cache.server.ts";
import { testDatabaseBed } from "#app/test/database-bed.ts";
import { fakeGeocoder } from "#app/test/fake-geocoder.ts";
import { insertListingFixture } from "#app/test/listing-fixture.ts";
import { createTestCache } from "#app/test/services.ts";
import { english } from "#app/test/translator.tsx";
import { getLandingPage } from "./get-landing-page.server.ts";

const database = testDatabaseBed();

/** The cache as the server makes it, noting the key of each computation it starts. */
function recordingCache(): { cache: VersionedCache; computed: string[] } {
  const inner = createTestCache(database.db);
  const computed: string[] = [];
  const recording = (partition: CachePartition): CachePartition => ({
    remember: (key, make, options) =>
      partition.remember(
        key,
        () => {
          computed.push(key);
          return make();
        },
        options,
      ),
  });
  const cache: VersionedCache = {
    ...inner,
    searchPages: recording(inner.searchPages),
    landingCounts: recording(inner.landingCounts),
  };
  return { cache, computed };
}

describe("a landing page after a change", () => {
  it("is made once for 16 requests at once, which all get the same page", async () => {
    const { db } = database;
    const ids = await Promise.all(
      [1, 2, 3].map((day) => insertListingFixture(db, { make: "Ford", createdAt: new Date(Date.UTC(2026, 0, day)) })),
    );
    const { cache, computed } = recordingCache();
    const page = () => getLandingPage({ db, geocoder: fakeGeocoder({}), cache, address: { make: "ford" }, t: english });
    await page();
    await db
      .update(listings)
      .set({ title: "Repriced" })
      .where(eq(listings.id, ids[0] ?? ""));
    computed.length = 0;

    const views = await Promise.all(Array.from({ length: 16 }, page));
    // The counts and the page's search, each once.
    expect(computed).toHaveLength(2);
    expect(computed[0]).toBe("landing-page-counts");
    expect(new Set(views.map((view) => JSON.stringify(view))).size).toBe(1);
    expect(views[0]?.count).toBe(3);
  });
});
