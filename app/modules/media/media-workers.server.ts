import { and, asc, eq, isNull, lt, type SQL, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { media } from "#app/db/schema.ts";
import type { Logger } from "#app/lib/logger.server.ts";
import type { JobQueue } from "#app/modules/platform/job-queue.server.ts";
import { cleanUnattachedMedia } from "./clean-unattached-media.server.ts";
import { makeAvifVariantsFor } from "./make-avif-variants.server.ts";
import {
  type MediaAvifJob,
  type MediaVideoJob,
  mediaAvifQueue,
  mediaCleanupQueue,
  mediaVideoQueue,
} from "./media-jobs.ts";
import type { MediaStorage } from "./media-storage.ts";
import { processVideo } from "./process-video.server.ts";
import { sendVideoJob, videoQueueOptions, videoWorkOptions } from "./video-queue.server.ts";
import type { VideoTools } from "./video-tools.server.ts";

export interface StartMediaWorkersOptions {
  jobs: JobQueue;
  db: Database;
  storage: MediaStorage;
  /** Null when the server has no ffmpeg: videos wait (processing) for a server that has it. */
  videoTools: VideoTools | null;
  logger: Logger;
  /** Resolves when requests leave a core free (AVIF is optional: pages serve WebP meanwhile). */
  whenQuiet?: () => Promise<void>;
  /** How long an unattached upload is kept. */
  keepUnattachedMs?: number;
  /** Seconds between polls for AVIF work, and for the (daily) clean-up. */
  pollingIntervalSeconds?: number;
  cleanupPollingIntervalSeconds?: number;
}

const day = 24 * 60 * 60 * 1000;
/** Daily, at a quiet hour (UTC). */
const cleanupCron = "17 3 * * *";

/**
 * Registers the media workers on the shared queue: AVIF variants one photo at a time, each once
 * requests leave a quiet moment (so pages keep the cores), and the daily clean-up of unattached uploads, which also re-queues AVIF work whose job was
 * lost. At start the same re-queue picks up photos that never got AVIF (the demo pool among them).
 * Videos are processed one at a time, fairly between accounts, at a lower CPU priority than requests; the start-up and daily
 * sweeps re-queue videos still processing (stored before processing existed, or whose job was lost).
 */
export async function startMediaWorkers({
  jobs,
  db,
  storage,
  videoTools,
  logger,
  whenQuiet = async () => {},
  keepUnattachedMs = day,
  pollingIntervalSeconds = 2,
  cleanupPollingIntervalSeconds = 60,
}: StartMediaWorkersOptions): Promise<void> {
  const log = logger.child({ module: "media" });
  await jobs.createQueue(mediaAvifQueue, {
    policy: "exclusive",
    retryLimit: 3,
    retryDelay: 60,
    retryBackoff: true,
    expireInSeconds: 600,
  });
  await jobs.createQueue(mediaCleanupQueue, { policy: "singleton", retryLimit: 2, retryDelay: 600 });
  await jobs.createQueue(mediaVideoQueue, videoQueueOptions);
  // A queue made before the limits followed each video's cost keeps its old expiry unless told (ADR 033).
  await jobs.updateQueue(mediaVideoQueue, { expireInSeconds: videoQueueOptions.expireInSeconds });

  await jobs.work<MediaAvifJob>(
    mediaAvifQueue,
    { pollingIntervalSeconds, batchSize: 1, localConcurrency: 1 },
    async ([job]) => {
      if (!job) return;
      await whenQuiet();
      const started = performance.now();
      const outcome = await makeAvifVariantsFor({ db, storage, mediaId: job.data.mediaId });
      log.debug({ mediaId: job.data.mediaId, outcome, ms: Math.round(performance.now() - started) }, "AVIF variants");
    },
  );
  if (videoTools) {
    // No wait for a quiet moment, unlike AVIF: the seller is waiting, and ffmpeg's lower priority
    // already leaves the cores to requests whenever they need them. Fair between accounts: video-queue.server.ts.
    await jobs.work<MediaVideoJob>(mediaVideoQueue, { pollingIntervalSeconds, ...videoWorkOptions }, async ([job]) => {
      if (!job) return;
      const started = performance.now();
      const outcome = await processVideo({ db, storage, tools: videoTools, mediaId: job.data.mediaId });
      log.info({ mediaId: job.data.mediaId, outcome, ms: Math.round(performance.now() - started) }, "video processed");
    });
  }
  await jobs.work(
    mediaCleanupQueue,
    { pollingIntervalSeconds: cleanupPollingIntervalSeconds, batchSize: 1 },
    async () => {
      const result = await cleanUnattachedMedia({ db, storage, olderThan: new Date(Date.now() - keepUnattachedMs) });
      const queued = await queueMissingAvif({ jobs, db, olderThanMs: 10 * 60 * 1000 });
      const videosQueued = await queueUnprocessedVideos({ jobs, db, olderThanMs: 60 * 60 * 1000 });
      log.info({ ...result, avifQueued: queued, videosQueued }, "media clean-up");
    },
  );
  await jobs.schedule(mediaCleanupQueue, cleanupCron, null, { tz: "UTC" });

  const queued = await queueMissingAvif({ jobs, db, olderThanMs: 0 });
  if (queued > 0) log.info({ queued }, "queued AVIF variants for photos that have none");
  const videosQueued = await queueUnprocessedVideos({ jobs, db, olderThanMs: 0 });
  if (videosQueued > 0) log.info({ queued: videosQueued }, "queued videos still processing");
}

interface BacklogOptions {
  jobs: Pick<JobQueue, "send">;
  db: Database;
  /** Only media created before this long ago (a fresh upload's own job is still on its way). */
  olderThanMs: number;
  limit?: number;
}

/**
 * Sends a video job for each video still processing, oldest first, each in its owner's line as an
 * upload would have placed it (its place among the owner's videos still processing).
 */
export async function queueUnprocessedVideos({
  jobs,
  db,
  olderThanMs,
  limit = 5_000,
}: BacklogOptions): Promise<number> {
  const processing = db
    .select({
      id: media.id,
      ownerId: media.ownerId,
      createdAt: media.createdAt,
      queuedBefore:
        sql<number>`(row_number() over (partition by ${media.ownerId} order by ${media.createdAt}, ${media.id}) - 1)::int`.as(
          "queued_before",
        ),
    })
    .from(media)
    .where(eq(media.videoState, "processing"))
    .as("processing");
  const rows = await db
    .select()
    .from(processing)
    .where(lt(processing.createdAt, new Date(Date.now() - olderThanMs)))
    .orderBy(asc(processing.createdAt))
    .limit(limit);
  for (const { id, ownerId, queuedBefore } of rows) {
    await sendVideoJob({ jobs, mediaId: id, ownerId, queuedBefore });
  }
  return rows.length;
}

/** Sends an AVIF job for each photo without AVIF variants. */
export function queueMissingAvif(options: BacklogOptions): Promise<number> {
  return queueBacklog(options, mediaAvifQueue, and(eq(media.kind, "image"), isNull(media.avifReadyAt)));
}

/** A job on `queue` for each medium matching `condition`, oldest first (one per medium: its id is the key). */
async function queueBacklog(
  { jobs, db, olderThanMs, limit = 5_000 }: BacklogOptions,
  queue: typeof mediaAvifQueue,
  condition: SQL | undefined,
): Promise<number> {
  const rows = await db
    .select({ id: media.id })
    .from(media)
    .where(and(condition, lt(media.createdAt, new Date(Date.now() - olderThanMs))))
    .orderBy(asc(media.createdAt))
    .limit(limit);
  for (const { id } of rows) {
    await jobs.send(queue, { mediaId: id } satisfies MediaAvifJob, { singletonKey: id });
  }
  return rows.length;
}
