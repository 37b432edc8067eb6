import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { rowsOf } from "#app/db/raw-result.server.ts";
import { listings, savedSearches, savedSearchMatches } from "#app/db/schema.ts";
import type { Logger } from "#app/lib/logger.server.ts";
import { type JobQueue, scheduleCronJob } from "#app/modules/platform/job-queue.server.ts";
import { mailSavedSearchMatches } from "./mail-saved-search-matches.server.ts";
import { matchNewListings } from "./match-new-listings.server.ts";

export const alertMatchQueue = "saved-search-alerts";
export const dailyDigestQueue = "saved-search-digests";
/** The daily digest: 14:00 UTC (docs/product/buyers-come-back.md). */
export const dailyDigestCron = "0 14 * * *";

export interface ScheduleSavedSearchAlertsOptions {
  /** The started shared queue (server/services.ts). */
  jobs: JobQueue;
  db: Database;
  baseUrl: string;
  logger: Logger;
  /** How often this process looks for work (ALERT_MATCH_INTERVAL_SECONDS). */
  intervalSeconds: number;
  /** Wakes the mail worker once alerts are in the outbox. */
  notifyOutbox(): void;
}

/**
 * Alerts of saved searches (docs/product/buyers-come-back.md, Alerts), without hooks into publishing:
 * every few seconds each process asks the database, cheaply, whether a listing became public unmatched or
 * an instant match is unmailed, and if so queues a run. The queue keeps at most one run waiting and one
 * running across all processes (pg-boss's `stately` policy), so runs never overlap and checks never pile
 * up; each run's transactions are safe to overlap anyway. The daily digest is a cron schedule, run once
 * across processes. Returns the way to stop the checks.
 */
export async function scheduleSavedSearchAlerts({
  jobs,
  db,
  baseUrl,
  logger,
  intervalSeconds,
  notifyOutbox,
}: ScheduleSavedSearchAlertsOptions): Promise<{ stop(): void }> {
  const log = logger.child({ module: "saved-search-alerts" });
  await jobs.createQueue(alertMatchQueue, { policy: "stately" });
  await jobs.work(alertMatchQueue, async () => {
    const matched = await matchNewListings({ db });
    const mailed = await mailSavedSearchMatches({ db, baseUrl, kind: "instant" });
    if (mailed > 0) notifyOutbox();
    if (matched.listings > 0 || mailed > 0) log.info({ ...matched, mailed }, "saved-search alerts");
  });
  await scheduleCronJob(jobs, dailyDigestQueue, dailyDigestCron, async () => {
    await matchNewListings({ db });
    const mailed = await mailSavedSearchMatches({ db, baseUrl, kind: "daily" });
    if (mailed > 0) notifyOutbox();
    log.info({ mailed }, "saved-search daily digests written");
  });

  let isChecking = false;
  const check = async () => {
    if (isChecking) return;
    isChecking = true;
    try {
      if (await hasAlertWork(db)) await jobs.send(alertMatchQueue, null);
    } catch (error) {
      log.warn({ err: error }, "saved-search alert check failed");
    } finally {
      isChecking = false;
    }
  };
  const timer = setInterval(check, intervalSeconds * 1000);
  timer.unref();
  void check();
  return { stop: () => clearInterval(timer) };
}

/** Two index probes: a public listing not matched yet, or an instant match not mailed yet. */
export async function hasAlertWork(db: Database): Promise<boolean> {
  const result = await db.execute(sql`select exists (
      ${db
        .select({ one: sql`1` })
        .from(listings)
        .where(
          and(isNull(listings.alertsMatchedAt), eq(listings.isApproved, sql`true`), eq(listings.isActive, sql`true`)),
        )}
    ) or exists (
      ${db
        .select({ one: sql`1` })
        .from(savedSearchMatches)
        .innerJoin(savedSearches, eq(savedSearches.id, savedSearchMatches.savedSearchId))
        .where(and(isNull(savedSearchMatches.mailedAt), eq(savedSearches.frequency, "instant")))}
    ) as work`);
  return Boolean(rowsOf<{ work: boolean }>(result)[0]?.work);
}
