// The post's cover image: an uploaded photo (`/media/<id>`) attached to the post as `blog:<id>`.
import type { Database } from "#app/db/client.server.ts";
import { AppError, fieldError, isAppError } from "#app/lib/app-error.ts";
import { attachMedia } from "#app/modules/media/attach-media.server.ts";
import { parseMediaImageUrl } from "#app/modules/media/media-urls.ts";
import { blogMessages } from "./blog-post.schema.ts";

export function blogMediaTarget(postId: string): string {
  return `blog:${postId}`;
}

export interface AttachBlogCoverOptions {
  /** The transaction that writes the post. */
  tx: Database;
  /** The admin saving the post: a new cover must be their own upload. */
  ownerId: string;
  postId: string;
  /** The posted cover, or null for none. */
  cover: string | null;
  /** The stored cover when editing. */
  current?: string | null;
}

/**
 * Attaches a new cover to the post and detaches the one it replaces. An unchanged cover is left as it
 * is: it may be another admin's upload, or a demo photo from before uploads existed.
 */
export async function attachBlogCover({ tx, ownerId, postId, cover, current = null }: AttachBlogCoverOptions) {
  if (cover === current) return;
  if (cover && !parseMediaImageUrl(cover)) {
    throw fieldError("coverImage", blogMessages.badCover);
  }
  try {
    await attachMedia(tx, {
      ownerId,
      target: blogMediaTarget(postId),
      imageUrls: cover ? [cover] : [],
      videoUrl: null,
    });
  } catch (error) {
    // Someone else's upload, an unknown id, a video: the media area's own message.
    if (isAppError(error, "invalid")) {
      throw new AppError("invalid", error.message, { fieldErrors: { coverImage: error.message }, cause: error });
    }
    throw error;
  }
}
