import { type LandingPage, landingPagePath } from "#app/modules/landing-pages/landing-page-catalog.ts";
import {
  type LandingPageCount,
  readLandingPageCounts,
} from "#app/modules/landing-pages/read-landing-page-counts.server.ts";
import type { SitemapSource } from "./sitemap-body.server.ts";
import { pageInLocales } from "./sitemap-languages.ts";
import type { SitemapEntry } from "./sitemap-xml.ts";

/**
 * The landing pages that have at least one listing (docs/product/found-and-shared.md, Sitemaps), each with the
 * newest change among its listings, in each of the sitemaps' languages: the types, the types in states and
 * provinces, then the makes.
 */
export async function listLandingPageEntries({ db, ...source }: SitemapSource): Promise<SitemapEntry[]> {
  const counts = await readLandingPageCounts(db);
  const pages: (LandingPageCount & { page: LandingPage })[] = [
    ...counts.types.map(({ type, ...counted }) => ({ page: { kind: "type", type } as const, ...counted })),
    ...counts.typesInRegions.map(({ type, region, ...counted }) => ({
      page: { kind: "type-in-region", type, region } as const,
      ...counted,
    })),
    ...counts.makes.map(({ makeSlug, makeName, ...counted }) => ({
      page: { kind: "make", makeSlug, makeName } as const,
      ...counted,
    })),
  ];
  return pages
    .filter((page) => page.count > 0)
    .flatMap((page) => pageInLocales(source, { path: landingPagePath(page.page), lastmod: page.lastModified }));
}
