// Sitemaps made once per version and shared (docs/product/found-and-shared.md, Sitemaps; ADR 035): 16 requests at
// once after a change make the file once and get the same bytes, and a change to one listing makes again only the
// listings file that holds it. Each making is counted by its log line ('sitemap made').
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { listings } from "#app/db/schema.ts";
import type { VersionedCache } from "#app/modules/platform/versioned-cache.server.ts";
import { testDatabaseBed } from "#app/test/database-bed.ts";
import { insertListingFixture } from "#app/test/listing-fixture.ts";
import { recordingLogger } from "#app/test/recording-logger.ts";
import { createTestCache, testBaseUrl } from "#app/test/services.ts";
import { readSitemap } from "./read-sitemap.server.ts";
import type { SitemapFile } from "./sitemap-file-name.ts";
import { sitemapLocales } from "./sitemap-languages.ts";
import { parseSitemap } from "./testing/parse-sitemap.ts";

const database = testDatabaseBed();
let cache: VersionedCache;
beforeAll(() => {
  cache = createTestCache(database.db);
});
const { logger, lines } = recordingLogger();
const pageLocales = sitemapLocales({ offersFrench: true });
/** Two listings a file: four addresses, each listing's in English and in French. */
const read = (sitemap: { kind: "index" } | SitemapFile) =>
  readSitemap({ db: database.db, baseUrl: testBaseUrl, pageLocales, cache, logger, sitemap, urlsPerFile: 4 });
const sixteenTimes = <T>(work: () => Promise<T>) => Promise.all(Array.from({ length: 16 }, work));
/** What was made since the test began: '/sitemap.xml', '/sitemaps/listings-2.xml', 'listings files' (the plan). */
const made = () => lines.filter((line) => line.msg === "sitemap made").map((line) => line.sitemap);
const text = (bytes: Uint8Array | null) => new TextDecoder().decode(bytes ?? new Uint8Array());

beforeEach(() => {
  lines.length = 0;
});

describe("sitemaps after a change", () => {
  const ids: string[] = [];

  it("are made once for 16 requests at once, which all get the same file", async () => {
    const created = Date.UTC(2025, 0, 1);
    for (let minute = 0; minute < 6; minute++) {
      ids.push(await insertListingFixture(database.db, { createdAt: new Date(created + minute * 60_000) }));
    }
    const [indexes, files] = await Promise.all([
      sixteenTimes(() => read({ kind: "index" })),
      sixteenTimes(() => read({ kind: "listings", number: 2 })),
    ]);

    expect(new Set(indexes.map(text)).size).toBe(1);
    expect(new Set(files.map(text)).size).toBe(1);
    // One walk of the listings (the plan) for the index and the file alike.
    expect(made().sort()).toEqual(["/sitemap.xml", "/sitemaps/listings-2.xml", "listings files"]);
    expect(parseSitemap(text(files[0] ?? null)).entries.map((entry) => entry.loc)).toEqual(
      ids.slice(2, 4).flatMap((id) => [`${testBaseUrl}/listing/${id}`, `${testBaseUrl}/fr/listing/${id}`]),
    );
  });

  it("make again only the listings file that holds a changed listing, and the index with its new lastmod", async () => {
    for (const number of [1, 2, 3]) await read({ kind: "listings", number });
    lines.length = 0;

    await database.db
      .update(listings)
      .set({ updatedAt: new Date(Date.UTC(2030, 5, 1)) })
      .where(eq(listings.id, ids[3] ?? ""));
    const [files, indexes] = await Promise.all([
      Promise.all([1, 2, 3].map((number) => sixteenTimes(() => read({ kind: "listings", number })))),
      sixteenTimes(() => read({ kind: "index" })),
    ]);

    expect(made().sort()).toEqual(["/sitemap.xml", "/sitemaps/listings-2.xml", "listings files"]);
    expect(files.flat().every((file) => file !== null)).toBe(true);
    const lastmodOf = (name: string) =>
      parseSitemap(text(indexes[0] ?? null)).entries.find((entry) => entry.loc.endsWith(`/${name}.xml`))?.lastmod;
    expect(lastmodOf("listings-2")).toBe("2030-06-01T00:00:00Z");
    // The pages that list listings carry the newest change too, read from the same plan of the files.
    expect(lastmodOf("pages")).toBe("2030-06-01T00:00:00Z");
    const pages = parseSitemap(text(await read({ kind: "pages" }))).entries;
    expect(pages.find((entry) => entry.loc.endsWith("/listings"))?.lastmod).toBe("2030-06-01T00:00:00Z");

    // A listing leaving the public ones moves the files from its own on, and only those.
    lines.length = 0;
    await database.db
      .update(listings)
      .set({ isActive: false })
      .where(eq(listings.id, ids[3] ?? ""));
    for (const number of [1, 2, 3]) await read({ kind: "listings", number });
    expect(made()).toEqual(["listings files", "/sitemaps/listings-2.xml", "/sitemaps/listings-3.xml"]);
    expect(await read({ kind: "listings", number: 4 })).toBeNull();
  });
});
