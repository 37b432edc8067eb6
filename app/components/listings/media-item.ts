import type { Translator } from "#app/modules/i18n/translator.ts";
import type { VideoStatus } from "#app/modules/media/video-status.ts";

/** One photo or video of a listing's gallery and viewer. */
export interface MediaItem {
  kind: "image" | "video";
  /** Stable and unique within the list (the same file may appear twice). */
  key: string;
  src: string;
  alt: string;
  /** A ready video's poster frame. */
  posterUrl?: string | null;
  /** A video still being processed: it shows 'Video processing…' and cannot be played yet. */
  isProcessing?: boolean;
}

/**
 * The listing's photos in order, then its video last (docs/product/listing-page.md, Gallery); a video whose
 * processing failed is left out, as buyers see no video then (docs/product/media.md, "Videos").
 */
export function listingMediaItems(
  title: string,
  images: readonly string[],
  video: VideoStatus | null,
  t: Translator["t"],
): MediaItem[] {
  const shownVideo = video && video.state !== "failed" ? video : null;
  const count = images.length + (shownVideo ? 1 : 0);
  const items: MediaItem[] = images.map((src, index) => ({
    kind: "image",
    key: `image-${index}`,
    src,
    alt: t("listings.gallery.photoAlt", { title, number: index + 1, count }),
  }));
  if (shownVideo) {
    items.push({
      kind: "video",
      key: "video",
      src: shownVideo.url,
      alt: t("listings.gallery.videoAlt", { title }),
      posterUrl: shownVideo.posterUrl,
      isProcessing: shownVideo.state === "processing",
    });
  }
  return items;
}

/** The next index in a list of `count` items, wrapping at both ends. */
export function wrapIndex(index: number, count: number): number {
  return count === 0 ? 0 : ((index % count) + count) % count;
}
