import type { Database } from "#app/db/client.server.ts";
import type { Logger } from "#app/lib/logger.server.ts";
import { type JobQueue, scheduleCronJob } from "#app/modules/platform/job-queue.server.ts";
import { pruneListingViewVisitors } from "./prune-listing-view-visitors.server.ts";

export const listingViewPruneQueue = "listing-view-visitors-prune";
/** Once a day, early in the UTC morning, at a minute when nothing else of ours runs. */
export const listingViewPruneCron = "23 3 * * *";

export interface ScheduleListingViewPruneOptions {
  /** The started shared queue (server/services.ts). */
  jobs: JobQueue;
  db: Database;
  logger: Logger;
}

/** Registers the daily removal of counted visitors no longer needed (pg-boss runs it once across all processes). */
export async function scheduleListingViewPrune({ jobs, db, logger }: ScheduleListingViewPruneOptions): Promise<void> {
  const log = logger.child({ module: "listing-views" });
  await scheduleCronJob(jobs, listingViewPruneQueue, listingViewPruneCron, async () => {
    const removed = await pruneListingViewVisitors(db);
    log.info({ removed }, "counted listing visitors pruned");
  });
}
