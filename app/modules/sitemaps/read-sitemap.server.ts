import type { Logger } from "#app/lib/logger.server.ts";
import type { VersionedCache } from "#app/modules/platform/versioned-cache.server.ts";
import { listLandingPageEntries } from "./list-landing-page-entries.server.ts";
import { type ListingsSitemapSummary, listListingsSitemaps } from "./list-listings-sitemaps.server.ts";
import { makeBlogSitemap } from "./make-blog-sitemap.server.ts";
import { makeBuildersSitemap } from "./make-builders-sitemap.server.ts";
import { makePagesSitemap } from "./make-pages-sitemap.server.ts";
import { makeSitemapIndex } from "./make-sitemap-index.server.ts";
import { bytesOf, type SitemapBody, type SitemapSource } from "./sitemap-body.server.ts";
import { type SitemapFile, sitemapFilePath } from "./sitemap-file-name.ts";
import { urlsetXml, urlsPerSitemap } from "./sitemap-xml.ts";
import { streamListingsSitemap } from "./stream-listings-sitemap.server.ts";

export interface ReadSitemapOptions extends SitemapSource {
  /** Where made sitemaps are kept (services.cache, its `sitemaps` partition). */
  cache: VersionedCache;
  /** Each making is logged ('sitemap made', with its time and size): what a change costs, and how often. */
  logger: Logger;
  /** /sitemap.xml, or one of its children. */
  sitemap: { kind: "index" } | SitemapFile;
  /** At most this many listings in one listings file (tests pass a few). */
  listingsPerFile?: number;
}

/**
 * A sitemap's body (docs/product/found-and-shared.md, Sitemaps), made once per version of what it lists and
 * shared by simultaneous requests (ADR 035); null when there is no such file (past the last listings file, or
 * nothing to list). A listings file's version is its fingerprint in the plan, so a change to one listing makes
 * again only the file that holds it; the index and the files of pages and landing pages follow the listings
 * version; builders and posts, which no listing changes, are kept for their 10 minutes.
 */
export async function readSitemap({
  db,
  baseUrl,
  cache,
  logger,
  sitemap,
  listingsPerFile = urlsPerSitemap,
}: ReadSitemapOptions): Promise<SitemapBody | null> {
  const name = sitemap.kind === "index" ? "/sitemap.xml" : sitemapFilePath(sitemap);
  const plan = () => listingsFilesPlan(db, cache, logger, listingsPerFile);
  const stamp = await stampOf(cache, plan, sitemap);
  if (stamp === null) return null;
  const make = () =>
    logged(logger, name, async (): Promise<SitemapBody | null> => {
      switch (sitemap.kind) {
        case "index": {
          const listingFiles = await plan();
          return bytesOf([await makeSitemapIndex({ db, baseUrl, listingFiles })]);
        }
        case "pages":
          return bytesOf(await makePagesSitemap({ db, baseUrl }));
        case "landing-pages":
          return bytesOf(urlsetXml(await listLandingPageEntries({ db, baseUrl })));
        case "listings":
          return bytesOf(await streamListingsSitemap({ db, baseUrl, number: sitemap.number, listingsPerFile }));
        case "builders":
          return bytesOf(await makeBuildersSitemap({ db, baseUrl }));
        case "blog":
          return bytesOf(await makeBlogSitemap({ db, baseUrl }));
      }
    });
  return cache.sitemaps.remember(`${name} ${listingsPerFile}`, make, { stamp });
}

async function logged<T extends { length: number } | null>(
  logger: Logger,
  sitemap: string,
  make: () => Promise<T>,
): Promise<T> {
  const started = performance.now();
  const made = await make();
  logger.info({ sitemap, ms: Math.round(performance.now() - started), size: made?.length ?? 0 }, "sitemap made");
  return made;
}

/** The version of what a sitemap lists, read before it is made; null for a listings file past the last. */
async function stampOf(
  cache: VersionedCache,
  plan: () => Promise<ListingsSitemapSummary[]>,
  sitemap: ReadSitemapOptions["sitemap"],
): Promise<string | null> {
  switch (sitemap.kind) {
    case "listings": {
      const file = (await plan()).find((each) => each.number === sitemap.number);
      return file?.fingerprint ?? null;
    }
    case "builders":
    case "blog":
      return "";
    default:
      return String(await cache.listingsVersion());
  }
}

/**
 * The listings files and their fingerprints, read once per listings version: the one walk of the public
 * listings a change costs, shared by the index and every listings file.
 */
async function listingsFilesPlan(
  db: SitemapSource["db"],
  cache: VersionedCache,
  logger: Logger,
  listingsPerFile: number,
): Promise<ListingsSitemapSummary[]> {
  const stamp = String(await cache.listingsVersion());
  return cache.sitemaps.remember(
    `listings files ${listingsPerFile}`,
    () => logged(logger, "listings files", () => listListingsSitemaps({ db, listingsPerFile })),
    { stamp },
  );
}
