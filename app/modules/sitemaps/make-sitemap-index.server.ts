import { listLandingPageEntries } from "./list-landing-page-entries.server.ts";
import type { ListingsSitemapSummary } from "./list-listings-sitemaps.server.ts";
import { readNewestChanges } from "./read-newest-changes.server.ts";
import type { SitemapSource } from "./sitemap-body.server.ts";
import { sitemapFilePath } from "./sitemap-file-name.ts";
import { newestDate, type SitemapEntry, sitemapIndexXml } from "./sitemap-xml.ts";

export interface MakeSitemapIndexOptions extends SitemapSource {
  /** The listings files, as the plan the files themselves follow has them. */
  listingFiles: readonly ListingsSitemapSummary[];
}

/**
 * /sitemap.xml (docs/product/found-and-shared.md, Sitemaps): every child sitemap that has an address to give,
 * each with the newest change among its entries. The static pages are always there; a file with nothing in it
 * is left out (the schema wants at least one `url` in a file) and answers 404.
 */
export async function makeSitemapIndex({ listingFiles, ...source }: MakeSitemapIndexOptions): Promise<string> {
  const [newest, landingPages] = await Promise.all([
    readNewestChanges(source.db, listingFiles),
    listLandingPageEntries(source),
  ]);
  const at = (path: string) => `${source.baseUrl}${path}`;
  const children: SitemapEntry[] = [
    {
      loc: at(sitemapFilePath({ kind: "pages" })),
      lastmod: newestDate([newest.listings, newest.builders, newest.blogPosts]),
    },
  ];
  if (landingPages.length > 0) {
    const lastmod = newestDate(landingPages.map((page) => page.lastmod));
    children.push({ loc: at(sitemapFilePath({ kind: "landing-pages" })), lastmod });
  }
  for (const file of listingFiles) {
    const loc = at(sitemapFilePath({ kind: "listings", number: file.number }));
    children.push({ loc, lastmod: file.lastModified });
  }
  if (newest.builders) children.push({ loc: at(sitemapFilePath({ kind: "builders" })), lastmod: newest.builders });
  if (newest.blogPosts) children.push({ loc: at(sitemapFilePath({ kind: "blog" })), lastmod: newest.blogPosts });
  return sitemapIndexXml(children);
}
