// How the browser shrinks a photo before it is sent (docs/product/media.md, "Limits"): pure sizes and names,
// the canvas work is in downscale-photo.ts.

/** The longest side a photo is sent with; larger ones are scaled down to it. */
export const maxSentPhotoSide = 3000;

/** JPEG quality of a scaled-down photo: no visible loss, a fraction of a camera original's bytes. */
export const sentJpegQuality = 0.9;

/** The size a `width` × `height` photo is sent at, or null when it is small enough to send as it is. */
export function downscaledSize(
  width: number,
  height: number,
  maxSide: number = maxSentPhotoSide,
): { width: number; height: number } | null {
  const longSide = Math.max(width, height);
  if (!(longSide > maxSide) || width <= 0 || height <= 0) return null;
  const scale = maxSide / longSide;
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/**
 * The formats every browser decodes. HEIC (already a few MB at 12 MP) and AVIF go as picked, decoded on the
 * server: Chromium cannot decode HEIC, and its failed attempt logs a Content Security Policy error.
 */
const scalableTypes = new Set(["image/jpeg", "image/png", "image/webp"]);

export function isScalablePhoto(type: string): boolean {
  return scalableTypes.has(type);
}

/** A PNG stays PNG (screenshots, transparency); every other photo is re-encoded as JPEG. */
export function downscaledType(type: string): "image/png" | "image/jpeg" {
  return type === "image/png" ? "image/png" : "image/jpeg";
}

/** The file name with the extension of `type`: `IMG_0042.webp` → `IMG_0042.jpg`. */
export function downscaledName(name: string, type: "image/png" | "image/jpeg"): string {
  const extension = type === "image/png" ? ".png" : ".jpg";
  const dot = name.lastIndexOf(".");
  const stem = dot > 0 ? name.slice(0, dot) : name;
  if (type === "image/jpeg" && /\.jpe?g$/i.test(name)) return name;
  return `${stem || "photo"}${extension}`;
}
