import { and, eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { builders } from "#app/db/schema.ts";
import { AppError } from "#app/lib/app-error.ts";
import { deleteMediaOf } from "#app/modules/media/attach-media.server.ts";
import type { MediaStorage } from "#app/modules/media/media-storage.ts";
import { isBuilderId } from "./builder-id.ts";
import { builderMediaTarget } from "./builder-media.server.ts";
import { builderMessages } from "./builder-messages.ts";

export interface DeleteBuilderProfileOptions {
  db: Database;
  /** Where the media files are stored (services.storage). */
  storage: MediaStorage;
  builderId: string;
  /** Who asks: only the owner may delete a profile (docs/product/builders.md, Delete). */
  userId: string;
}

/** Deletes the owner's profile and then its photos and video. Throws AppError `not-found` or `forbidden`. */
export async function deleteBuilderProfile({
  db,
  storage,
  builderId,
  userId,
}: DeleteBuilderProfileOptions): Promise<void> {
  if (!isBuilderId(builderId)) throw new AppError("not-found", builderMessages.notFound);
  const [deleted] = await db
    .delete(builders)
    .where(and(eq(builders.id, builderId), eq(builders.userId, userId)))
    .returning({ id: builders.id });
  if (!deleted) {
    const [exists] = await db.select({ id: builders.id }).from(builders).where(eq(builders.id, builderId));
    throw exists
      ? new AppError("forbidden", builderMessages.noPermission)
      : new AppError("not-found", builderMessages.notFound);
  }
  await deleteMediaOf(db, storage, builderMediaTarget(builderId));
}
