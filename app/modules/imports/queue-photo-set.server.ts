// An import row's photos, named by address: one photo_fetches row each, in order, fetched by a background job each
// (fetch-import-photo.server.ts). The set replaces any set still on its way to the same listing or draft. The jobs
// are fair between accounts: each account's photos wait in a line of their own (import-workers.server.ts).
import { and, count, eq } from "drizzle-orm";
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

/** A photo to fetch, as its job is sent. */
export interface QueuedPhoto {
  fetchId: string;
  userId: string;
  /** The account's photos waiting before it: its place in the account's line. */
  queuedBefore: number;
}

/** Writes the set in the caller's transaction; returns its photos, for their jobs once it commits. */
export async function queuePhotoSet(
  tx: Database,
  { userId, target, row, urls }: QueuePhotoSetOptions,
): Promise<QueuedPhoto[]> {
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
  const [waiting] = await tx
    .select({ photos: count() })
    .from(photoFetches)
    .where(and(eq(photoFetches.userId, userId), eq(photoFetches.status, "waiting")));
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
    .returning({ id: photoFetches.id, position: photoFetches.position });
  const before = waiting?.photos ?? 0;
  return inserted.map(({ id, position }) => ({ fetchId: id, userId, queuedBefore: before + position }));
}

/** One job per photo; a job that could not be sent is sent again by the workers' sweep. */
export async function sendPhotoJobs(jobs: JobSender, photos: readonly QueuedPhoto[], logger: Logger): Promise<void> {
  for (const photo of photos) {
    await sendPhotoJob(jobs, photo).catch((error: unknown) =>
      logger.warn({ err: error, fetchId: photo.fetchId }, "could not queue a photo fetch"),
    );
  }
}

/**
 * Queues a photo in its account's line: pg-boss takes jobs by priority, then age, and an account's n-th waiting photo
 * gets priority −n, so every account's next photo goes before any account's photo behind it (round-robin by place in
 * line); the account's group lets the workers hold at most two of its photos at once.
 */
export function sendPhotoJob(jobs: JobSender, { fetchId, userId, queuedBefore }: QueuedPhoto) {
  return jobs.send(importPhotoQueue, { fetchId } satisfies ImportPhotoJob, {
    singletonKey: fetchId,
    priority: -queuedBefore,
    group: { id: userId },
  });
}
