// The builder profile's photos and video (docs/product/builders.md, Form): at most 30 photos, each an image
// under 5 MB; at most one video, a video under 50 MB. The browser checks the same before uploading;
// this is the rule, checked against the stored media rows (their real kind and byte size), so a photo
// uploaded for a listing (up to 15 MB) or a video posted as a photo cannot slip in.
import { inArray } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { media } from "#app/db/media-schema.ts";
import { fieldError, isAppError } from "#app/lib/app-error.ts";
import { builderPackage } from "#app/modules/billing/catalogue.ts";
import { attachMedia } from "#app/modules/media/attach-media.server.ts";
import { parseMediaImageUrl, parseMediaVideoUrl } from "#app/modules/media/media-urls.ts";
import { builderMessages } from "./builder-messages.ts";

export interface AttachBuilderMediaOptions {
  /** The transaction that writes the profile. */
  tx: Database;
  ownerId: string;
  builderId: string;
  photos: readonly string[];
  videoUrl: string | null;
  /** The profile's stored media when editing: URLs from before uploads existed (demo photos) may stay. */
  current?: { imageUrls: readonly string[]; videoUrl: string | null };
}

export function builderMediaTarget(builderId: string): string {
  return `builder:${builderId}`;
}

/**
 * Checks the posted media against the builder rules and attaches them to `builder:<id>` (detaching
 * what the profile no longer lists). Throws AppError `invalid` (on the field) with the product's message.
 */
export async function attachBuilderMedia({
  tx,
  ownerId,
  builderId,
  photos,
  videoUrl,
  current,
}: AttachBuilderMediaOptions): Promise<void> {
  if (photos.length > builderPackage.maxPhotos) throw fieldError("photos", builderMessages.tooManyPhotos);

  const photoIds: string[] = [];
  const uploadedPhotos: string[] = [];
  for (const url of photos) {
    const id = parseMediaImageUrl(url);
    if (id) {
      photoIds.push(id);
      uploadedPhotos.push(url);
    } else if (!current?.imageUrls.includes(url)) {
      // A video's URL, or any address that is not an uploaded photo of this profile.
      throw fieldError("photos", builderMessages.onlyImages);
    }
  }
  let videoId: string | null = null;
  let uploadedVideo: string | null = null;
  if (videoUrl) {
    videoId = parseMediaVideoUrl(videoUrl);
    if (videoId) uploadedVideo = videoUrl;
    else if (videoUrl !== current?.videoUrl) throw fieldError("videoUrl", builderMessages.onlyVideos);
  }

  const ids = videoId ? [...photoIds, videoId] : photoIds;
  const rows =
    ids.length > 0
      ? await tx
          .select({ id: media.id, kind: media.kind, byteSize: media.byteSize })
          .from(media)
          .where(inArray(media.id, ids))
      : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const id of photoIds) {
    const row = byId.get(id);
    if (!row) continue; // attachMedia answers unknown media
    if (row.kind !== "image") throw fieldError("photos", builderMessages.onlyImages);
    if (row.byteSize >= builderPackage.maxPhotoBytes) throw fieldError("photos", builderMessages.photoTooLarge);
  }
  const video = videoId ? byId.get(videoId) : undefined;
  if (video && video.kind !== "video") throw fieldError("videoUrl", builderMessages.onlyVideos);
  if (video && video.byteSize >= builderPackage.maxVideoBytes)
    throw fieldError("videoUrl", builderMessages.videoTooLarge);

  try {
    await attachMedia(tx, {
      ownerId,
      target: builderMediaTarget(builderId),
      imageUrls: uploadedPhotos,
      videoUrl: uploadedVideo,
    });
  } catch (error) {
    // Someone else's upload, an unknown id, one attached elsewhere: the media area's own message.
    if (isAppError(error, "invalid")) throw fieldError("photos", error.message);
    throw error;
  }
}
