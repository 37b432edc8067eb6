import type { Queue, WorkOptions } from "pg-boss";
import type { JobSender } from "#app/modules/platform/job-queue.server.ts";
import { type MediaVideoJob, mediaVideoQueue } from "./media-jobs.ts";
import { longestVideoTimeLimitMs } from "./video-budget.ts";

/** Longer than any transcode's own time limit, so pg-boss never retries a job that is still running. */
const expireInSeconds = Math.ceil(longestVideoTimeLimitMs / 1000) + 5 * 60;

/**
 * The video queue (docs/product/media.md, "Videos"): one job per video (its id is the singleton key).
 * Retries are for faults of ours (storage, database); a file ffmpeg refuses is marked failed at once.
 */
export const videoQueueOptions = {
  policy: "exclusive",
  retryLimit: 3,
  retryDelay: 60,
  retryBackoff: true,
  expireInSeconds,
} satisfies Omit<Queue, "name">;

/**
 * One video at a time per instance, and across instances at most one per account (`groupConcurrency`,
 * counted in the shared database): an account's backlog holds one worker, never all of them.
 */
export const videoWorkOptions = {
  batchSize: 1,
  localConcurrency: 1,
  groupConcurrency: 1,
} satisfies WorkOptions;

export interface SendVideoJobOptions {
  jobs: JobSender;
  mediaId: string;
  /** Null for a video whose account is gone (it is processed, in no account's line). */
  ownerId: string | null;
  /** The owner's other videos waiting for (or in) processing, sent before this one. */
  queuedBefore: number;
}

/**
 * Queues a video's processing fairly between accounts: pg-boss fetches by priority, then by age, and an
 * account's n-th waiting video gets priority −n. So every account's first video goes before any
 * account's second (round-robin by place in the account's own line), and one account's backlog delays
 * another account's first video by at most the job already running.
 */
export function sendVideoJob({ jobs, mediaId, ownerId, queuedBefore }: SendVideoJobOptions) {
  return jobs.send(mediaVideoQueue, { mediaId } satisfies MediaVideoJob, {
    singletonKey: mediaId,
    priority: -queuedBefore,
    ...(ownerId ? { group: { id: ownerId } } : {}),
  });
}
