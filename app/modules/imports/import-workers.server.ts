// The inventory import's background work on the shared queue (docs/decisions/076-inventory-import.md): the rows of an
// applied import, one run at a time per import, and its photos, each its own job, fairly between accounts; every ten
// minutes the work whose job was lost is sent again, and daily what the import no longer needs is deleted.
import type { Queue, WorkOptions } from "pg-boss";
import type { Database } from "#app/db/client.server.ts";
import type { Logger } from "#app/lib/logger.server.ts";
import type { Geocoder } from "#app/modules/geo/geocoder.ts";
import type { MediaStorage } from "#app/modules/media/media-storage.ts";
import { type JobQueue, scheduleCronJob } from "#app/modules/platform/job-queue.server.ts";
import { applyImportRows } from "./apply-import-rows.server.ts";
import { cleanInventoryImports } from "./clean-inventory-imports.server.ts";
import { fetchImportPhoto, PhotoFetchAgain } from "./fetch-import-photo.server.ts";
import {
  type ImportApplyJob,
  type ImportPhotoJob,
  importApplyQueue,
  importCleanupQueue,
  importPhotoQueue,
  importSweepQueue,
} from "./import-jobs.ts";
import { maxPhotoFetchAttempts, photosAtOncePerAccount } from "./import-limits.ts";
import { sendLostImportWork } from "./send-lost-import-work.server.ts";

export interface StartImportWorkersOptions {
  jobs: JobQueue;
  db: Database;
  storage: MediaStorage;
  geocoder: Geocoder;
  logger: Logger;
  baseUrl: string;
  notifyOutbox: () => void;
  /** OUTBOUND_ALLOWED_HOSTS. */
  allowedHosts: readonly string[];
  pollingIntervalSeconds?: number;
}

/** Every ten minutes: a lost job waits at most that long (one still queued is not doubled). */
export const importSweepCron = "*/10 * * * *";
/** Daily, early in the UTC morning, at a minute when nothing else of ours runs. */
export const importCleanupCron = "29 3 * * *";
/** A photo queued this recently has its own job on its way. */
const sweepPhotosOlderThanMs = 10 * 60 * 1000;

/**
 * The apply job beats every 15 seconds while it runs: one whose process stopped is failed by pg-boss's supervisor
 * half a minute after its last beat (plus the supervisor's round) and tried again, not after its hour. The hour stays
 * the cap of a run that still beats (1,000 rows, each edit placing its location).
 */
export const importApplyQueueOptions = {
  policy: "exclusive",
  retryLimit: 2,
  retryDelay: 30,
  expireInSeconds: 3600,
  heartbeatSeconds: 30,
} satisfies Omit<Queue, "name">;

/** The fetch counts its own tries (a refused address is never tried again); the queue only has to come back. */
export const importPhotoQueueOptions = {
  policy: "exclusive",
  retryLimit: maxPhotoFetchAttempts - 1,
  retryDelay: 30,
  retryBackoff: true,
  expireInSeconds: 300,
} satisfies Omit<Queue, "name">;

/**
 * Four photos at a time per process (downloads wait on the network; decoding takes the media area's two slots), and
 * at most two of one account's across processes (counted in the shared database): with each account's line
 * (queue-photo-set.server.ts), a seller's backlog or hanging addresses delay another's next photo by one fetch.
 */
export const importPhotoWorkOptions = {
  batchSize: 1,
  localConcurrency: 4,
  groupConcurrency: photosAtOncePerAccount,
} satisfies WorkOptions;

/** Registers the workers and the schedules, then sends again the work whose job was lost. */
export async function startImportWorkers({
  jobs,
  db,
  storage,
  geocoder,
  logger,
  baseUrl,
  notifyOutbox,
  allowedHosts,
  pollingIntervalSeconds = 2,
}: StartImportWorkersOptions): Promise<void> {
  const log = logger.child({ module: "imports" });
  await jobs.createQueue(importApplyQueue, importApplyQueueOptions);
  await jobs.createQueue(importPhotoQueue, importPhotoQueueOptions);
  await jobs.work<ImportApplyJob>(importApplyQueue, { pollingIntervalSeconds, batchSize: 1 }, async ([job]) => {
    if (!job) return;
    await applyImportRows({ db, jobs, geocoder, logger: log, baseUrl, notifyOutbox, importId: job.data.importId });
  });
  await jobs.work<ImportPhotoJob>(
    importPhotoQueue,
    { pollingIntervalSeconds, ...importPhotoWorkOptions },
    async ([job]) => {
      if (!job) return;
      try {
        const outcome = await fetchImportPhoto({
          db,
          storage,
          jobs,
          geocoder,
          logger: log,
          baseUrl,
          notifyOutbox,
          allowedHosts,
          fetchId: job.data.fetchId,
        });
        log.debug({ fetchId: job.data.fetchId, outcome }, "import photo");
      } catch (error) {
        if (error instanceof PhotoFetchAgain)
          log.info({ fetchId: job.data.fetchId, reason: error.message }, "import photo: again later");
        throw error;
      }
    },
  );
  await scheduleCronJob(jobs, importSweepQueue, importSweepCron, async () => {
    const sent = await sendLostImportWork({ jobs, db, olderThanMs: sweepPhotosOlderThanMs });
    log.debug(sent, "import work sent again");
  });
  await scheduleCronJob(jobs, importCleanupQueue, importCleanupCron, async () => {
    log.info(await cleanInventoryImports(db), "import clean-up");
  });

  const sent = await sendLostImportWork({ jobs, db, olderThanMs: 0 });
  if (sent.imports + sent.photos > 0) log.info(sent, "queued the import work left waiting");
}
