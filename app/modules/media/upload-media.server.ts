import { randomUUID } from "node:crypto";
import { unlink } from "node:fs/promises";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import type { VideoState } from "#app/db/media-schema.ts";
import { media } from "#app/db/schema.ts";
import { AppError } from "#app/lib/app-error.ts";
import type { Logger } from "#app/lib/logger.server.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import type { JobSender } from "#app/modules/platform/job-queue.server.ts";
import { consumeRateLimit, type RateLimitRule } from "#app/modules/platform/rate-limit.server.ts";
import {
  byteLimitFor,
  maxProcessingVideosPerAccount,
  tooLargeMessage,
  type UploadKind,
  type UploadPurpose,
} from "./media-limits.ts";
import type { MediaStorage } from "./media-storage.ts";
import { mediaVideoOriginalKey, mediaVideoUrl } from "./media-urls.ts";
import { probeVideo } from "./probe-video.server.ts";
import { receiveUpload } from "./receive-upload.server.ts";
import { insertOrRemove, storeImage } from "./store-image.server.ts";
import { sendVideoJob } from "./video-queue.server.ts";
import type { VideoTools } from "./video-tools.server.ts";

export interface UploadMediaOptions {
  db: Database;
  storage: MediaStorage;
  /** Null when the server has no ffmpeg: videos are refused (503), photos work. */
  videoTools: VideoTools | null;
  jobs: JobSender;
  logger: Logger;
  /** A multipart/form-data request with one file in the field `file`. */
  request: Request;
  ownerId: string;
  kind: UploadKind;
  purpose: UploadPurpose;
  /** Told the SHA-256 of the file's bytes once they all arrived (the API's idempotency keys compare a retry's). */
  onReceived?: (received: { sha256: string }) => void;
}

export interface UploadedMedia {
  id: string;
  kind: UploadKind;
  /** `/media/<id>` for an image, `/media/<id>/video` for a video: what forms post and listings store. */
  url: string;
  width: number | null;
  height: number | null;
  /** A video is processed in the background (GET /api/uploads/<id> tells when it is ready); null for a photo. */
  state: VideoState | null;
  /** A video's poster, once ready (never at upload). */
  posterUrl: string | null;
}

/** Per user: a stampede listing with 50 photos and a video, a few times over, within the hour. */
export const uploadRateLimit: RateLimitRule = { limit: 300, windowSeconds: 3600 };

/**
 * What one user may hold in uploads not yet saved with a listing, profile or post (they go after a day):
 * room for the largest listing and a builder profile, not a free file host.
 */
export const pendingUploadQuota = { files: 150, bytes: 2 * 1024 ** 3 };

/**
 * Receives one photo or video for `ownerId`, unattached until a listing, profile or post is saved with
 * it (attach-media.server.ts); unattached uploads are deleted after a day. A photo's WebP variants are
 * stored before this returns; its AVIF variants follow from a background job. A video is probed, kept
 * unserved and processed by a background job (process-video.server.ts).
 */
export async function uploadMedia({
  db,
  storage,
  videoTools,
  jobs,
  logger,
  request,
  ownerId,
  kind,
  purpose,
  onReceived,
}: UploadMediaOptions): Promise<UploadedMedia> {
  // Said before a byte of a 50 MB body is read.
  if (kind === "video" && !videoTools)
    throw new AppError("unavailable", "media.upload.videoUnavailable" satisfies MessageId);
  const rate = await consumeRateLimit({ db, key: `upload:user:${ownerId}`, ...uploadRateLimit });
  if (!rate.isAllowed) {
    throw new AppError("rate-limited", "media.upload.rateLimited" satisfies MessageId, {
      retryAfterSeconds: rate.retryAfterSeconds,
    });
  }
  const [pending] = await db
    .select({ files: sql<number>`count(*)::int`, bytes: sql<number>`coalesce(sum(${media.byteSize}), 0)::bigint` })
    .from(media)
    .where(and(eq(media.ownerId, ownerId), isNull(media.attachedTo)));
  if (pending && (pending.files >= pendingUploadQuota.files || Number(pending.bytes) >= pendingUploadQuota.bytes)) {
    throw new AppError("rate-limited", "media.upload.tooManyPending" satisfies MessageId);
  }
  // Also said before the body is read; the count places the new video in its owner's line (video-queue.server.ts).
  const processingBefore = kind === "video" ? await countProcessingVideos(db, ownerId) : 0;
  if (processingBefore >= maxProcessingVideosPerAccount) {
    throw new AppError("rate-limited", "media.upload.tooManyProcessingVideos" satisfies MessageId, {
      retryAfterSeconds: 60,
    });
  }
  const refusal =
    kind === "image"
      ? ("media.upload.onlyImages" satisfies MessageId)
      : ("media.upload.onlyVideos" satisfies MessageId);
  const upload = await receiveUpload({
    request,
    spoolDir: storage.spoolDir,
    maxBytes: byteLimitFor(kind, purpose),
    tooLargeMessage: tooLargeMessage(kind, purpose),
    refuseType: (type) => (type?.kind === kind ? null : refusal),
  });
  onReceived?.({ sha256: upload.sha256 });
  if (upload.type.kind === "video" && videoTools) {
    const id = randomUUID();
    let probed: Awaited<ReturnType<typeof probeVideo>>;
    try {
      probed = await probeVideo(videoTools, upload.file, upload.type.contentType);
    } catch (error) {
      await unlink(upload.file).catch(() => {});
      throw error;
    }
    await storage.putFile(mediaVideoOriginalKey(id), upload.file, upload.type.contentType);
    await insertOrRemove({ storage, id, kind: "video" }, () =>
      db.insert(media).values({
        id,
        ownerId,
        kind: "video",
        contentType: upload.type.contentType,
        byteSize: upload.size,
        videoState: "processing",
        durationMs: probed.durationMs,
      }),
    );
    logger.info(
      { mediaId: id, kind, purpose, bytes: upload.size, codec: probed.codec, ms: probed.durationMs },
      "video uploaded",
    );
    // A lost job is sent again by the start-up and daily sweeps (media-workers.server.ts).
    await sendVideoJob({ jobs, mediaId: id, ownerId, queuedBefore: processingBefore }).catch((error: unknown) =>
      logger.warn({ err: error, mediaId: id }, "could not queue the video processing"),
    );
    return {
      id,
      kind: "video",
      url: mediaVideoUrl(id),
      width: null,
      height: null,
      state: "processing",
      posterUrl: null,
    };
  }

  try {
    const image = await storeImage({
      db,
      storage,
      jobs,
      logger,
      ownerId,
      input: upload.file,
      contentType: upload.type.contentType,
      byteSize: upload.size,
      source: purpose,
    });
    return { ...image, kind: "image", state: null, posterUrl: null };
  } finally {
    await unlink(upload.file).catch(() => {});
  }
}

/** The owner's videos waiting for, or in, processing (docs/product/media.md, "Limits"). */
async function countProcessingVideos(db: Database, ownerId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(media)
    .where(and(eq(media.ownerId, ownerId), eq(media.videoState, "processing")));
  return row?.count ?? 0;
}
