// How media are addressed: public URLs (also used by the browser) and storage keys. Pure, no I/O.
import { canonicalIdPattern, isCanonicalId } from "#app/lib/canonical-id.ts";

/** Widths of the image variants, each made no wider than the original. */
export const mediaVariantWidths = [480, 960, 1920] as const;
export type MediaVariantWidth = (typeof mediaVariantWidths)[number];
export const mediaImageFormats = ["webp", "avif"] as const;
export type MediaImageFormat = (typeof mediaImageFormats)[number];

// Ids in their one spelling (app/lib/canonical-id.ts): an upper-case id names no medium, so /media answers it 404.
const imageUrlPattern = new RegExp(`^/media/(${canonicalIdPattern})$`);
const videoUrlPattern = new RegExp(`^/media/(${canonicalIdPattern})/video$`);

export const isMediaId = (value: string): boolean => isCanonicalId(value);

/** The base URL that stands for an image everywhere (listings.images, builder photos, blog covers). */
export const mediaImageUrl = (id: string): string => `/media/${id}`;
/** The URL of a video, served with range support. */
export const mediaVideoUrl = (id: string): string => `/media/${id}/video`;
/** One variant of an image. */
export const mediaVariantUrl = (id: string, width: MediaVariantWidth, format: MediaImageFormat): string =>
  `/media/${id}/${width}.${format}`;

/** `/media/<id>` → the id; anything else → null. */
export function parseMediaImageUrl(url: string): string | null {
  return imageUrlPattern.exec(url)?.[1] ?? null;
}

/** `/media/<id>/video` → the id; anything else → null. */
export function parseMediaVideoUrl(url: string): string | null {
  return videoUrlPattern.exec(url)?.[1] ?? null;
}

/**
 * The variant that answers a request for `requested` px of an image `originalWidth` px wide. Variants
 * are made for every width below the original plus one at the original size, so a 1280 px photo has
 * 480, 960 and a "1920" that is 1280 px wide; a 700 px photo answers 1920 with its 960 (700 px).
 */
export function variantWidthFor(requested: MediaVariantWidth, originalWidth: number): MediaVariantWidth {
  const firstNotSmaller = mediaVariantWidths.find((width) => width >= originalWidth) ?? 1920;
  return requested <= firstNotSmaller ? requested : firstNotSmaller;
}

/** The variant widths stored for an image `originalWidth` px wide, with the pixel width each really has. */
export function variantPlan(originalWidth: number): { slot: MediaVariantWidth; width: number }[] {
  const slots = mediaVariantWidths.filter((slot) => variantWidthFor(slot, originalWidth) === slot);
  return slots.map((slot) => ({ slot, width: Math.min(slot, originalWidth) }));
}

/** Every file of a medium lives under this prefix; keys are made here, never from a file name. */
export const mediaKeyPrefix = (id: string): string => `media/${id}/`;
export const mediaVariantKey = (id: string, slot: MediaVariantWidth, format: MediaImageFormat): string =>
  `${mediaKeyPrefix(id)}${slot}.${format}`;
/** A video's served MP4 (H.264/AAC, faststart, no metadata), once processing has made it. */
export const mediaVideoKey = (id: string): string => `${mediaKeyPrefix(id)}video`;
/** A video as uploaded: never served, deleted once the served MP4 exists. */
export const mediaVideoOriginalKey = (id: string): string => `${mediaKeyPrefix(id)}original`;
/** A video's poster, a WebP frame of the served MP4. */
export const mediaPosterKey = (id: string): string => `${mediaKeyPrefix(id)}poster.webp`;
/** The URL of a video's poster (there once the video is ready). */
export const mediaPosterUrl = (id: string): string => `/media/${id}/poster.webp`;

/** Every key a medium may have, for deletion. */
export function mediaKeys(id: string, kind: "image" | "video"): string[] {
  if (kind === "video") return [mediaVideoOriginalKey(id), mediaVideoKey(id), mediaPosterKey(id)];
  return mediaVariantWidths.flatMap((slot) => mediaImageFormats.map((format) => mediaVariantKey(id, slot, format)));
}
