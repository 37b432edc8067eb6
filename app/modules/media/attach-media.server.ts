import { and, eq, inArray, isNull, notInArray, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { demoMediaTarget, media } from "#app/db/schema.ts";
import { AppError } from "#app/lib/app-error.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { parseMediaImageUrl, parseMediaVideoUrl } from "./media-urls.ts";

/** A photo or video that cannot be attached (AppError `invalid`); the message (an id) is meant for the user. */
const notAttachable = (message: MessageId) => new AppError("invalid", message);

/** The database or a transaction on it (call this inside the transaction that saves the owner). */
export type MediaDatabase = Pick<Database, "select" | "update">;

export interface AttachMediaOptions {
  ownerId: string;
  /** What the media belong to: 'listing:<uuid>', 'builder:<uuid>', 'blog:<uuid>'. */
  target: string;
  /** `/media/<id>` strings, in order. */
  imageUrls: string[];
  /** `/media/<id>/video`, or null. */
  videoUrl: string | null;
}

/**
 * Checks that every URL is an uploaded medium of the right kind, owned by `ownerId` (the shared demo
 * photos are usable by anyone) and either unattached or already attached to `target`; attaches them to
 * `target` and detaches what `target` held before but no longer lists (the daily clean-up deletes those a
 * day later). Throws AppError `invalid` otherwise, changing nothing. Count limits are the caller's.
 */
export async function attachMedia(
  tx: MediaDatabase,
  { ownerId, target, imageUrls, videoUrl }: AttachMediaOptions,
): Promise<void> {
  if (!target || target === demoMediaTarget) throw new Error(`Not a media target: ${JSON.stringify(target)}`);
  const wanted: { id: string; kind: "image" | "video" }[] = [];
  for (const url of imageUrls) {
    const id = parseMediaImageUrl(url);
    if (!id) throw notAttachable("media.attach.notUploaded");
    wanted.push({ id, kind: "image" });
  }
  if (videoUrl !== null) {
    const id = parseMediaVideoUrl(videoUrl);
    if (!id) throw notAttachable("media.attach.notUploaded");
    wanted.push({ id, kind: "video" });
  }
  const ids = wanted.map((item) => item.id);
  if (new Set(ids).size !== ids.length) throw notAttachable("media.attach.duplicate");

  if (ids.length > 0) {
    // Locked, so a clean-up or another save cannot change them between the check and the update.
    const rows = await tx
      .select({ id: media.id, ownerId: media.ownerId, kind: media.kind, attachedTo: media.attachedTo })
      .from(media)
      .where(inArray(media.id, ids))
      .for("update");
    const byId = new Map(rows.map((row) => [row.id, row]));
    for (const item of wanted) {
      const row = byId.get(item.id);
      if (!row || row.kind !== item.kind) throw notAttachable("media.attach.notFound");
      if (row.attachedTo === demoMediaTarget) continue;
      if (row.ownerId !== ownerId) throw notAttachable("media.attach.notYours");
      if (row.attachedTo !== null && row.attachedTo !== target) {
        throw notAttachable("media.attach.usedElsewhere");
      }
    }
    await tx
      .update(media)
      .set({ attachedTo: target, detachedAt: null })
      .where(and(inArray(media.id, ids), isNull(media.attachedTo)));
  }

  await tx
    .update(media)
    .set({ attachedTo: null, detachedAt: sql`now()` })
    .where(and(eq(media.attachedTo, target), ids.length > 0 ? notInArray(media.id, ids) : undefined));
}

// Deleting goes with attaching for callers that save and delete owners (listings, profiles, posts).
export { deleteMediaOf } from "./delete-media.server.ts";
