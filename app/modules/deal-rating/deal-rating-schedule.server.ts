import type { Database } from "#app/db/client.server.ts";
import type { Logger } from "#app/lib/logger.server.ts";
import { type JobQueue, scheduleCronJob } from "#app/modules/platform/job-queue.server.ts";
import { rateAllListings } from "./rate-all-listings.server.ts";

export const dealRatingQueue = "deal-ratings";
/** Every hour (docs/product/buyers-come-back.md, Deal rating), apart from the expiry reminders' minute. */
export const dealRatingCron = "41 * * * *";

export interface ScheduleDealRatingsOptions {
  /** The started shared queue (server/services.ts). */
  jobs: JobQueue;
  db: Database;
  logger: Logger;
}

/**
 * Registers the hourly rating of every listing on the shared pg-boss instance (a cron schedule that pg-boss runs once
 * across all processes, and its worker), and queues one run at start (one an hour, however many starts): ratings then
 * hold from the first hour on, whatever the data a start found. Returns once registered, not once rated.
 */
export async function scheduleDealRatings({ jobs, db, logger }: ScheduleDealRatingsOptions): Promise<void> {
  const log = logger.child({ module: "deal-ratings" });
  await scheduleCronJob(
    jobs,
    dealRatingQueue,
    dealRatingCron,
    async () => {
      const started = Date.now();
      const changed = await rateAllListings(db);
      log.info({ changed, ms: Date.now() - started }, "deal ratings computed");
    },
    { runAtStart: true },
  );
}
