// What each upload may be: kinds, purposes and sizes. Shared by the upload endpoint and the upload UI; the messages
// the user sees are this area's catalogs' ("media.upload.*").
import type { MessageId } from "#app/modules/i18n/message-ids.ts";

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
/**
 * A listing's PDF: an inspection report, a build's papers (docs/product/listing-documents.md); the table holds no
 * larger (listing_documents.byte_size, maxListingDocumentBytes), and a test keeps the two the same.
 */
export const documentByteLimit = 20 * megabyte;
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

/** The message refusing a photo at or over its purpose's limit (the number is in the words: replies carry ids). */
export const imageTooLargeMessages: Readonly<Record<UploadPurpose, MessageId>> = {
  listing: "media.upload.listingImageTooLarge",
  builder: "media.upload.builderImageTooLarge",
  blog: "media.upload.blogImageTooLarge",
};

export function byteLimitFor(kind: UploadKind, purpose: UploadPurpose): number {
  return kind === "video" ? videoByteLimit : imageByteLimits[purpose];
}

export function tooLargeMessage(kind: UploadKind, purpose: UploadPurpose): MessageId {
  return kind === "video" ? "media.upload.videoTooLarge" : imageTooLargeMessages[purpose];
}
