import { and, eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import type { VideoState } from "#app/db/media-schema.ts";
import { media } from "#app/db/schema.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import type { UploadKind } from "./media-limits.ts";
import { isMediaId, mediaImageUrl, mediaPosterUrl, mediaVideoUrl } from "./media-urls.ts";

export interface UploadStatus {
  id: string;
  kind: UploadKind;
  url: string;
  /** A video's way to playable; null for a photo (ready when uploaded). */
  state: VideoState | null;
  posterUrl: string | null;
  /** Why a video could not be processed, for its owner; absent otherwise (the replies' `message` is text or absent). */
  message?: string;
}

/**
 * Where `ownerId`'s upload `id` stands, for the uploader waiting on a video; null when there is no such
 * upload of theirs (someone else's is not told apart from none).
 */
export async function readUploadStatus(db: Database, id: string, ownerId: string): Promise<UploadStatus | null> {
  if (!isMediaId(id)) return null;
  const [row] = await db
    .select({ kind: media.kind, state: media.videoState, error: media.videoError })
    .from(media)
    .where(and(eq(media.id, id), eq(media.ownerId, ownerId)));
  if (!row) return null;
  const isVideo = row.kind === "video";
  return {
    id,
    kind: row.kind,
    url: isVideo ? mediaVideoUrl(id) : mediaImageUrl(id),
    state: isVideo ? row.state : null,
    posterUrl: isVideo && row.state === "ready" ? mediaPosterUrl(id) : null,
    ...(isVideo && row.state === "failed" ? { message: row.error ?? ("media.video.failed" satisfies MessageId) } : {}),
  };
}
