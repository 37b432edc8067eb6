import { eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { demoMediaTarget, media } from "#app/db/schema.ts";
import type { MediaStorage } from "./media-storage.ts";
import { mediaKeys } from "./media-urls.ts";

/**
 * Deletes the media attached to `target` ('listing:<uuid>', …): their rows, then their files. Call it
 * when the listing, profile or post is deleted, after (or in the transaction just before) that commits:
 * files cannot come back if a transaction rolls back. Returns how many media went.
 */
export async function deleteMediaOf(
  db: Pick<Database, "delete">,
  storage: MediaStorage,
  target: string,
): Promise<number> {
  if (!target || target === demoMediaTarget) throw new Error(`Not a media target: ${JSON.stringify(target)}`);
  const deleted = await db
    .delete(media)
    .where(eq(media.attachedTo, target))
    .returning({ id: media.id, kind: media.kind });
  await storage.delete(deleted.flatMap((row) => mediaKeys(row.id, row.kind)));
  return deleted.length;
}
