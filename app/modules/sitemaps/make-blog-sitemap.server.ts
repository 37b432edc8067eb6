import { desc } from "drizzle-orm";
import { blogPosts } from "#app/db/schema.ts";
import type { SitemapSource, SitemapXml } from "./sitemap-body.server.ts";
import { urlsetXml, urlsPerSitemap } from "./sitemap-xml.ts";

/**
 * /sitemaps/blog.xml: the published posts (every stored post is published, docs/product/blog.md), newest first,
 * each with its last change; null while there is none. One read, capped at a file's limit.
 */
export async function makeBlogSitemap({ db, baseUrl }: SitemapSource): Promise<SitemapXml | null> {
  const rows = await db
    .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id))
    .limit(urlsPerSitemap);
  return urlsetXml(rows.map((row) => ({ loc: `${baseUrl}/blog/${row.slug}`, lastmod: row.updatedAt })));
}
