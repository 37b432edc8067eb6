// Image and video references of the media contract, as the browser uses them. The URL shapes themselves are
// defined once, in app/modules/media/media-urls.ts (shared with the server).
import {
  type MediaImageFormat,
  type MediaVariantWidth,
  mediaVariantWidths,
  parseMediaImageUrl,
  parseMediaVideoUrl,
} from "#app/modules/media/media-urls.ts";

export type { MediaImageFormat, MediaVariantWidth };
export { mediaVariantWidths };

/** The id in an image base URL `/media/<id>`, or null for any other URL. */
export function mediaImageId(src: string): string | null {
  return parseMediaImageUrl(src);
}

/** True for a video URL `/media/<id>/video`. */
export function isMediaVideoUrl(src: string): boolean {
  return parseMediaVideoUrl(src) !== null;
}

/** One variant of an image base URL: `/media/<id>/960.webp`. */
export function mediaVariantUrl(baseUrl: string, width: MediaVariantWidth, format: MediaImageFormat): string {
  return `${baseUrl}/${width}.${format}`;
}

/** A `srcset` listing the given widths of one format. */
export function mediaSrcSet(baseUrl: string, widths: readonly MediaVariantWidth[], format: MediaImageFormat): string {
  return widths.map((width) => `${mediaVariantUrl(baseUrl, width, format)} ${width}w`).join(", ");
}
