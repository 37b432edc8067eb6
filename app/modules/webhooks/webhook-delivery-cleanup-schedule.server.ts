import type { Database } from "#app/db/client.server.ts";
import type { Logger } from "#app/lib/logger.server.ts";
import { type JobQueue, scheduleCronJob } from "#app/modules/platform/job-queue.server.ts";
import { removeOldWebhookDeliveries } from "./remove-old-webhook-deliveries.server.ts";

export const webhookDeliveryCleanupQueue = "webhook-deliveries-cleanup";
/** Once a day, early in the UTC morning, at a minute when nothing else of ours runs. */
export const webhookDeliveryCleanupCron = "47 3 * * *";

export interface ScheduleWebhookDeliveryCleanupOptions {
  /** The started shared queue (server/services.ts). */
  jobs: JobQueue;
  db: Database;
  logger: Logger;
}

/** Registers the daily removal of deliveries finished over 30 days ago (pg-boss runs it once across processes). */
export async function scheduleWebhookDeliveryCleanup({
  jobs,
  db,
  logger,
}: ScheduleWebhookDeliveryCleanupOptions): Promise<void> {
  const log = logger.child({ module: "webhooks" });
  await scheduleCronJob(jobs, webhookDeliveryCleanupQueue, webhookDeliveryCleanupCron, async () => {
    const removed = await removeOldWebhookDeliveries(db);
    log.info({ removed }, "old webhook deliveries removed");
  });
}
