// Sitemaps made once per version and shared (docs/product/found-and-shared.md, Sitemaps; ADR 035): 16 requests at
// once after a change make the file once and get the same bytes, and a change to one listing makes again only the
// listings file that holds it. The making functions are watched where they are defined, so every call is counted.
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { listings } from "#app/db/schema.ts";
import { testDatabaseBed } from "#app/test/database-bed.ts";
import { insertListingFixture } from "#app/test/listing-fixture.ts";
import { testBaseUrl } from "#app/test/services.ts";
import { listListingsSitemaps } from "./list-listings-sitemaps.server.ts";
import { makeSitemapIndex } from "./make-sitemap-index.server.ts";
import { readSitemap } from "./read-sitemap.server.ts";
import type { SitemapFile } from "./sitemap-file-name.ts";
import { streamListingsSitemap } from "./stream-listings-sitemap.server.ts";
import { parseSitemap } from "./testing/parse-sitemap.ts";

vi.mock("./stream-listings-sitemap.server.ts", async (original) => {
  const module = await original<typeof import("./stream-listings-sitemap.server.ts")>();
  return { ...module, streamListingsSitemap: vi.fn(module.streamListingsSitemap) };
});
vi.mock("./make-sitemap-index.server.ts", async (original) => {
  const module = await original<typeof import("./make-sitemap-index.server.ts")>();
  return { ...module, makeSitemapIndex: vi.fn(module.makeSitemapIndex) };
});
vi.mock("./list-listings-sitemaps.server.ts", async (original) => {
  const module = await original<typeof import("./list-listings-sitemaps.server.ts")>();
  return { ...module, listListingsSitemaps: vi.fn(module.listListingsSitemaps) };
});

const database = testDatabaseBed();
const read = (sitemap: { kind: "index" } | SitemapFile) =>
  readSitemap({ db: database.db, baseUrl: testBaseUrl, sitemap, listingsPerFile: 2 });
const text = (bytes: Uint8Array | null) => new TextDecoder().decode(bytes ?? new Uint8Array());
/** The listings files each making was for. */
const madeListingsFiles = () => vi.mocked(streamListingsSitemap).mock.calls.map(([options]) => options.number);

beforeEach(() => vi.clearAllMocks());

describe("sitemaps after a change", () => {
  const ids: string[] = [];

  it("are made once for 16 requests at once, which all get the same file", async () => {
    const created = Date.UTC(2025, 0, 1);
    for (let minute = 0; minute < 6; minute++) {
      ids.push(await insertListingFixture(database.db, { createdAt: new Date(created + minute * 60_000) }));
    }
    const indexes = await Promise.all(Array.from({ length: 16 }, () => read({ kind: "index" })));
    const files = await Promise.all(Array.from({ length: 16 }, () => read({ kind: "listings", number: 2 })));

    expect(new Set(indexes.map(text)).size).toBe(1);
    expect(new Set(files.map(text)).size).toBe(1);
    expect(makeSitemapIndex).toHaveBeenCalledTimes(1);
    expect(madeListingsFiles()).toEqual([2]);
    // One walk of the listings for the index and the file alike.
    expect(listListingsSitemaps).toHaveBeenCalledTimes(1);
    expect(parseSitemap(text(files[0] ?? null)).entries.map((entry) => entry.loc)).toEqual(
      ids.slice(2, 4).map((id) => `${testBaseUrl}/listing/${id}`),
    );
  });

  it("make again only the listings file that holds a changed listing, and the index with its new lastmod", async () => {
    for (const number of [1, 2, 3]) await read({ kind: "listings", number });
    await read({ kind: "index" });
    vi.clearAllMocks();

    const changedAt = new Date(Date.UTC(2030, 5, 1));
    await database.db
      .update(listings)
      .set({ updatedAt: changedAt })
      .where(eq(listings.id, ids[3] ?? ""));
    const answers = await Promise.all(
      [1, 2, 3].flatMap((number) => Array.from({ length: 16 }, () => read({ kind: "listings", number }))),
    );
    const index = await Promise.all(Array.from({ length: 16 }, () => read({ kind: "index" })));

    expect(madeListingsFiles()).toEqual([2]);
    expect(makeSitemapIndex).toHaveBeenCalledTimes(1);
    expect(listListingsSitemaps).toHaveBeenCalledTimes(1);
    expect(answers.every((answer) => answer !== null)).toBe(true);
    const lastmodOf = (name: string) =>
      parseSitemap(text(index[0] ?? null)).entries.find((entry) => entry.loc.endsWith(`/${name}.xml`))?.lastmod;
    expect(lastmodOf("listings-2")).toBe("2030-06-01T00:00:00Z");

    // A listing leaving the public ones moves every file after it, and only those.
    vi.clearAllMocks();
    await database.db
      .update(listings)
      .set({ isActive: false })
      .where(eq(listings.id, ids[3] ?? ""));
    for (const number of [1, 2, 3]) await read({ kind: "listings", number });
    expect(madeListingsFiles()).toEqual([2, 3]);
    expect(await read({ kind: "listings", number: 4 })).toBeNull();
  });
});
