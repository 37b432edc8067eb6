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
import { pagesPerSitemap } from "./sitemap-languages.ts";
import { urlsetXml, urlsPerSitemap } from "./sitemap-xml.ts";
import { streamListingsSitemap } from "./stream-listings-sitemap.server.ts";

export interface ReadSitemapOptions extends SitemapSource {
  /** Where made sitemaps are kept (services.cache, its `sitemaps` partition). */
  cache: VersionedCache;
  /** Each making is logged ('sitemap made', with its time and size): what a change costs, and how often. */
  logger: Logger;
  /** /sitemap.xml, or one of its children. */
  sitemap: { kind: "index" } | SitemapFile;
  /** At most this many addresses in one file (the protocol's 50,000; tests pass a few). */
  urlsPerFile?: number;
}

/**
 * A sitemap's body (docs/product/found-and-shared.md, Sitemaps), made once per version of what it lists and
 * shared by simultaneous requests (ADR 035); null when there is no such file (past the last listings file, or
 * nothing to list). A listings file's version is its fingerprint in the plan, so a change to one listing makes
 * again only the file that holds it; the index and the files of pages and landing pages follow the listings
 * version; builders and posts, which no listing changes, are kept for their 10 minutes. Each page gives an address
 * per language (`pageLocales`), so a listings file holds half as many listings while French is announced, and
 * what is kept is kept per set of languages.
 */
export async function readSitemap({
  cache,
  logger,
  sitemap,
  urlsPerFile = urlsPerSitemap,
  ...source
}: ReadSitemapOptions): Promise<SitemapBody | null> {
  const name = sitemap.kind === "index" ? "/sitemap.xml" : sitemapFilePath(sitemap);
  const listingsPerFile = pagesPerSitemap(source.pageLocales, urlsPerFile);
  const plan = () => listingsFilesPlan(source.db, cache, logger, listingsPerFile);
  const key = `${name} ${listingsPerFile} ${source.pageLocales.join(" ")}`;
  const keep = (stamp: string, make: () => Promise<SitemapBody | null>) =>
    cache.sitemaps.remember(key, () => logged(logger, name, make), { stamp });
  const listingsStamp = async () => String(await cache.listingsVersion());
  switch (sitemap.kind) {
    case "index":
      return keep(await listingsStamp(), async () =>
        bytesOf([await makeSitemapIndex({ ...source, listingFiles: await plan() })]),
      );
    case "listings": {
      const file = (await plan()).find((each) => each.number === sitemap.number);
      if (!file) return null;
      return keep(file.fingerprint, () =>
        bytesOf(streamListingsSitemap({ ...source, first: file.first, listingsPerFile })),
      );
    }
    case "pages":
      return keep(await listingsStamp(), async () =>
        bytesOf(await makePagesSitemap({ ...source, listingFiles: await plan() })),
      );
    case "landing-pages":
      return keep(await listingsStamp(), async () => bytesOf(urlsetXml(await listLandingPageEntries(source))));
    case "builders":
      return keep("", async () => bytesOf(await makeBuildersSitemap(source)));
    case "blog":
      return keep("", async () => bytesOf(await makeBlogSitemap(source)));
  }
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
