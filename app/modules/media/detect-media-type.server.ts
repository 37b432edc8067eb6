import { fileTypeFromBuffer } from "file-type";
import type { UploadKind } from "./media-limits.ts";

/** Enough of a file's start for every format we accept (file-type reads at most a few KB of these). */
export const detectionBytes = 64 * 1024;

export interface DetectedType {
  kind: UploadKind;
  /** The type stored and served, e.g. image/jpeg or video/mp4. */
  contentType: string;
}

/** Photo formats accepted: libvips decodes them, HEIC/HEIF through libheif (process-image.server.ts). */
const imageTypes = new Map([
  ["jpg", "image/jpeg"],
  ["png", "image/png"],
  ["webp", "image/webp"],
  ["avif", "image/avif"],
  ["heic", "image/heic"],
]);
/** The video formats of docs/product/media.md: mp4, mov, webm, avi (m4v is mp4 under another brand). */
const videoTypes = new Map([
  ["mp4", "video/mp4"],
  ["m4v", "video/mp4"],
  ["mov", "video/quicktime"],
  ["webm", "video/webm"],
  ["avi", "video/x-msvideo"],
]);

/** What the bytes are, judged by their magic numbers alone (never by a name or a declared type); null when not accepted. */
export async function detectMediaType(head: Uint8Array): Promise<DetectedType | null> {
  const found = await fileTypeFromBuffer(head);
  if (!found) return null;
  const image = imageTypes.get(found.ext);
  if (image) return { kind: "image", contentType: image };
  const video = videoTypes.get(found.ext);
  if (video) return { kind: "video", contentType: video };
  return null;
}
