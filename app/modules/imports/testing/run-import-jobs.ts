// Runs the jobs the import's code under test handed to the queue, as its workers would (import-workers.server.ts),
// until none is left: the tests' services record jobs instead of running them.
import type { AppServices } from "#app/lib/context.server.ts";
import type { SentJob } from "#app/test/services.ts";
import { applyImportRows } from "../apply-import-rows.server.ts";
import { fetchImportPhoto } from "../fetch-import-photo.server.ts";
import { type ImportApplyJob, type ImportPhotoJob, importApplyQueue, importPhotoQueue } from "../import-jobs.ts";

export async function runImportJobs(services: AppServices, sentJobs: SentJob[]): Promise<void> {
  const { db, jobs, geocoder, logger, storage, env, notifyOutbox } = services;
  for (let job = sentJobs.shift(); job; job = sentJobs.shift()) {
    if (job.name === importApplyQueue) {
      const { importId } = job.data as ImportApplyJob;
      await applyImportRows({ db, jobs, geocoder, logger, baseUrl: env.BASE_URL, notifyOutbox, importId });
    } else if (job.name === importPhotoQueue) {
      const { fetchId } = job.data as ImportPhotoJob;
      await fetchImportPhoto({
        db,
        storage,
        jobs,
        geocoder,
        logger,
        baseUrl: env.BASE_URL,
        notifyOutbox,
        allowedHosts: env.OUTBOUND_ALLOWED_HOSTS,
        fetchId,
      });
    }
  }
}
