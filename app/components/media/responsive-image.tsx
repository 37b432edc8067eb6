import { type MediaVariantWidth, mediaImageId, mediaSrcSet, mediaVariantUrl, mediaVariantWidths } from "./media-url.ts";

export interface ResponsiveImageProps {
  /** An uploaded image's base URL `/media/<id>` (served as AVIF/WebP in three widths), or any other image URL. */
  src: string;
  alt: string;
  /** How wide the image is shown, as a `sizes` attribute: "(min-width: 1024px) 33vw, 100vw". */
  sizes: string;
  /** Intrinsic width and height (or just their ratio): the browser reserves the space before the image loads. */
  width: number;
  height: number;
  /** Defaults to "lazy"; `priority` makes it "eager". */
  loading?: "lazy" | "eager";
  /** The page's main image (above the fold, likely the largest paint): loads eagerly with high fetch priority. */
  priority?: boolean;
  className?: string;
  /** Only these variant widths (default 480, 960, 1920): small slots leave out the big files. */
  widths?: readonly MediaVariantWidth[];
  draggable?: boolean;
}

/**
 * An image in the size that fits its slot. For an uploaded image (`/media/<id>`) a <picture> offers the AVIF
 * and the WebP variants with `srcset`/`sizes` and falls back to the 960 px WebP; any other URL is a plain <img>.
 * Width and height are always set, so nothing shifts while it loads.
 *
 * A priority image (the likely largest paint) offers the WebP variants only: the AVIF ones are made in the
 * background, and until then their address answers with a redirect to the WebP, a round trip the page's
 * main image should never wait for (ADR 024).
 */
export function ResponsiveImage({
  src,
  alt,
  sizes,
  width,
  height,
  loading,
  priority = false,
  className,
  widths = mediaVariantWidths,
  draggable,
}: ResponsiveImageProps) {
  const img = (imgSrc: string, srcSet?: string) => (
    <img
      src={imgSrc}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? "eager" : (loading ?? "lazy")}
      fetchPriority={priority ? "high" : undefined}
      decoding={priority ? undefined : "async"}
      draggable={draggable}
      className={className}
    />
  );
  if (!mediaImageId(src)) return img(src);
  const candidates = widths.length > 0 ? [...widths].sort((a, b) => a - b) : [...mediaVariantWidths];
  const fallbackWidth = candidates.filter((candidate) => candidate <= 960).at(-1) ?? candidates[0] ?? 960;
  if (priority) return img(mediaVariantUrl(src, fallbackWidth, "webp"), mediaSrcSet(src, candidates, "webp"));
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={mediaSrcSet(src, candidates, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={mediaSrcSet(src, candidates, "webp")} sizes={sizes} />
      {img(mediaVariantUrl(src, fallbackWidth, "webp"))}
    </picture>
  );
}
