// The listing files' cut at a small size in place of 50,000 addresses (docs/product/found-and-shared.md,
// Sitemaps): each listing gives an English and a French address, so a file holds half as many listings as
// addresses (all of them in English alone); the index and the files agree, every public listing is in exactly one
// file, batches follow on by keyset (ties in created_at included), and past the last file there is none.
import pino from "pino";
import { describe, expect, it } from "vitest";
import { createTestDatabase } from "#app/test/database.ts";
import { insertListingFixture } from "#app/test/listing-fixture.ts";
import { createTestCache, testBaseUrl } from "#app/test/services.ts";
import { listListingsSitemaps } from "./list-listings-sitemaps.server.ts";
import { readSitemap } from "./read-sitemap.server.ts";
import type { SitemapBody } from "./sitemap-body.server.ts";
import { sitemapLocales } from "./sitemap-languages.ts";
import { streamListingsSitemap } from "./stream-listings-sitemap.server.ts";
import { parseSitemap } from "./testing/parse-sitemap.ts";

async function textOf(body: SitemapBody | AsyncIterable<string> | Iterable<string> | null): Promise<string> {
  if (body === null) throw new Error("no such sitemap");
  if (body instanceof Uint8Array || body instanceof ReadableStream) return new Response(body).text();
  let text = "";
  for await (const piece of body) text += piece;
  return text;
}

const logger = pino({ level: "silent" });
const both = sitemapLocales({ offersFrench: true });
const englishOnly = sitemapLocales({ offersFrench: false });
/** A listing's addresses as a file lists them: English, then French. */
const inBothLanguages = (id: string) => [`${testBaseUrl}/listing/${id}`, `${testBaseUrl}/fr/listing/${id}`];

describe("listing sitemaps cut at a given size", () => {
  it("are named by the index, hold at most half that many listings each, all of them once, and end with the last", async () => {
    const { db, destroy } = await createTestDatabase();
    try {
      const created = new Date("2025-01-01T00:00:00Z");
      const ids: string[] = [];
      // Three share one creation time, so the id orders them and the keyset must carry both.
      for (const minutes of [0, 1, 1, 1, 2]) {
        ids.push(await insertListingFixture(db, { createdAt: new Date(created.getTime() + minutes * 60_000) }));
      }
      await insertListingFixture(db, { isActive: false, createdAt: created });
      const inOrder = [ids[0], ...ids.slice(1, 4).sort(), ids[4]].map(String);

      const cache = createTestCache(db);
      const options = { db, baseUrl: testBaseUrl, pageLocales: both, cache, logger, urlsPerFile: 4 };
      const index = parseSitemap(await textOf(await readSitemap({ ...options, sitemap: { kind: "index" } })));
      const listingFiles = index.entries.map((entry) => entry.loc).filter((loc) => loc.includes("/listings-"));
      expect(listingFiles).toEqual([1, 2, 3].map((n) => `${testBaseUrl}/sitemaps/listings-${n}.xml`));

      const files: string[][] = [];
      for (const number of [1, 2, 3]) {
        const body = await readSitemap({ ...options, sitemap: { kind: "listings", number } });
        files.push(parseSitemap(await textOf(body)).entries.map((entry) => entry.loc));
      }
      expect(files).toEqual(
        [inOrder.slice(0, 2), inOrder.slice(2, 4), inOrder.slice(4)].map((listed) => listed.flatMap(inBothLanguages)),
      );
      expect(await readSitemap({ ...options, sitemap: { kind: "listings", number: 4 } })).toBeNull();

      // English alone, on the same kept sitemaps: a file holds as many listings as addresses, as before French.
      const english = { ...options, pageLocales: englishOnly };
      const englishIndex = parseSitemap(await textOf(await readSitemap({ ...english, sitemap: { kind: "index" } })));
      expect(englishIndex.entries.filter((entry) => entry.loc.includes("/listings-"))).toHaveLength(2);
      const firstEnglish = await readSitemap({ ...english, sitemap: { kind: "listings", number: 1 } });
      expect(parseSitemap(await textOf(firstEnglish)).entries.map((entry) => entry.loc)).toEqual(
        inOrder.slice(0, 4).map((id) => `${testBaseUrl}/listing/${id}`),
      );

      // One listing a query: the file is read in batches that follow each other through the tie, from the first
      // listing the plan gives it.
      const [plannedFirst] = await listListingsSitemaps({ db, listingsPerFile: 4 });
      if (!plannedFirst) throw new Error("no listings file planned");
      const batched = streamListingsSitemap({
        db,
        baseUrl: testBaseUrl,
        pageLocales: both,
        first: plannedFirst.first,
        listingsPerFile: 4,
        batchSize: 1,
      });
      const batchedLocs = parseSitemap(await textOf(batched)).entries.map((entry) => entry.loc);
      expect(batchedLocs).toEqual(inOrder.slice(0, 4).flatMap(inBothLanguages));
    } finally {
      await destroy();
    }
  });

  it("leave no file while no listing is public: the index names the static pages only", async () => {
    const { db, destroy } = await createTestDatabase();
    try {
      await insertListingFixture(db, { isApproved: false, moderationState: "hidden" });
      const options = { db, baseUrl: testBaseUrl, pageLocales: both, cache: createTestCache(db), logger };
      const index = parseSitemap(await textOf(await readSitemap({ ...options, sitemap: { kind: "index" } })));
      expect(index.entries.map((entry) => entry.loc)).toEqual([`${testBaseUrl}/sitemaps/pages.xml`]);
      expect(await readSitemap({ ...options, sitemap: { kind: "listings", number: 1 } })).toBeNull();
      expect(await readSitemap({ ...options, sitemap: { kind: "landing-pages" } })).toBeNull();
      expect(await readSitemap({ ...options, sitemap: { kind: "builders" } })).toBeNull();
    } finally {
      await destroy();
    }
  });
});
