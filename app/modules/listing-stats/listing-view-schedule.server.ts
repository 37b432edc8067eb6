import type { Database } from "#app/db/client.server.ts";
import type { Logger } from "#app/lib/logger.server.ts";
import type { JobQueue } from "#app/modules/platform/job-queue.server.ts";
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
  await jobs.createQueue(listingViewPruneQueue, { policy: "singleton" });
  await jobs.schedule(listingViewPruneQueue, listingViewPruneCron, null, { tz: "UTC", missed: "once" });
  await jobs.work(listingViewPruneQueue, async () => {
    const removed = await pruneListingViewVisitors(db);
    log.info({ removed }, "counted listing visitors pruned");
  });
}
