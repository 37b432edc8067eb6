import type { Database } from "#app/db/client.server.ts";
import type { Logger } from "#app/lib/logger.server.ts";
import { type JobQueue, scheduleCronJob } from "#app/modules/platform/job-queue.server.ts";
import { publishDueReviews } from "./publish-due-reviews.server.ts";

export const reviewPublicationQueue = "review-publication";
/** Every hour, at a minute when little else runs. */
export const reviewPublicationCron = "41 * * * *";

export interface ScheduleReviewPublicationOptions {
  /** The started shared queue (server/services.ts). */
  jobs: JobQueue;
  db: Database;
  baseUrl: string;
  logger: Logger;
  /** Wakes the mail worker once the mails of published reviews are in the outbox. */
  notifyOutbox(): void;
}

/**
 * Registers the hourly publication of the reviews whose 14 days have passed (docs/product/people-and-trust.md,
 * "Sales and reviews") on the shared pg-boss instance: a cron schedule (run once across all processes) and its
 * worker.
 */
export async function scheduleReviewPublication({
  jobs,
  db,
  baseUrl,
  logger,
  notifyOutbox,
}: ScheduleReviewPublicationOptions): Promise<void> {
  const log = logger.child({ module: "review-publication" });
  await scheduleCronJob(jobs, reviewPublicationQueue, reviewPublicationCron, async () => {
    const mails = await publishDueReviews({ db, baseUrl });
    if (mails > 0) {
      notifyOutbox();
      log.info({ mails }, "reviews published at the end of their window");
    }
  });
}
