// Apart from the upload limits (media-limits.ts): a listing's gallery shows these, and never uploads.

/** What a video shows while, or after, the background job works on it. */
export const videoTexts = {
  processing: "Video processing…",
  failed: "This video could not be processed. Remove it and upload another one.",
} as const;
