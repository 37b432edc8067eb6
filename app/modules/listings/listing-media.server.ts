// A listing's photos and video: the tier's counts are checked by the form schema; this checks that
// every URL is an upload of the seller (or a photo the listing already had) and attaches them to
// `listing:<id>` in the caller's transaction, detaching what the listing no longer lists.
import type { Database } from "#app/db/client.server.ts";
import { isAppError } from "#app/lib/app-error.ts";
import { attachMedia } from "#app/modules/media/attach-media.server.ts";
import { parseMediaImageUrl, parseMediaVideoUrl } from "#app/modules/media/media-urls.ts";
import { listingFailures } from "./listing-failures.ts";
import { listingMessages } from "./listing-form-rules.ts";

export function listingMediaTarget(listingId: string): string {
  return `listing:${listingId}`;
}

export interface AttachListingMediaOptions {
  /** The transaction that writes the listing. */
  tx: Database;
  /** Whose uploads may be used: the listing's owner. */
  ownerId: string;
  listingId: string;
  images: readonly string[];
  videoUrl: string | null;
  /** The stored media when editing: URLs from before uploads existed (demo photos) may stay. */
  current?: { images: readonly string[]; videoUrl: string | null };
}

const invalid = (field: "images" | "video", message: string = listingMessages.invalidMedia) =>
  listingFailures.invalid({ [field]: message });

/** Throws AppError `invalid` (on `images` or `video`) when a URL is not one of the seller's uploads. */
export async function attachListingMedia({
  tx,
  ownerId,
  listingId,
  images,
  videoUrl,
  current,
}: AttachListingMediaOptions): Promise<void> {
  const uploadedImages: string[] = [];
  for (const url of images) {
    if (parseMediaImageUrl(url)) uploadedImages.push(url);
    else if (!current?.images.includes(url)) throw invalid("images");
  }
  let uploadedVideo: string | null = null;
  if (videoUrl) {
    if (parseMediaVideoUrl(videoUrl)) uploadedVideo = videoUrl;
    else if (videoUrl !== current?.videoUrl) throw invalid("video");
  }
  try {
    await attachMedia(tx, {
      ownerId,
      target: listingMediaTarget(listingId),
      imageUrls: uploadedImages,
      videoUrl: uploadedVideo,
    });
  } catch (error) {
    // Someone else's upload, an unknown id, a video posted as a photo: the media area's own message.
    if (isAppError(error, "invalid")) throw invalid("images", error.message);
    throw error;
  }
}
