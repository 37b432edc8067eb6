// Names and payloads of the media area's background jobs (workers: media-workers.server.ts).

export const mediaAvifQueue = "media.avif";
export const mediaCleanupQueue = "media.cleanup";
/** A video's MP4 and poster (process-video.server.ts). */
export const mediaVideoQueue = "media.video";

export interface MediaAvifJob {
  mediaId: string;
}

export interface MediaVideoJob {
  mediaId: string;
}
