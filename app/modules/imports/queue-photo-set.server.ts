// An import row's photos, named by address: one photo_fetches row each, in order, fetched by a background job each
// (fetch-import-photo.server.ts). The set replaces any set still on its way to the same listing or draft.
import { and, eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { photoFetches } from "#app/db/schema.ts";
import type { Logger } from "#app/lib/logger.server.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import type { JobSender } from "#app/modules/platform/job-queue.server.ts";
import { type ImportPhotoJob, importPhotoQueue } from "./import-jobs.ts";
import { settleInventoryImport } from "./settle-inventory-import.server.ts";

export interface QueuePhotoSetOptions {
  userId: string;
  target: { kind: "listing" | "draft"; id: string };
  row: { importId: string; rowNumber: number };
  /** In order: the first is the cover. */
  urls: readonly string[];
}

/** Writes the set in the caller's transaction; returns the fetches' ids, for their jobs once it commits. */
export async function queuePhotoSet(
  tx: Database,
  { userId, target, row, urls }: QueuePhotoSetOptions,
): Promise<string[]> {
  const ofTarget =
    target.kind === "listing" ? eq(photoFetches.listingId, target.id) : eq(photoFetches.draftId, target.id);
  const replaced = await tx
    .update(photoFetches)
    .set({ status: "failed", failure: "imports.photo.replaced" satisfies MessageId, finishedAt: new Date() })
    .where(and(ofTarget, eq(photoFetches.status, "waiting")))
    .returning({ importId: photoFetches.importId });
  // An earlier import whose last photos these were is done.
  const earlier = new Set(replaced.map(({ importId }) => importId).filter((id) => id !== null && id !== row.importId));
  for (const importId of earlier) if (importId) await settleInventoryImport(tx, importId);
  const inserted = await tx
    .insert(photoFetches)
    .values(
      urls.map((url, position) => ({
        userId,
        draftId: target.kind === "draft" ? target.id : null,
        listingId: target.kind === "listing" ? target.id : null,
        importId: row.importId,
        rowNumber: row.rowNumber,
        position,
        url,
      })),
    )
    .returning({ id: photoFetches.id });
  return inserted.map(({ id }) => id);
}

/** One job per photo; a job that could not be sent is sent again by the workers' start-up sweep. */
export async function sendPhotoJobs(jobs: JobSender, fetchIds: readonly string[], logger: Logger): Promise<void> {
  for (const fetchId of fetchIds) {
    await sendPhotoJob(jobs, fetchId).catch((error: unknown) =>
      logger.warn({ err: error, fetchId }, "could not queue a photo fetch"),
    );
  }
}

export function sendPhotoJob(jobs: JobSender, fetchId: string) {
  return jobs.send(importPhotoQueue, { fetchId } satisfies ImportPhotoJob, { singletonKey: fetchId });
}
