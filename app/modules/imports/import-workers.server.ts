// The inventory import's background work on the shared queue (docs/decisions/076-inventory-import.md): the rows of an
// applied import, one import at a time per import, and its photos, each its own job, a few at a time per process.
import { eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { inventoryImports, photoFetches } from "#app/db/schema.ts";
import type { Logger } from "#app/lib/logger.server.ts";
import type { Geocoder } from "#app/modules/geo/geocoder.ts";
import type { MediaStorage } from "#app/modules/media/media-storage.ts";
import type { JobQueue } from "#app/modules/platform/job-queue.server.ts";
import { applyImportRows } from "./apply-import-rows.server.ts";
import { sendApplyJob } from "./apply-inventory-import.server.ts";
import { fetchImportPhoto, PhotoFetchAgain } from "./fetch-import-photo.server.ts";
import { type ImportApplyJob, type ImportPhotoJob, importApplyQueue, importPhotoQueue } from "./import-jobs.ts";
import { maxPhotoFetchAttempts } from "./import-limits.ts";
import { sendPhotoJob } from "./queue-photo-set.server.ts";

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

/** Photos fetched at once per process: downloads wait on the network; decoding takes the media area's two slots. */
const photosAtOnce = 4;

/**
 * Registers the workers, then sends again the work whose job was lost (an import left applying, a photo left waiting
 * by a process that stopped): pg-boss keeps one job per import and per photo, so what is still queued is not doubled.
 */
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
  await jobs.createQueue(importApplyQueue, {
    policy: "exclusive",
    retryLimit: 2,
    retryDelay: 30,
    expireInSeconds: 3600,
  });
  await jobs.createQueue(importPhotoQueue, {
    policy: "exclusive",
    // The fetch counts its own tries (a refused address is never tried again); the queue only has to come back.
    retryLimit: maxPhotoFetchAttempts - 1,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 300,
  });
  await jobs.work<ImportApplyJob>(importApplyQueue, { pollingIntervalSeconds, batchSize: 1 }, async ([job]) => {
    if (!job) return;
    await applyImportRows({ db, jobs, geocoder, logger: log, baseUrl, notifyOutbox, importId: job.data.importId });
  });
  await jobs.work<ImportPhotoJob>(
    importPhotoQueue,
    { pollingIntervalSeconds, batchSize: 1, localConcurrency: photosAtOnce },
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

  const applying = await db
    .select({ id: inventoryImports.id })
    .from(inventoryImports)
    .where(eq(inventoryImports.status, "applying"));
  for (const { id } of applying) await sendApplyJob(jobs, id);
  const waiting = await db.select({ id: photoFetches.id }).from(photoFetches).where(eq(photoFetches.status, "waiting"));
  for (const { id } of waiting) await sendPhotoJob(jobs, id);
  if (applying.length + waiting.length > 0) {
    log.info({ imports: applying.length, photos: waiting.length }, "queued the import work left waiting");
  }
}
