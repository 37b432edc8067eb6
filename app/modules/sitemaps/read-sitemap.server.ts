import { listLandingPageEntries } from "./list-landing-page-entries.server.ts";
import { makeBlogSitemap } from "./make-blog-sitemap.server.ts";
import { makeBuildersSitemap } from "./make-builders-sitemap.server.ts";
import { makePagesSitemap } from "./make-pages-sitemap.server.ts";
import { makeSitemapIndex } from "./make-sitemap-index.server.ts";
import { keptOrMadeSitemap, type SitemapBody, type SitemapSource, type SitemapXml } from "./sitemap-cache.server.ts";
import { type SitemapFile, sitemapFilePath } from "./sitemap-file-name.ts";
import { urlsetXml, urlsPerSitemap } from "./sitemap-xml.ts";
import { streamListingsSitemap } from "./stream-listings-sitemap.server.ts";

export interface ReadSitemapOptions extends SitemapSource {
  /** /sitemap.xml, or one of its children. */
  sitemap: { kind: "index" } | SitemapFile;
  /** At most this many listings in one listings file (tests pass a few). */
  listingsPerFile?: number;
}

/**
 * A sitemap's body (docs/product/found-and-shared.md, Sitemaps), kept by the server per listings version or
 * made anew and streamed; null when there is no such file (past the last listings file, or nothing to list).
 */
export function readSitemap({
  db,
  baseUrl,
  sitemap,
  listingsPerFile = urlsPerSitemap,
}: ReadSitemapOptions): Promise<SitemapBody | null> {
  const key = `${sitemap.kind === "index" ? "/sitemap.xml" : sitemapFilePath(sitemap)} ${listingsPerFile}`;
  return keptOrMadeSitemap(db, key, async (): Promise<SitemapXml | null> => {
    switch (sitemap.kind) {
      case "index":
        return [await makeSitemapIndex({ db, baseUrl, listingsPerFile })];
      case "pages":
        return makePagesSitemap({ db, baseUrl });
      case "landing-pages":
        return urlsetXml(await listLandingPageEntries({ db, baseUrl }));
      case "listings":
        return streamListingsSitemap({ db, baseUrl, number: sitemap.number, listingsPerFile });
      case "builders":
        return makeBuildersSitemap({ db, baseUrl });
      case "blog":
        return makeBlogSitemap({ db, baseUrl });
    }
  });
}
