import { eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { blogPosts } from "#app/db/schema.ts";
import { type AdminActor, recordAdminAction } from "#app/modules/admin/record-admin-action.server.ts";
import { attachBlogCover } from "./blog-cover.server.ts";
import { postNotFoundError, slugPattern } from "./blog-post.schema.ts";

export interface DeleteBlogPostOptions {
  db: Database;
  /** The signed-in administrator (the route has checked the role). */
  actor: AdminActor;
  slug: string;
}

/**
 * Deletes a post, with an audit entry. Its uploaded cover is detached in the same transaction, so the
 * media clean-up removes the files later (the post and its cover never go half-way). Throws AppError
 * `not-found` when there is no such post.
 */
export async function deleteBlogPost({ db, actor, slug }: DeleteBlogPostOptions): Promise<{ id: string }> {
  // An address that cannot be a slug (e.g. with a NUL, which PostgreSQL refuses) names no post.
  if (!slugPattern.test(slug)) throw postNotFoundError();
  return db.transaction(async (tx) => {
    const [post] = await tx
      .delete(blogPosts)
      .where(eq(blogPosts.slug, slug))
      .returning({ id: blogPosts.id, title: blogPosts.title, coverImage: blogPosts.coverImage });
    if (!post) throw postNotFoundError();
    if (post.coverImage) {
      await attachBlogCover({ tx, ownerId: actor.id, postId: post.id, cover: null, current: post.coverImage });
    }
    await recordAdminAction(tx, {
      actor,
      action: "blog_post.delete",
      targetType: "blog_post",
      targetId: post.id,
      details: { slug, title: post.title },
    });
    return { id: post.id };
  });
}
