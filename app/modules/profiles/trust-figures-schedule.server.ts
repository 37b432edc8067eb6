import type { Database } from "#app/db/client.server.ts";
import type { Logger } from "#app/lib/logger.server.ts";
import { type JobQueue, scheduleCronJob } from "#app/modules/platform/job-queue.server.ts";
import { refreshAllTrustFigures } from "./refresh-all-trust-figures.server.ts";

export const trustFiguresQueue = "trust-figures-refresh";
/** Once a day, early in the UTC morning, at a minute when nothing else of ours runs. */
export const trustFiguresCron = "37 4 * * *";

export interface ScheduleTrustFiguresOptions {
  /** The started shared queue (server/services.ts). */
  jobs: JobQueue;
  db: Database;
  logger: Logger;
}

/**
 * Registers the daily refresh of every account's trust figures (pg-boss runs it once across all processes): a
 * message, a sale or a review refreshes its account at once, but the 90-day reply window also moves with the days.
 * Queues one run at start too (one an hour, however many starts), so a first start after a deploy fills the figures of
 * the record already held (about 10,000 accounts a second, bench/trust-figures.ts). Returns once registered, not once
 * refreshed.
 */
export async function scheduleTrustFigures({ jobs, db, logger }: ScheduleTrustFiguresOptions): Promise<void> {
  const log = logger.child({ module: "trust-figures" });
  await scheduleCronJob(
    jobs,
    trustFiguresQueue,
    trustFiguresCron,
    async () => {
      const started = Date.now();
      const accounts = await refreshAllTrustFigures(db);
      log.info({ accounts, ms: Date.now() - started }, "trust figures refreshed");
    },
    { runAtStart: true },
  );
}
