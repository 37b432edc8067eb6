import { eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { builders } from "#app/db/schema.ts";
import type { Geocoder } from "#app/modules/geo/geocoder.ts";
import { attachBuilderMedia } from "./builder-media.server.ts";
import { requireOwnBuilder } from "./builder-ownership.server.ts";
import type { BuilderProfileInput } from "./builder-profile.schema.ts";
import { builderProfileColumns } from "./create-builder-profile.server.ts";
import { geocodeBuilderLocation } from "./geocode-builder-location.server.ts";

export interface UpdateBuilderProfileOptions {
  db: Database;
  geocoder: Geocoder;
  userId: string;
  builderId: string;
  input: BuilderProfileInput;
}

/**
 * Saves the owner's changes to a profile (its content; not its expiry or status) and re-attaches its
 * media. Throws AppError `not-found`, `forbidden` (someone else's) or `invalid`.
 */
export async function updateBuilderProfile({
  db,
  geocoder,
  userId,
  builderId,
  input,
}: UpdateBuilderProfileOptions): Promise<{ id: string }> {
  const before = await requireOwnBuilder(db, builderId, userId);
  const coordinates =
    before.location === input.location && before.latitude !== null && before.longitude !== null
      ? { latitude: before.latitude, longitude: before.longitude }
      : await geocodeBuilderLocation(geocoder, input.location);
  await db.transaction(async (tx) => {
    const current = await requireOwnBuilder(tx, builderId, userId, { forUpdate: true });
    await tx.update(builders).set(builderProfileColumns(input, coordinates)).where(eq(builders.id, builderId));
    await attachBuilderMedia({
      tx,
      ownerId: userId,
      builderId,
      photos: input.photos,
      videoUrl: input.videoUrl,
      current: { imageUrls: current.imageUrls, videoUrl: current.videoUrl },
    });
  });
  return { id: builderId };
}
