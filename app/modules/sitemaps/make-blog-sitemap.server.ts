import { desc } from "drizzle-orm";
import { blogPosts } from "#app/db/schema.ts";
import type { SitemapSource, SitemapXml } from "./sitemap-body.server.ts";
import { pageInLocales, pagesPerSitemap } from "./sitemap-languages.ts";
import { urlsetXml } from "./sitemap-xml.ts";

/**
 * /sitemaps/blog.xml: the published posts (every stored post is published, docs/product/blog.md), newest first,
 * each with its last change and in each of the sitemaps' languages; null while there is none. One read, capped at
 * what a file holds.
 */
export async function makeBlogSitemap({ db, ...source }: SitemapSource): Promise<SitemapXml | null> {
  const rows = await db
    .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id))
    .limit(pagesPerSitemap(source.pageLocales));
  return urlsetXml(rows.flatMap((row) => pageInLocales(source, { path: `/blog/${row.slug}`, lastmod: row.updatedAt })));
}
