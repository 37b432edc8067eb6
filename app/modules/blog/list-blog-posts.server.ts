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

/** What a summary is made from: the post's columns and the start of its body and content. */
export const blogSummaryColumns = {
  slug: blogPosts.slug,
  title: blogPosts.title,
  createdAt: blogPosts.createdAt,
  coverImage: blogPosts.coverImage,
  excerpt: blogPosts.excerpt,
  body: sql<string | null>`left(${blogPosts.body}, ${sourcePrefix})`,
  content: sql<string | null>`left(${blogPosts.content}, ${sourcePrefix})`,
};

type BlogSummaryRow = Pick<BlogPostSummary, "slug" | "title" | "createdAt" | "coverImage"> &
  Parameters<typeof listExcerpt>[0];

/** The summary of a row selected with `blogSummaryColumns`. */
export function blogPostSummary(row: BlogSummaryRow): BlogPostSummary {
  return {
    slug: row.slug,
    title: row.title,
    createdAt: row.createdAt,
    coverImage: row.coverImage,
    excerpt: listExcerpt(row),
  };
}

/** Posts newest first (docs/product/blog.md). */
export async function listBlogPosts({ db, limit = 200 }: ListBlogPostsOptions): Promise<BlogPostSummary[]> {
  const rows = await db
    .select(blogSummaryColumns)
    .from(blogPosts)
    .orderBy(desc(blogPosts.createdAt), desc(blogPosts.id))
    .limit(limit);
  return rows.map(blogPostSummary);
}
