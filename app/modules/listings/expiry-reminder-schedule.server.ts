import type { Database } from "#app/db/client.server.ts";
import type { Logger } from "#app/lib/logger.server.ts";
import { type JobQueue, scheduleCronJob } from "#app/modules/platform/job-queue.server.ts";
import { completePendingRenewals } from "./renew-listing.server.ts";
import { sendExpiryReminders } from "./send-expiry-reminders.server.ts";

export const expiryReminderQueue = "listing-expiry-reminders";
/** Every hour, at a minute when little else runs. */
export const expiryReminderCron = "17 * * * *";

export interface ScheduleExpiryRemindersOptions {
  /** The started shared queue (server/services.ts). */
  jobs: JobQueue;
  db: Database;
  baseUrl: string;
  logger: Logger;
  /** Wakes the mail worker once reminders are in the outbox. */
  notifyOutbox(): void;
}

/**
 * Registers the hourly reminder run (a reminder 7 days before expiry, sent once; docs/product/selling.md),
 * which first applies paid renewals left unapplied, on the
 * shared pg-boss instance: a cron schedule (pg-boss runs it once across all processes) and its worker.
 */
export async function scheduleExpiryReminders({
  jobs,
  db,
  baseUrl,
  logger,
  notifyOutbox,
}: ScheduleExpiryRemindersOptions): Promise<void> {
  const log = logger.child({ module: "expiry-reminders" });
  await scheduleCronJob(jobs, expiryReminderQueue, expiryReminderCron, async () => {
    // A paid renewal the payment's fulfilment could not apply is applied first, so its owner is not
    // reminded of an expiry already paid for (docs/product/selling.md, Renew).
    const renewed = await completePendingRenewals({ db });
    if (renewed > 0) log.info({ renewed }, "pending listing renewals applied");
    const sent = await sendExpiryReminders({ db, baseUrl });
    if (sent > 0) {
      notifyOutbox();
      log.info({ sent }, "listing expiry reminders written");
    }
  });
}
