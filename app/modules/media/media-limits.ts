// What each upload may be: kinds, purposes, sizes and the messages the user sees. Shared by the
// upload endpoint and the upload UI.

export const uploadKinds = ["image", "video"] as const;
export type UploadKind = (typeof uploadKinds)[number];
export const uploadPurposes = ["listing", "builder", "blog"] as const;
export type UploadPurpose = (typeof uploadPurposes)[number];

const megabyte = 1024 * 1024;

/** Builder photos are under 5 MB; listing and blog photos may be larger camera originals (docs/product/media.md). */
export const imageByteLimits: Record<UploadPurpose, number> = {
  listing: 15 * megabyte,
  builder: 5 * megabyte,
  blog: 15 * megabyte,
};
export const videoByteLimit = 50 * megabyte;
/** Decoding more than this many pixels is refused (a 40 MP photo is already larger than most cameras make). */
export const maxImagePixels = 40_000_000;
/** The longest video accepted: a walk-around, not a film (docs/product/media.md, "Videos"). */
export const maxVideoSeconds = 180;
/** The widest or tallest video frame accepted (8K); larger is refused before any frame is decoded. */
export const maxVideoSide = 8192;
/** A phone's slow motion (1080p at 240 fps); more frames a second only cost decoding (docs/product/media.md). */
export const maxVideoFramesPerSecond = 240;
/**
 * Pixels decoded in all (width × height × frames, i.e. pixels × frames per second × seconds): a minute of
 * 4K at 60 fps, or 3 minutes of 1080p at 60 fps, fit; the transcode's cost grows with it (video-budget.ts).
 */
export const maxVideoDecodedPixels = 32_000_000_000;
/** Videos of one account waiting for (or in) processing: a listing's and a profile's, and one more. */
export const maxProcessingVideosPerAccount = 3;

export const uploadTexts = {
  onlyImages: "Only image files are allowed.",
  onlyVideos: "Only video files are allowed.",
  imageTooLarge: (purpose: UploadPurpose) => `Image must be under ${imageByteLimits[purpose] / megabyte}MB.`,
  videoTooLarge: "Video must be under 50MB.",
  emptyFile: "The file is empty.",
  badFileName: "Invalid file name.",
  tooManyPixels: "Image dimensions are too large (at most 40 megapixels).",
  unreadableImage: "This image could not be read. Please upload a JPEG, PNG, WebP, AVIF or HEIC photo.",
  unreadableVideo: "This video could not be read. Please upload an MP4, MOV, WebM or AVI video.",
  videoTooLong: "Video must be 3 minutes or shorter.",
  videoTooManyPixels: "Video dimensions are too large (at most 8192 pixels on a side).",
  videoFrameRateTooHigh: "Video frame rate is too high (at most 240 frames per second).",
  videoTooCostly:
    "This video has too many pixels for its length (at most a minute of 4K, or 3 minutes of 1080p, at 60 frames per second). Please upload a shorter or smaller video.",
  tooManyProcessingVideos: "You have 3 videos still processing. Please wait until one is ready, then try again.",
  videoUnavailable: "Video uploads are not available right now. Please try again later.",
  noVideoForPurpose: "Videos cannot be uploaded here.",
  badRequest: "Send one file in the form field 'file' (multipart/form-data).",
  badQuery: "Choose kind=image or kind=video and purpose=listing, builder or blog.",
  signInRequired: "Please sign in to upload files.",
  adminOnly: "Access denied. This page is for administrators only.",
  rateLimited: "You have uploaded too many files. Please try again later.",
  tooManyPending: "You have too many uploads waiting to be saved. Save your form or remove some files, then try again.",
  failed: "The upload failed. Please try again.",
  notFound: "This upload was not found.",
} as const;

export function byteLimitFor(kind: UploadKind, purpose: UploadPurpose): number {
  return kind === "video" ? videoByteLimit : imageByteLimits[purpose];
}

export function tooLargeMessage(kind: UploadKind, purpose: UploadPurpose): string {
  return kind === "video" ? uploadTexts.videoTooLarge : uploadTexts.imageTooLarge(purpose);
}
