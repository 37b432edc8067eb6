import { createWriteStream } from "node:fs";
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { and, eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { media } from "#app/db/schema.ts";
import { isAppError } from "#app/lib/app-error.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import type { MediaStorage } from "./media-storage.ts";
import { mediaKeys, mediaPosterKey, mediaVideoKey, mediaVideoOriginalKey } from "./media-urls.ts";
import { probeVideo } from "./probe-video.server.ts";
import { transcodeVideo } from "./transcode-video.server.ts";
import { videoJobLimits } from "./video-budget.ts";
import { VideoToolError, type VideoTools } from "./video-tools.server.ts";

export interface ProcessVideoOptions {
  db: Database;
  storage: MediaStorage;
  tools: VideoTools;
  mediaId: string;
}

/** The job's working folder in the spool, removed by the clean-up if a crash left it behind. */
export const videoWorkFolderPrefix = "video-";

export type ProcessVideoResult = "ready" | "failed" | "not-processing";

/**
 * The background half of a video upload (docs/product/media.md, "Videos"): the upload (or, for a video
 * stored before processing existed, the file served until then) → the served MP4 and poster, then the
 * row says ready and the upload is deleted. A file ffmpeg refuses marks the video failed (the listing
 * keeps it, its owner sees why); any other fault is thrown, so the job is tried again.
 */
export async function processVideo({ db, storage, tools, mediaId }: ProcessVideoOptions): Promise<ProcessVideoResult> {
  const [row] = await db
    .select({ state: media.videoState, contentType: media.contentType })
    .from(media)
    .where(eq(media.id, mediaId));
  if (row?.state !== "processing") return "not-processing";
  const originalKey = mediaVideoOriginalKey(mediaId);
  const upload = (await storage.read(originalKey)) ?? (await storage.read(mediaVideoKey(mediaId)));
  if (!upload) return markFailed({ db, storage, mediaId });

  // Next to the storage's files, so storing the MP4 on local disk is a rename.
  await mkdir(storage.spoolDir, { recursive: true });
  const folder = await mkdtemp(path.join(storage.spoolDir, videoWorkFolderPrefix));
  try {
    const source = path.join(folder, "upload");
    await pipeline(upload, createWriteStream(source));
    let made: Awaited<ReturnType<typeof transcodeVideo>>;
    try {
      // Probed again (headers and packets, no frame decoded): the CPU and time limits follow this file's
      // own cost, and a video stored before the budget existed is held to it too.
      const probed = await probeVideo(tools, source, row.contentType);
      const limits = videoJobLimits(probed);
      made = await transcodeVideo(tools, { source, probed, contentType: row.contentType, folder, limits });
    } catch (error) {
      if (isAppError(error) && error.code !== "unavailable") return markFailed({ db, storage, mediaId });
      if (error instanceof VideoToolError && error.reason !== "missing") return markFailed({ db, storage, mediaId });
      throw error;
    }
    await storage.put(mediaPosterKey(mediaId), made.poster, "image/webp");
    await storage.putFile(mediaVideoKey(mediaId), made.file, "video/mp4");
    const updated = await db
      .update(media)
      .set({
        videoState: "ready",
        videoError: null,
        // byteSize stays what the seller sent: the forms' size limits (under 50MB) are about the upload.
        contentType: "video/mp4",
        width: made.width,
        height: made.height,
        durationMs: made.durationMs,
      })
      .where(and(eq(media.id, mediaId), eq(media.videoState, "processing")))
      .returning({ id: media.id });
    // Deleted while it was processed (its listing went, or the clean-up): its files go too.
    await storage.delete(updated.length > 0 ? [originalKey] : mediaKeys(mediaId, "video"));
    return updated.length > 0 ? "ready" : "not-processing";
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

async function markFailed({
  db,
  storage,
  mediaId,
}: Pick<ProcessVideoOptions, "db" | "storage" | "mediaId">): Promise<ProcessVideoResult> {
  await db
    .update(media)
    .set({ videoState: "failed", videoError: "media.video.failed" satisfies MessageId })
    .where(and(eq(media.id, mediaId), eq(media.videoState, "processing")));
  // Never served while failed: the upload (or a legacy video's file, with its location tags) goes now.
  await storage.delete([mediaVideoOriginalKey(mediaId), mediaVideoKey(mediaId)]);
  return "failed";
}
