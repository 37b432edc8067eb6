import { canDownscale, downscalePhoto } from "./downscale-photo.ts";
import type { MediaEntry, UploaderAction } from "./media-uploader-state.ts";
import { type UploadHandle, uploadFile } from "./upload-file.ts";
import type { UploadKind, UploadPurpose } from "./upload-rules.ts";

/** A picked file on its way to the server: its preview while it uploads and, once started, its request. */
export interface UploadJob {
  file: File;
  kind: UploadKind;
  previewUrl: string | null;
  /** Set once the job has started (a photo may first be scaled down, before its request exists). */
  isStarted?: boolean;
  handle: UploadHandle | null;
}

/** The uploader's files still to upload or uploading, by entry key. */
export type UploadJobs = Map<string, UploadJob>;

type Dispatch = (action: UploaderAction) => void;

/** At most this many photos upload at once; the rest wait their turn (and show it). */
export const parallelUploads = 2;

/** Starts the queued uploads that may run now: photos a few at a time, the video at once. */
export function startQueuedUploads(
  { photos, video }: { photos: readonly MediaEntry[]; video: MediaEntry | null },
  jobs: UploadJobs,
  purpose: UploadPurpose,
  dispatch: Dispatch,
) {
  let free = parallelUploads - photos.filter((p) => p.status === "uploading" || p.status === "processing").length;
  const queued = [...(video?.status === "queued" ? [video] : []), ...photos.filter((p) => p.status === "queued")];
  for (const entry of queued) {
    const job = jobs.get(entry.key);
    if (!job || job.isStarted) continue;
    if (job.kind === "image") {
      if (free <= 0) break;
      free -= 1;
    }
    startUpload(entry.key, job, jobs, purpose, dispatch);
  }
}

function startUpload(key: string, job: UploadJob, jobs: UploadJobs, purpose: UploadPurpose, dispatch: Dispatch) {
  job.isStarted = true;
  dispatch({ type: "started", key });
  // A photo is scaled down first when the browser can; the video (and a browser that cannot) goes as picked.
  if (job.kind === "image" && canDownscale()) {
    void downscalePhoto(job.file).then((file) => {
      if (jobs.get(key) === job) send(key, job, file, jobs, purpose, dispatch);
    });
  } else {
    send(key, job, job.file, jobs, purpose, dispatch);
  }
}

function send(key: string, job: UploadJob, file: File, jobs: UploadJobs, purpose: UploadPurpose, dispatch: Dispatch) {
  job.handle = uploadFile(file, {
    kind: job.kind,
    purpose,
    onProgress: ({ percent, isProcessing }) => dispatch({ type: "progress", key, percent, isProcessing }),
  });
  job.handle.result.then((result) => {
    if (jobs.get(key) !== job) return;
    if (result.ok) {
      dispatch({ type: "uploaded", key, url: result.media.url });
    } else {
      if (result.isAborted) return;
      const fallback = job.kind === "image" ? "media.uploader.photoUploadFailed" : "media.uploader.videoUploadFailed";
      dispatch({ type: "failed", key, message: result.message ?? fallback });
    }
    if (job.previewUrl) URL.revokeObjectURL(job.previewUrl);
    job.previewUrl = null;
    jobs.delete(key);
  });
}

/** Stops the job's upload if it runs, frees its preview and forgets it. */
export function discardJob(jobs: UploadJobs, key: string) {
  const job = jobs.get(key);
  if (!job) return;
  job.handle?.abort();
  if (job.previewUrl) URL.revokeObjectURL(job.previewUrl);
  jobs.delete(key);
}
