import type { Database } from "#app/db/client.server.ts";
import type { Logger } from "#app/lib/logger.server.ts";
import { type JobQueue, scheduleCronJob } from "#app/modules/platform/job-queue.server.ts";
import { sendReplyReminders } from "./send-reply-reminders.server.ts";

export const replyReminderQueue = "reply-reminders";
/** Every minute: a reminder goes within a minute or so of its hour. */
export const replyReminderCron = "* * * * *";

export interface ScheduleReplyRemindersOptions {
  /** The started shared queue (server/services.ts). */
  jobs: JobQueue;
  db: Database;
  baseUrl: string;
  logger: Logger;
  /** Wakes the mail worker once reminders are in the outbox. */
  notifyOutbox(): void;
}

/**
 * Registers the reminders to answer a buyer (docs/product/people-and-trust.md, "Reply reminders") on the shared
 * pg-boss instance: a cron schedule (pg-boss runs it once across all processes) and its worker. A run that
 * overlaps another anyway sends nothing twice (send-reply-reminders.server.ts).
 */
export async function scheduleReplyReminders({
  jobs,
  db,
  baseUrl,
  logger,
  notifyOutbox,
}: ScheduleReplyRemindersOptions): Promise<void> {
  const log = logger.child({ module: "reply-reminders" });
  await scheduleCronJob(jobs, replyReminderQueue, replyReminderCron, async () => {
    const sent = await sendReplyReminders({ db, baseUrl });
    if (sent > 0) {
      notifyOutbox();
      log.info({ sent }, "reply reminders written");
    }
  });
}
