import type { Database } from "#app/db/client.server.ts";
import type { Logger } from "#app/lib/logger.server.ts";
import { type JobQueue, scheduleCronJob } from "#app/modules/platform/job-queue.server.ts";
import { expireDueOffers } from "./expire-offer.server.ts";

export const offerExpiryQueue = "offer-expiry";
/** Every minute: an offer expires within a minute or so of its time (answering it is refused from that time on). */
export const offerExpiryCron = "* * * * *";

export interface ScheduleOfferExpiryOptions {
  /** The started shared queue (server/services.ts). */
  jobs: JobQueue;
  db: Database;
  baseUrl: string;
  logger: Logger;
  /** Wakes the mail worker once the expiry mails are in the outbox. */
  notifyOutbox(): void;
}

/**
 * Registers the expiry of open offers past their time (docs/product/making-the-deal.md, "Offers") on the shared
 * pg-boss instance: a cron schedule, run once across all processes, and its worker.
 */
export async function scheduleOfferExpiry({
  jobs,
  db,
  baseUrl,
  logger,
  notifyOutbox,
}: ScheduleOfferExpiryOptions): Promise<void> {
  const log = logger.child({ module: "offer-expiry" });
  await scheduleCronJob(jobs, offerExpiryQueue, offerExpiryCron, async () => {
    const expired = await expireDueOffers({ db, baseUrl });
    if (expired > 0) {
      notifyOutbox();
      log.info({ expired }, "offers expired");
    }
  });
}
