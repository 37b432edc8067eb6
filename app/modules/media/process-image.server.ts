import { readFile } from "node:fs/promises";
import type { Metadata, OutputInfo, SharpOptions } from "sharp";
import { AppError } from "#app/lib/app-error.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { readPhotoPlanes } from "./hash-photo.server.ts";
import { loadSharp } from "./limit-image-memory.server.ts";
import { maxImagePixels } from "./media-limits.ts";
import { type MediaVariantWidth, variantPlan } from "./media-urls.ts";
import { hasDetail, type PhotoHash, photoHash } from "./perceptual-hash.ts";

/** The largest width or height a WebP image can have. */
const maxWebpSide = 16_383;

/** Photos at quality 75: a 480 px card is ~20–35 KB; effort 4 is libwebp's default balance of time and size. */
export const webpOptions = { quality: 75, effort: 4 } as const;
/** AVIF is made in the background; effort 2 takes ~0.4 s for 1280 px, where 4 takes 2.5 s for ~8% fewer bytes. */
export const avifOptions = { quality: 50, effort: 2 } as const;

export interface ImageVariant {
  slot: MediaVariantWidth;
  width: number;
  height: number;
  bytes: Buffer;
}

export interface ProcessedImage {
  /** Upright size of the source. */
  width: number;
  height: number;
  variants: ImageVariant[];
  /** The perceptual hash the integrity checks compare (docs/product/integrity-checks.md); null for a plain fill. */
  hash: PhotoHash | null;
}

/**
 * Untrusted input: at most 40 MP (checked from the header before any pixel is decoded), corrupt or
 * truncated pixel data aborts (sharp's advice for untrusted input), EXIF orientation is applied.
 * Output never carries metadata (sharp keeps none unless asked), so GPS, camera and owner tags are gone.
 */
const inputOptions = {
  limitInputPixels: maxImagePixels,
  failOn: "warning",
  autoOrient: true,
} as const satisfies SharpOptions;

/** The upright size, and whether the pixels are HEVC (HEIC/HEIF), which libheif decodes rather than libvips. */
async function readHeader(input: string | Buffer): Promise<{ width: number; height: number; isHevc: boolean }> {
  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError("invalid", "media.upload.unreadableImage" satisfies MessageId);
  }
  const width = metadata.autoOrient?.width ?? metadata.width;
  const height = metadata.autoOrient?.height ?? metadata.height;
  if (!width || !height) throw new AppError("invalid", "media.upload.unreadableImage" satisfies MessageId);
  if (width * height > maxImagePixels) throw new AppError("invalid", "media.upload.tooManyPixels" satisfies MessageId);
  return { width, height, isHevc: metadata.compression === "hevc" };
}

/**
 * Decodes the photo once, scaled to the largest variant it needs (JPEG shrinks while decoding), then
 * encodes every WebP variant from that in parallel, and hashes it meanwhile. Refuses what sharp cannot read with a 400.
 */
export async function makeWebpVariants(
  input: string | Buffer,
  { effort = webpOptions.effort }: { effort?: number } = {},
): Promise<ProcessedImage> {
  const { width, height, isHevc } = await readHeader(input);
  const sharp = await loadSharp();
  const plan = variantPlan(width);
  const largest = plan.at(-1)?.width ?? width;
  // HEIC/HEIF comes from libheif as upright RGB pixels; libvips decodes every other format.
  const decoder = isHevc ? sharp(...(await decodeWithLibheif(input))) : sharp(input, inputOptions);
  let decoded: { data: Buffer; info: OutputInfo };
  try {
    decoded = await decoder
      .resize({ width: largest, withoutEnlargement: true })
      .toColourspace("srgb")
      .raw({ depth: "uchar" })
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new AppError("invalid", "media.upload.tooManyPixels" satisfies MessageId);
    }
    throw new AppError("invalid", "media.upload.unreadableImage" satisfies MessageId);
  }
  const { data, info } = decoded;
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const hashing = readPhotoPlanes({ data, raw }).then((planes) => (hasDetail(planes) ? photoHash(planes) : null));
  const encoding = Promise.all(
    plan.map(async ({ slot, width: variantWidth }) => {
      // A very tall photo (a panorama turned upright, a long screenshot) is scaled to fit WebP's 16383 px.
      const { data: bytes, info: out } = await sharp(data, { raw })
        .resize({ width: Math.min(variantWidth, raw.width), height: maxWebpSide, fit: "inside" })
        .webp({ ...webpOptions, effort })
        .toBuffer({ resolveWithObject: true });
      return { slot, width: out.width, height: out.height, bytes };
    }),
  );
  const [hash, variants] = await Promise.all([hashing, encoding]);
  return { width, height, variants, hash };
}

/** libheif is loaded only when a HEIC/HEIF photo arrives (decode-heic.server.ts). */
async function decodeWithLibheif(input: string | Buffer): Promise<[Buffer, SharpOptions]> {
  const { decodeHeic } = await import("./decode-heic.server.ts");
  const { data, width, height, channels } = await decodeHeic(Buffer.isBuffer(input) ? input : await readFile(input));
  return [data, { raw: { width, height, channels } }];
}

/** AVIF variants made from the largest stored WebP variant (the original is never kept). */
export async function makeAvifVariants(largestWebp: Buffer, sourceWidth: number): Promise<ImageVariant[]> {
  const sharp = await loadSharp();
  const plan = variantPlan(sourceWidth);
  const results: ImageVariant[] = [];
  // One after another: this runs in the background and should leave cores to requests.
  for (const { slot, width } of plan) {
    const { data: bytes, info } = await sharp(largestWebp, inputOptions)
      .resize({ width, withoutEnlargement: true })
      .avif(avifOptions)
      .toBuffer({ resolveWithObject: true });
    results.push({ slot, width: info.width, height: info.height, bytes });
  }
  return results;
}
