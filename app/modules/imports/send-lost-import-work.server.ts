// The import's work whose job was lost — sent after its transaction committed by a process that stopped in between,
// or out of retries while its row still waits — sent again (docs/decisions/076-inventory-import.md): at the workers'
// start and every ten minutes. pg-boss keeps one job per import and per photo, so what is still queued is not doubled.
import { asc, eq, lt, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { inventoryImports, photoFetches } from "#app/db/schema.ts";
import type { JobSender } from "#app/modules/platform/job-queue.server.ts";
import { sendApplyJob } from "./apply-inventory-import.server.ts";
import { sendPhotoJob } from "./queue-photo-set.server.ts";

export interface SendLostImportWorkOptions {
  jobs: JobSender;
  db: Database;
  /** Only photos queued before this long ago (a fresh photo's own job is on its way). */
  olderThanMs: number;
  /** The most photos sent again at once, the oldest first. */
  limit?: number;
}

/** Sends the jobs of the imports being applied and of the photos waiting; how many of each. */
export async function sendLostImportWork({
  jobs,
  db,
  olderThanMs,
  limit = 5_000,
}: SendLostImportWorkOptions): Promise<{ imports: number; photos: number }> {
  const applying = await db
    .select({ id: inventoryImports.id })
    .from(inventoryImports)
    .where(eq(inventoryImports.status, "applying"));
  for (const { id } of applying) await sendApplyJob(jobs, id);

  // Each photo in its account's line again, at its place among the account's waiting photos.
  const waiting = db
    .select({
      id: photoFetches.id,
      userId: photoFetches.userId,
      createdAt: photoFetches.createdAt,
      queuedBefore:
        sql<number>`(row_number() over (partition by ${photoFetches.userId} order by ${photoFetches.createdAt}, ${photoFetches.position}, ${photoFetches.id}) - 1)::int`.as(
          "queued_before",
        ),
    })
    .from(photoFetches)
    .where(eq(photoFetches.status, "waiting"))
    .as("waiting");
  const photos = await db
    .select({ fetchId: waiting.id, userId: waiting.userId, queuedBefore: waiting.queuedBefore })
    .from(waiting)
    .where(lt(waiting.createdAt, new Date(Date.now() - olderThanMs)))
    .orderBy(asc(waiting.createdAt))
    .limit(limit);
  for (const photo of photos) await sendPhotoJob(jobs, photo);
  return { imports: applying.length, photos: photos.length };
}
