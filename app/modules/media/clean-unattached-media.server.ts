import { readdir, rm, stat, unlink } from "node:fs/promises";
import path from "node:path";
import { and, inArray, isNull, lt, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { media } from "#app/db/schema.ts";
import type { MediaStorage } from "./media-storage.ts";
import { mediaKeys } from "./media-urls.ts";
import { videoWorkFolderPrefix } from "./process-video.server.ts";

export interface CleanUnattachedMediaOptions {
  db: Database;
  storage: MediaStorage;
  /** Media unattached since before this go (uploads never saved with a form, photos removed from one). */
  olderThan: Date;
  batchSize?: number;
}

export interface CleanUnattachedMediaResult {
  media: number;
  spoolFiles: number;
}

/** Deletes media that nothing uses any more, rows then files, and uploads a crash left half-received. */
export async function cleanUnattachedMedia({
  db,
  storage,
  olderThan,
  batchSize = 500,
}: CleanUnattachedMediaOptions): Promise<CleanUnattachedMediaResult> {
  let removed = 0;
  for (;;) {
    const stale = db
      .select({ id: media.id })
      .from(media)
      .where(and(isNull(media.attachedTo), lt(sql`coalesce(${media.detachedAt}, ${media.createdAt})`, olderThan)))
      .limit(batchSize);
    // Re-checked in the delete, so a medium attached meanwhile stays.
    const deleted = await db
      .delete(media)
      .where(
        and(
          inArray(media.id, stale),
          isNull(media.attachedTo),
          lt(sql`coalesce(${media.detachedAt}, ${media.createdAt})`, olderThan),
        ),
      )
      .returning({ id: media.id, kind: media.kind });
    await storage.delete(deleted.flatMap((row) => mediaKeys(row.id, row.kind)));
    removed += deleted.length;
    if (deleted.length < batchSize) break;
  }
  return { media: removed, spoolFiles: await cleanSpoolDir(storage.spoolDir, olderThan) };
}

async function cleanSpoolDir(folder: string, olderThan: Date): Promise<number> {
  const names = await readdir(folder).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    // Uploads arriving, and the video job's working folders (process-video.server.ts).
    const isWorkFolder = name.startsWith(videoWorkFolderPrefix);
    if (!name.endsWith(".upload") && !isWorkFolder) continue;
    const file = path.join(folder, name);
    const info = await stat(file).catch(() => null);
    if (info && info.mtime < olderThan) {
      await (isWorkFolder ? rm(file, { recursive: true, force: true }) : unlink(file)).catch(() => {});
      removed += 1;
    }
  }
  return removed;
}
