// The browser-side upload checks (docs/product/media.md). The server checks everything again, by content; these only
// spare the visitor a slow upload that would be refused. Sizes: app/modules/media/media-limits.ts; the messages are
// the media catalogs' (those the server gives too are the same ids).
import type { MessageId, MessageValues } from "#app/modules/i18n/message-ids.ts";
import {
  imageByteLimits,
  imageTooLargeMessages,
  type UploadKind,
  type UploadPurpose,
  videoByteLimit,
} from "#app/modules/media/media-limits.ts";

export type { UploadKind, UploadPurpose };

const megabyte = 1024 * 1024;

/** Photos for builder profiles are under 5 MB; listing and blog photos under 15 MB. */
export function maxImageMegabytes(purpose: UploadPurpose): number {
  return imageByteLimits[purpose] / megabyte;
}

export const maxVideoMegabytes = videoByteLimit / megabyte;

/** The problem when a visitor adds more photos than allowed: the builder form's own text, else the tier limit. */
export function imageLimitProblem(purpose: UploadPurpose, maxImages: number): UploadProblem {
  return purpose === "builder"
    ? { message: "media.uploader.builderPhotoLimit", values: { max: maxImages } }
    : { message: "media.uploader.imageLimitReached" };
}

const imageExtensions = new Set(["jpg", "jpeg", "png", "webp", "heic", "heif", "avif"]);
const videoExtensions = new Set(["mp4", "mov", "webm", "avi"]);

/**
 * What the file pickers offer (the server decides by content, whatever the name or declared type says).
 * HEIC/HEIF are named as types too: desktop browsers leave them out of image/* (and give them an empty type).
 */
export const imageAccept = "image/*,image/heic,image/heif,.jpg,.jpeg,.png,.webp,.heic,.heif,.avif";
export const videoAccept = "video/mp4,video/quicktime,video/webm,video/x-msvideo,video/avi,.mp4,.mov,.webm,.avi";

function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot === -1 ? "" : name.slice(dot + 1).toLowerCase();
}

type FileLike = Pick<File, "name" | "size" | "type">;

export function isImageFile(file: FileLike): boolean {
  return file.type.startsWith("image/") || imageExtensions.has(extensionOf(file.name));
}

/** Video files are recognised by type or by the extensions mp4, mov, webm and avi. */
export function isVideoFile(file: FileLike): boolean {
  return file.type.startsWith("video/") || videoExtensions.has(extensionOf(file.name));
}

export interface UploadProblem {
  /** A message id (or the server's own words, shown as they are). */
  message: MessageId | (string & {});
  values?: MessageValues;
  /** The file it is about, when it is about one. */
  fileName?: string;
}

export interface CheckedFiles<T> {
  accepted: T[];
  problems: UploadProblem[];
}

export interface CheckImagesOptions {
  purpose: UploadPurpose;
  maxImages: number;
  /** Photos already there, uploading ones included. */
  currentCount: number;
}

/**
 * Which of the picked photos may upload: image files under the size limit, as many as fit in the remaining slots
 * (in the order picked). Each refused file gets its message; files past the limit get the limit message once.
 */
export function checkImageFiles<T extends FileLike>(files: readonly T[], options: CheckImagesOptions): CheckedFiles<T> {
  const maxBytes = imageByteLimits[options.purpose];
  const accepted: T[] = [];
  const problems: UploadProblem[] = [];
  let isOverLimit = false;
  for (const file of files) {
    if (!isImageFile(file)) {
      problems.push({ message: "media.upload.onlyImages", fileName: file.name });
    } else if (file.size >= maxBytes) {
      problems.push({ message: imageTooLargeMessages[options.purpose], fileName: file.name });
    } else if (options.currentCount + accepted.length >= options.maxImages) {
      isOverLimit = true;
    } else {
      accepted.push(file);
    }
  }
  if (isOverLimit) problems.push(imageLimitProblem(options.purpose, options.maxImages));
  return { accepted, problems };
}

export interface CheckVideoOptions {
  allowVideo: boolean;
  /** A video is already there (or uploading). */
  hasVideo: boolean;
}

/** At most one video file under 50 MB; the first acceptable one of the picked files uploads. */
export function checkVideoFiles<T extends FileLike>(files: readonly T[], options: CheckVideoOptions): CheckedFiles<T> {
  const accepted: T[] = [];
  const problems: UploadProblem[] = [];
  if (!options.allowVideo) return { accepted, problems };
  let isOverLimit = false;
  for (const file of files) {
    if (!isVideoFile(file)) {
      problems.push({ message: "media.upload.onlyVideos", fileName: file.name });
    } else if (file.size >= videoByteLimit) {
      problems.push({ message: "media.upload.videoTooLarge", fileName: file.name });
    } else if (options.hasVideo || accepted.length > 0) {
      isOverLimit = true;
    } else {
      accepted.push(file);
    }
  }
  if (isOverLimit) problems.push({ message: "media.uploader.oneVideoOnly" });
  return { accepted, problems };
}

/** The list with the item at `from` moved to `to` (both clamped to the list); a new array. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  if (from < 0 || from >= next.length) return next;
  const target = Math.max(0, Math.min(next.length - 1, to));
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(target, 0, item);
  return next;
}
