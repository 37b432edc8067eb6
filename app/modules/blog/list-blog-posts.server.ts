import { desc, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { blogPosts } from "#app/db/schema.ts";
import { listExcerpt } from "./blog-post-text.ts";

export interface ListBlogPostsOptions {
  db: Database;
  /** At most this many posts, newest first. */
  limit?: number;
}

/** A post as the blog list (and the feed) shows it. */
export interface BlogPostSummary {
  slug: string;
  title: string;
  createdAt: Date;
  coverImage: string | null;
  /** 250 characters of the excerpt or the body, as plain text, followed by an ellipsis. */
  excerpt: string;
}

/**
 * Far more than an excerpt of 250 characters needs, even when markup and long links come first; the
 * list never reads whole bodies.
 */
const sourcePrefix = 4000;

/** Posts newest first (docs/product/blog.md). */
export async function listBlogPosts({ db, limit = 200 }: ListBlogPostsOptions): Promise<BlogPostSummary[]> {
  const rows = await db
    .select({
      slug: blogPosts.slug,
      title: blogPosts.title,
      createdAt: blogPosts.createdAt,
      coverImage: blogPosts.coverImage,
      excerpt: blogPosts.excerpt,
      body: sql<string | null>`left(${blogPosts.body}, ${sourcePrefix})`,
      content: sql<string | null>`left(${blogPosts.content}, ${sourcePrefix})`,
    })
    .from(blogPosts)
    .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id))
    .limit(limit);
  return rows.map((row) => ({
    slug: row.slug,
    title: row.title,
    createdAt: row.createdAt,
    coverImage: row.coverImage,
    excerpt: listExcerpt(row),
  }));
}
