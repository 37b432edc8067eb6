import type { Database } from "#app/db/client.server.ts";
import type { Logger } from "#app/lib/logger.server.ts";
import { type JobQueue, scheduleCronJob } from "#app/modules/platform/job-queue.server.ts";
import { reopenDueSales } from "./reopen-due-sales.server.ts";

export const salePendingReopenQueue = "sale-pending-reopen";
/** Every five minutes: a pending sale reopens within minutes of its end. */
export const salePendingReopenCron = "*/5 * * * *";

export interface ScheduleSalePendingReopenOptions {
  /** The started shared queue (server/services.ts). */
  jobs: JobQueue;
  db: Database;
  baseUrl: string;
  logger: Logger;
  /** Wakes the mail worker once the mails of reopened sales are in the outbox. */
  notifyOutbox(): void;
}

/**
 * Registers the reopening of the pending sales whose 7 days (or 14, extended) ran out (docs/product/making-the-deal.md,
 * Sale pending) on the shared pg-boss instance: a cron schedule (run once across all processes) and its worker.
 */
export async function scheduleSalePendingReopen({
  jobs,
  db,
  baseUrl,
  logger,
  notifyOutbox,
}: ScheduleSalePendingReopenOptions): Promise<void> {
  const log = logger.child({ module: "sale-pending-reopen" });
  await scheduleCronJob(jobs, salePendingReopenQueue, salePendingReopenCron, async () => {
    const reopened = await reopenDueSales({ db, baseUrl });
    if (reopened > 0) {
      notifyOutbox();
      log.info({ reopened }, "pending sales reopened at the end of their time");
    }
  });
}
