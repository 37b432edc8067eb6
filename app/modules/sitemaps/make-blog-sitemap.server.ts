import { desc } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { blogPosts } from "#app/db/schema.ts";
import type { SitemapXml } from "./sitemap-cache.server.ts";
import { urlsetXml, urlsPerSitemap } from "./sitemap-xml.ts";

export interface MakeBlogSitemapOptions {
  db: Database;
  /** BASE_URL, without a trailing slash. */
  baseUrl: string;
}

/**
 * /sitemaps/blog.xml: the published posts (every stored post is published, docs/product/blog.md), newest first,
 * each with its last change; null while there is none. One read, capped at a file's limit.
 */
export async function makeBlogSitemap({ db, baseUrl }: MakeBlogSitemapOptions): Promise<SitemapXml | null> {
  const rows = await db
    .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id))
    .limit(urlsPerSitemap);
  return urlsetXml(rows.map((row) => ({ loc: `${baseUrl}/blog/${row.slug}`, lastmod: row.updatedAt })));
}
