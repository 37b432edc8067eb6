import { MediaCloseIcon, MediaVideoIcon } from "#app/components/listings/media-icons.tsx";
import { videoTexts } from "#app/modules/media/video-texts.ts";
import { MediaProgressBar } from "./media-progress-bar.tsx";
import type { MediaEntry } from "./media-uploader-state.ts";
import { type PolledVideoStatus, useVideoStatus } from "./use-video-status.ts";

/** Said once a video the seller waited for can be played. */
export const videoReadyText = "Video ready.";

/**
 * The video: its upload progress, then 'Video processing…' while the server makes the MP4 and poster, then the
 * video with its poster (or why it could not be processed), and a button to remove it (docs/product/media.md,
 * "The uploader"). The state change is announced politely.
 */
export function MediaVideoTile({ video, onRemove }: { video: MediaEntry; onRemove(): void }) {
  const isUploaded = video.status === "done" && video.url !== null;
  const processing = useVideoStatus(isUploaded ? video.url : null, video.videoState);
  return (
    <div className="mt-3 flex flex-col gap-3 rounded-xl border border-sand-200 bg-white p-3 shadow-sm sm:flex-row sm:items-center">
      <div className="relative aspect-video w-full overflow-hidden rounded-md bg-ink sm:w-64">
        {isUploaded && video.url && processing.state === "ready" ? (
          // biome-ignore lint/a11y/useMediaCaption: a preview of the seller's own upload
          <video
            src={video.url}
            poster={processing.posterUrl ?? undefined}
            controls
            preload="none"
            playsInline
            aria-label="Uploaded video"
            className="h-full w-full object-contain"
          />
        ) : (
          <div className="flex h-full flex-col items-center justify-center gap-2 text-white/90">
            <MediaVideoIcon className={`h-10 w-10 ${processing.state === "processing" ? "animate-pulse" : ""}`} />
          </div>
        )}
      </div>
      <div className="min-w-0 flex-1 space-y-2">
        {video.status !== "done" ? (
          <MediaProgressBar
            entry={video}
            label={`Uploading ${video.fileName ?? "video"}`}
            caption={video.fileName ?? "Video"}
          />
        ) : (
          <p className="truncate text-sm font-medium text-ink" title={video.fileName ?? undefined}>
            {video.fileName ?? "Your video"}
          </p>
        )}
        <VideoStateNote state={isUploaded ? processing.state : null} />
        <button
          type="button"
          onClick={onRemove}
          className="inline-flex min-h-11 items-center gap-2 rounded-md border border-sand-300 bg-white px-4 text-sm font-semibold text-ink transition-colors hover:bg-sand-100 active:bg-sand-200"
        >
          <MediaCloseIcon className="h-4 w-4" />
          Remove video
        </button>
      </div>
    </div>
  );
}

/** The polite live region: there from the start, so that each change of its text is read. */
function VideoStateNote({ state }: { state: PolledVideoStatus["state"] }) {
  const text =
    state === "processing"
      ? videoTexts.processing
      : state === "failed"
        ? videoTexts.failed
        : state === "ready"
          ? videoReadyText
          : "";
  const tone = state === "failed" ? "font-medium text-red-900" : state === "ready" ? "sr-only" : "text-ink-muted";
  return (
    <p aria-live="polite" className={`text-sm ${tone}`}>
      {text}
    </p>
  );
}
