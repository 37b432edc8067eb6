import type { SharpOptions } from "sharp";
import { loadSharp } from "./limit-image-memory.server.ts";
import { hashGridSide, type PhotoPlanes, photoPlanes } from "./perceptual-hash.ts";

/** Pixels as sharp hands them over: decoded, or a stored variant's encoded bytes. */
export type PhotoPixels = { data: Buffer; raw: NonNullable<SharpOptions["raw"]> } | { bytes: Buffer };

/**
 * A photo read at the hash's grid (perceptual-hash.ts): stretched to 128×128 sRGB, its alpha dropped. From the pixels
 * an upload has already decoded (a few milliseconds), or from a stored variant's bytes (the integrity checks).
 */
export async function readPhotoPlanes(pixels: PhotoPixels): Promise<PhotoPlanes> {
  const sharp = await loadSharp();
  const image =
    "bytes" in pixels ? sharp(pixels.bytes, { failOn: "warning" }) : sharp(pixels.data, { raw: pixels.raw });
  const { data, info } = await image
    .removeAlpha()
    .toColourspace("srgb")
    .resize(hashGridSide, hashGridSide, { fit: "fill" })
    .raw({ depth: "uchar" })
    .toBuffer({ resolveWithObject: true });
  return photoPlanes(data, info.channels);
}
