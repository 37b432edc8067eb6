// How a listing is named where it is shared (docs/product/found-and-shared.md): its canonical address, an image
// crawlers and link previews can fetch, and the excerpt of its description for the meta description and the share
// text. Browser-safe and small: the listing page's meta and Share button use it.
import { absoluteUrl } from "#app/lib/absolute-url.ts";
import { mediaVariantUrl, parseMediaImageUrl } from "#app/modules/media/media-urls.ts";

/** Meta description and share text length (docs/product/listing-page.md). */
export const descriptionExcerptLength = 160;

/** The canonical address of a listing's page: `/listing/{id}` (docs/product/listing-page.md), absolute. */
export function canonicalListingUrl(baseUrl: string, id: string): string {
  return `${trimSlash(baseUrl)}/listing/${id}`;
}

/**
 * An absolute URL of a photo that crawlers and link previews can fetch: an uploaded photo's base URL
 * (`/media/<id>`) names no file, so its 1920 px WebP (never upscaled) stands for it.
 */
export function shareableImageUrl(baseUrl: string, src: string): string {
  const id = parseMediaImageUrl(src);
  return absoluteUrl(baseUrl, id ? mediaVariantUrl(id, 1920, "webp") : src);
}

/** The first 160 characters of a description, whitespace runs (line breaks) folded to one space. */
export function descriptionExcerpt(description: string, length = descriptionExcerptLength): string {
  const folded = description.replace(/\s+/g, " ").trim();
  // No more UTF-16 units than code points allowed: nothing to cut (the common case, and a page render's).
  if (folded.length <= length) return folded;
  // Cut by code point, so that an emoji is never cut in half.
  let end = 0;
  for (let points = 0; points < length && end < folded.length; points++) {
    end += (folded.codePointAt(end) ?? 0) > 0xffff ? 2 : 1;
  }
  return folded.slice(0, end).trimEnd();
}

function trimSlash(baseUrl: string): string {
  return baseUrl.replace(/\/+$/, "");
}
