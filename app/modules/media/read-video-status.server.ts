import { eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { media } from "#app/db/schema.ts";
import { mediaPosterUrl, parseMediaVideoUrl } from "./media-urls.ts";
import type { VideoStatus } from "./video-status.ts";

/**
 * The state of the video stored at `videoUrl` (a listing's or builder profile's), or null when there is
 * none or its medium is gone (deleted with its owner's account, say): a page then shows no video.
 */
export async function readVideoStatus(db: Database, videoUrl: string | null): Promise<VideoStatus | null> {
  const id = videoUrl ? parseMediaVideoUrl(videoUrl) : null;
  if (!videoUrl || !id) return null;
  const [row] = await db.select({ state: media.videoState }).from(media).where(eq(media.id, id));
  if (!row?.state) return null;
  return { url: videoUrl, state: row.state, posterUrl: row.state === "ready" ? mediaPosterUrl(id) : null };
}
