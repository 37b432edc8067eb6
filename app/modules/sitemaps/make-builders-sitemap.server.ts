import { builders } from "#app/db/schema.ts";
import { isPublicBuilder } from "#app/modules/builders/builder-visibility.server.ts";
import { newestBuildersFirst } from "#app/modules/builders/list-builders.server.ts";
import type { SitemapSource, SitemapXml } from "./sitemap-body.server.ts";
import { urlsetXml, urlsPerSitemap } from "./sitemap-xml.ts";

/**
 * /sitemaps/builders.xml: the builder profiles the directory shows (docs/product/found-and-shared.md, Sitemaps),
 * newest first, each with its last change; null while there is none. Builders are a paid few: one read, capped
 * at a file's limit.
 */
export async function makeBuildersSitemap({ db, baseUrl }: SitemapSource): Promise<SitemapXml | null> {
  const rows = await db
    .select({ id: builders.id, updatedAt: builders.updatedAt })
    .from(builders)
    .where(isPublicBuilder())
    .orderBy(...newestBuildersFirst)
    .limit(urlsPerSitemap);
  return urlsetXml(rows.map((row) => ({ loc: `${baseUrl}/builder/${row.id}`, lastmod: row.updatedAt })));
}
