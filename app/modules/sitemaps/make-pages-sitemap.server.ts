import type { ListingsSitemapSummary } from "./list-listings-sitemaps.server.ts";
import { type NewestChanges, readNewestChanges } from "./read-newest-changes.server.ts";
import type { SitemapSource, SitemapXml } from "./sitemap-body.server.ts";
import { pageInLocales } from "./sitemap-languages.ts";
import { urlsetXml } from "./sitemap-xml.ts";

/** The static pages (docs/product/found-and-shared.md, Sitemaps), and what each lists, when it lists anything. */
const staticPages = [
  { path: "/", lists: "listings" },
  { path: "/listings", lists: "listings" },
  { path: "/featured", lists: "listings" },
  { path: "/builders", lists: "builders" },
  { path: "/blog", lists: "blogPosts" },
  { path: "/about" },
  { path: "/sell-your-camper" },
  { path: "/builder-pricing" },
  { path: "/off-grid-rating" },
  { path: "/deal-rating" },
  { path: "/sold" },
  { path: "/developers" },
  { path: "/buying-safely" },
  { path: "/checking-paperwork" },
  { path: "/handover" },
] as const satisfies readonly { path: string; lists?: keyof NewestChanges }[];

/**
 * /sitemaps/pages.xml: the static pages in each of the sitemaps' languages; those that list something carry the
 * newest change of what they list.
 */
export async function makePagesSitemap({
  db,
  listingFiles,
  ...source
}: SitemapSource & { listingFiles: readonly ListingsSitemapSummary[] }): Promise<SitemapXml> {
  const newest = await readNewestChanges(db, listingFiles);
  const xml = urlsetXml(
    staticPages.flatMap((page) =>
      pageInLocales(source, { path: page.path, lastmod: "lists" in page ? newest[page.lists] : undefined }),
    ),
  );
  if (!xml) throw new Error("the static pages are never none");
  return xml;
}
