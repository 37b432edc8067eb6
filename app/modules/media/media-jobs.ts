// Names and payloads of the media area's background jobs (workers: media-workers.server.ts).

export const mediaAvifQueue = "media.avif";
export const mediaCleanupQueue = "media.cleanup";

export interface MediaAvifJob {
  mediaId: string;
}
