import { and, eq, ne } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { blogPosts } from "#app/db/schema.ts";
import { isUniqueViolation } from "#app/lib/app-error.ts";
import { type AdminActor, recordAdminAction } from "#app/modules/admin/record-admin-action.server.ts";
import { attachBlogCover } from "./blog-cover.server.ts";
import { type BlogPostInput, postNotFoundError, slugPattern, slugTakenError } from "./blog-post.schema.ts";

export interface UpdateBlogPostOptions {
  db: Database;
  /** The signed-in administrator (the route has checked the role); any admin may edit any post. */
  editor: AdminActor;
  /** The slug the post had when the editor was opened. */
  slug: string;
  input: BlogPostInput;
}

/**
 * Saves an edited post (its slug may change; its date stays). Throws AppError `not-found`, `conflict`
 * (the new slug is taken) or `invalid` (a cover that is not the admin's upload), with the editor's message.
 */
export async function updateBlogPost({
  db,
  editor,
  slug,
  input,
}: UpdateBlogPostOptions): Promise<{ id: string; slug: string }> {
  // An address that cannot be a slug (e.g. with a NUL, which PostgreSQL refuses) names no post.
  if (!slugPattern.test(slug)) throw postNotFoundError();
  try {
    return await db.transaction(async (tx) => {
      const [current] = await tx
        .select({ id: blogPosts.id, coverImage: blogPosts.coverImage })
        .from(blogPosts)
        .where(eq(blogPosts.slug, slug))
        .for("update");
      if (!current) throw postNotFoundError();
      const [taken] = await tx
        .select({ id: blogPosts.id })
        .from(blogPosts)
        .where(and(eq(blogPosts.slug, input.slug), ne(blogPosts.id, current.id)));
      if (taken) throw slugTakenError();
      await tx
        .update(blogPosts)
        .set({
          slug: input.slug,
          title: input.title,
          body: input.body,
          excerpt: input.excerpt,
          coverImage: input.coverImage,
        })
        .where(eq(blogPosts.id, current.id));
      await attachBlogCover({
        tx,
        ownerId: editor.id,
        postId: current.id,
        cover: input.coverImage,
        current: current.coverImage,
      });
      await recordAdminAction(tx, {
        actor: editor,
        action: "blog_post.update",
        targetType: "blog_post",
        targetId: current.id,
        details: { slug: input.slug, previousSlug: slug, title: input.title },
      });
      return { id: current.id, slug: input.slug };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw slugTakenError();
    throw error;
  }
}
