/** One photo or video of a listing's gallery and viewer. */
export interface MediaItem {
  kind: "image" | "video";
  /** Stable and unique within the list (the same file may appear twice). */
  key: string;
  src: string;
  alt: string;
}

/** The listing's photos in order, then its video last (docs/product/listing-page.md, Gallery). */
export function listingMediaItems(title: string, images: readonly string[], videoUrl: string | null): MediaItem[] {
  const count = images.length + (videoUrl ? 1 : 0);
  const items: MediaItem[] = images.map((src, index) => ({
    kind: "image",
    key: `image-${index}`,
    src,
    alt: `${title}, photo ${index + 1} of ${count}`,
  }));
  if (videoUrl) items.push({ kind: "video", key: "video", src: videoUrl, alt: `${title}, video` });
  return items;
}

/** The next index in a list of `count` items, wrapping at both ends. */
export function wrapIndex(index: number, count: number): number {
  return count === 0 ? 0 : ((index % count) + count) % count;
}
