import type { Database } from "#app/db/client.server.ts";
import type { Logger } from "#app/lib/logger.server.ts";
import type { MediaStorage } from "#app/modules/media/media-storage.ts";
import type { JobQueue } from "#app/modules/platform/job-queue.server.ts";
import { hasPendingIntegrityChecks, runPendingIntegrityChecks } from "./run-pending-integrity-checks.server.ts";

export const integrityCheckQueue = "integrity-checks";
/** A seller sees a held listing on their dashboard within seconds of saving it; the look is one index probe. */
const lookEverySeconds = 3;

export interface ScheduleIntegrityChecksOptions {
  /** The started shared queue (server/services.ts). */
  jobs: JobQueue;
  db: Database;
  storage: MediaStorage;
  baseUrl: string;
  logger: Logger;
  /** Wakes the mail worker once a seller's mail is in the outbox. */
  notifyOutbox(): void;
}

/**
 * The integrity checks after each publish and edit (docs/product/integrity-checks.md), as the saved-search alerts
 * run: every few seconds each process asks the database, with one index probe, whether a save asked for checks, and
 * if so queues a run. The queue keeps at most one run waiting and one running across all processes (pg-boss's
 * `stately` policy), so two runs never check one listing at once. Returns the way to stop looking.
 */
export async function scheduleIntegrityChecks({
  jobs,
  db,
  storage,
  baseUrl,
  logger,
  notifyOutbox,
}: ScheduleIntegrityChecksOptions): Promise<{ stop(): void }> {
  const log = logger.child({ module: "integrity-checks" });
  await jobs.createQueue(integrityCheckQueue, { policy: "stately" });
  await jobs.work(integrityCheckQueue, async () => {
    const run = await runPendingIntegrityChecks({ db, storage, baseUrl, logger: log });
    if (run.held > 0) notifyOutbox();
    if (run.checked > 0 || run.failed > 0) log.info(run, "integrity checks");
  });

  let isLooking = false;
  const look = async () => {
    if (isLooking) return;
    isLooking = true;
    try {
      if (await hasPendingIntegrityChecks(db)) await jobs.send(integrityCheckQueue, null);
    } catch (error) {
      log.warn({ err: error }, "could not look for requested integrity checks");
    } finally {
      isLooking = false;
    }
  };
  const timer = setInterval(look, lookEverySeconds * 1000);
  timer.unref();
  void look();
  return { stop: () => clearInterval(timer) };
}
