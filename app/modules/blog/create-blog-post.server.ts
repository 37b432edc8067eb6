import { eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { blogPosts } from "#app/db/schema.ts";
import { isUniqueViolation } from "#app/lib/app-error.ts";
import { type AdminActor, recordAdminAction } from "#app/modules/admin/record-admin-action.server.ts";
import { attachBlogCover } from "./blog-cover.server.ts";
import { type BlogPostInput, slugTakenError } from "./blog-post.schema.ts";

export interface CreateBlogPostOptions {
  db: Database;
  /** The signed-in administrator (the route has checked the role). */
  author: AdminActor;
  input: BlogPostInput;
}

/**
 * Publishes a post: stored with its cover attached and an audit entry. Throws AppError `conflict`
 * when the slug is taken, `invalid` for a cover that is not the admin's upload.
 */
export async function createBlogPost({
  db,
  author,
  input,
}: CreateBlogPostOptions): Promise<{ id: string; slug: string }> {
  try {
    return await db.transaction(async (tx) => {
      const [taken] = await tx.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.slug, input.slug));
      if (taken) throw slugTakenError();
      const [post] = await tx
        .insert(blogPosts)
        .values({
          slug: input.slug,
          title: input.title,
          body: input.body,
          excerpt: input.excerpt,
          coverImage: input.coverImage,
          authorId: author.id,
        })
        .returning({ id: blogPosts.id, slug: blogPosts.slug });
      if (!post) throw new Error("insert returned no row");
      await attachBlogCover({ tx, ownerId: author.id, postId: post.id, cover: input.coverImage });
      await recordAdminAction(tx, {
        actor: author,
        action: "blog_post.create",
        targetType: "blog_post",
        targetId: post.id,
        details: { slug: post.slug, title: input.title },
      });
      return post;
    });
  } catch (error) {
    // Two admins publishing the same slug at once: the unique index decides.
    if (isUniqueViolation(error)) throw slugTakenError();
    throw error;
  }
}
