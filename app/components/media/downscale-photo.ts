import { downscaledName, downscaledSize, downscaledType, isScalablePhoto, sentJpegQuality } from "./photo-downscale.ts";

/**
 * The photo as it is sent: one larger than 3,000 px on its long edge is drawn upright (the EXIF orientation
 * applied to the pixels, so the new file, which carries no EXIF, cannot be rotated twice) at 3,000 px and
 * re-encoded (docs/product/media.md, "Limits"). The original is kept when it is small enough, when it is
 * not a JPEG, PNG or WebP (HEIC is decoded on the server), when it cannot be decoded, or when the result would
 * not be smaller. Never rejects.
 */
export async function downscalePhoto(file: File): Promise<File> {
  if (!canDownscale() || !isScalablePhoto(file.type)) return file;
  let bitmap: ImageBitmap | null = null;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
    const size = downscaledSize(bitmap.width, bitmap.height);
    if (!size) return file;
    const type = downscaledType(file.type);
    const blob = await drawScaled(bitmap, size, type);
    if (!blob || blob.size >= file.size) return file;
    return new File([blob], downscaledName(file.name, type), { type, lastModified: file.lastModified });
  } catch {
    return file;
  } finally {
    bitmap?.close();
  }
}

/** Whether this browser can decode and re-encode photos (not during server rendering or in old browsers). */
export function canDownscale(): boolean {
  return typeof createImageBitmap === "function" && typeof document !== "undefined";
}

function drawScaled(
  bitmap: ImageBitmap,
  { width, height }: { width: number; height: number },
  type: string,
): Promise<Blob | null> {
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d");
  if (!context) return Promise.resolve(null);
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = "high";
  context.drawImage(bitmap, 0, 0, width, height);
  return new Promise((resolve) => canvas.toBlob(resolve, type, type === "image/jpeg" ? sentJpegQuality : undefined));
}
