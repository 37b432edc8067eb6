// The builder profile's photos and video (spec §5 builder submit): at most 30 photos, each an image
// under 5 MB; at most one video, a video under 50 MB. The browser checks the same before uploading;
// this is the rule, checked against the stored media rows (their real kind and byte size), so a photo
// uploaded for a listing (up to 15 MB) or a video posted as a photo cannot slip in.
import { inArray } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { media } from "#app/db/media-schema.ts";
import { builderPackage } from "#app/modules/billing/catalogue.ts";
import { attachMedia } from "#app/modules/media/attach-media.server.ts";
import { parseMediaImageUrl, parseMediaVideoUrl } from "#app/modules/media/media-urls.ts";
import { BuilderError } from "./builder-error.ts";
import { builderTexts } from "./builder-texts.ts";

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

const invalid = (message: string, field: string) => new BuilderError("invalid", message, { field });

/**
 * Checks the posted media against the builder rules and attaches them to `builder:<id>` (detaching
 * what the profile no longer lists). Throws BuilderError `invalid` with the spec's message.
 */
export async function attachBuilderMedia({
  tx,
  ownerId,
  builderId,
  photos,
  videoUrl,
  current,
}: AttachBuilderMediaOptions): Promise<void> {
  if (photos.length > builderPackage.maxPhotos) throw invalid(builderTexts.tooManyPhotos, "photos");

  const photoIds: string[] = [];
  const uploadedPhotos: string[] = [];
  for (const url of photos) {
    const id = parseMediaImageUrl(url);
    if (id) {
      photoIds.push(id);
      uploadedPhotos.push(url);
    } else if (!current?.imageUrls.includes(url)) {
      // A video's URL, or any address that is not an uploaded photo of this profile.
      throw invalid(builderTexts.onlyImages, "photos");
    }
  }
  let videoId: string | null = null;
  let uploadedVideo: string | null = null;
  if (videoUrl) {
    videoId = parseMediaVideoUrl(videoUrl);
    if (videoId) uploadedVideo = videoUrl;
    else if (videoUrl !== current?.videoUrl) throw invalid(builderTexts.onlyVideos, "videoUrl");
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
    if (row.kind !== "image") throw invalid(builderTexts.onlyImages, "photos");
    if (row.byteSize >= builderPackage.maxPhotoBytes) throw invalid(builderTexts.photoTooLarge, "photos");
  }
  const video = videoId ? byId.get(videoId) : undefined;
  if (video && video.kind !== "video") throw invalid(builderTexts.onlyVideos, "videoUrl");
  if (video && video.byteSize >= builderPackage.maxVideoBytes) throw invalid(builderTexts.videoTooLarge, "videoUrl");

  try {
    await attachMedia(tx, {
      ownerId,
      target: builderMediaTarget(builderId),
      imageUrls: uploadedPhotos,
      videoUrl: uploadedVideo,
    });
  } catch (error) {
    // Someone else's upload, an unknown id, one attached elsewhere: the media area's own message.
    // By name, not instanceof: Node and the Vite server build may hold different copies of the class.
    if (error instanceof Error && error.name === "MediaAttachError") {
      throw new BuilderError("invalid", error.message, { cause: error, field: "photos" });
    }
    throw error;
  }
}
