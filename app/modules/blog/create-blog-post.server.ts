import { eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { blogPosts } from "#app/db/schema.ts";
import { type AdminActor, recordAdminAction } from "#app/modules/admin/record-admin-action.server.ts";
import { attachBlogCover } from "./blog-cover.server.ts";
import { BlogError, type BlogResult, blogResult, isUniqueViolation } from "./blog-error.ts";
import { type BlogPostInput, blogMessages } from "./blog-post.schema.ts";

export interface CreateBlogPostOptions {
  db: Database;
  /** The signed-in administrator (the route has checked the role). */
  author: AdminActor;
  input: BlogPostInput;
}

/** Publishes a post: stored with its cover attached and an audit entry, or a 409 when the slug is taken. */
export async function createBlogPost({
  db,
  author,
  input,
}: CreateBlogPostOptions): Promise<BlogResult<{ id: string; slug: string }>> {
  return blogResult(async () => {
    try {
      return await db.transaction(async (tx) => {
        const [taken] = await tx.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.slug, input.slug));
        if (taken) throw new BlogError("slug-taken", blogMessages.slugTaken, { field: "slug" });
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
      if (isUniqueViolation(error)) throw new BlogError("slug-taken", blogMessages.slugTaken, { field: "slug" });
      throw error;
    }
  });
}
