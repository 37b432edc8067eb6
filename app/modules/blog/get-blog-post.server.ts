import { eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { type BlogPost, blogPosts } from "#app/db/schema.ts";
import { slugPattern } from "./blog-post.schema.ts";

export interface GetBlogPostOptions {
  db: Database;
  /** Unvalidated input (a URL segment); anything that cannot be a slug finds nothing. */
  slug: string;
}

/** The post with this slug, or null. */
export async function getBlogPost({ db, slug }: GetBlogPostOptions): Promise<BlogPost | null> {
  if (!slugPattern.test(slug) || slug.length > 200) return null;
  const [post] = await db.select().from(blogPosts).where(eq(blogPosts.slug, slug)).limit(1);
  return post ?? null;
}
