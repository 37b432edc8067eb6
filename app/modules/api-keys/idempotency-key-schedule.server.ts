import type { Database } from "#app/db/client.server.ts";
import type { Logger } from "#app/lib/logger.server.ts";
import { type JobQueue, scheduleCronJob } from "#app/modules/platform/job-queue.server.ts";
import { removeExpiredIdempotencyKeys } from "./idempotency.server.ts";

export const idempotencyKeyCleanupQueue = "api-idempotency-keys-cleanup";
/** Once a day, early in the UTC morning, at a minute when nothing else of ours runs. */
export const idempotencyKeyCleanupCron = "53 3 * * *";

export interface ScheduleIdempotencyKeyCleanupOptions {
  /** The started shared queue (server/services.ts). */
  jobs: JobQueue;
  db: Database;
  logger: Logger;
}

/** Registers the daily removal of idempotency records past their 24 hours (pg-boss runs it once across processes). */
export async function scheduleIdempotencyKeyCleanup({
  jobs,
  db,
  logger,
}: ScheduleIdempotencyKeyCleanupOptions): Promise<void> {
  const log = logger.child({ module: "api-keys" });
  await scheduleCronJob(jobs, idempotencyKeyCleanupQueue, idempotencyKeyCleanupCron, async () => {
    const removed = await removeExpiredIdempotencyKeys(db);
    log.info({ removed }, "expired idempotency keys removed");
  });
}
