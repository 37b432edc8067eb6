import { builders } from "#app/db/schema.ts";
import { isPublicBuilder } from "#app/modules/builders/builder-visibility.server.ts";
import { newestBuildersFirst } from "#app/modules/builders/list-builders.server.ts";
import type { SitemapSource, SitemapXml } from "./sitemap-body.server.ts";
import { pageInLocales, pagesPerSitemap } from "./sitemap-languages.ts";
import { urlsetXml } from "./sitemap-xml.ts";

/**
 * /sitemaps/builders.xml: the builder profiles the directory shows (docs/product/found-and-shared.md, Sitemaps),
 * newest first, each with its last change and in each of the sitemaps' languages; null while there is none.
 * Builders are a paid few: one read, capped at what a file holds.
 */
export async function makeBuildersSitemap({ db, ...source }: SitemapSource): Promise<SitemapXml | null> {
  const rows = await db
    .select({ id: builders.id, updatedAt: builders.updatedAt })
    .from(builders)
    .where(isPublicBuilder())
    .orderBy(...newestBuildersFirst)
    .limit(pagesPerSitemap(source.pageLocales));
  return urlsetXml(
    rows.flatMap((row) => pageInLocales(source, { path: `/builder/${row.id}`, lastmod: row.updatedAt })),
  );
}
