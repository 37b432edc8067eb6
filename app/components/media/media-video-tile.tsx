import { MediaCloseIcon, MediaVideoIcon } from "#app/components/listings/media-icons.tsx";
import { MediaProgressBar } from "./media-progress-bar.tsx";
import type { MediaEntry } from "./media-uploader-state.ts";

/** The video: playable once uploaded, its progress meanwhile, and a button to remove it. */
export function MediaVideoTile({ video, onRemove }: { video: MediaEntry; onRemove(): void }) {
  return (
    <div className="mt-3 flex flex-col gap-3 rounded-xl border border-sand-200 bg-white p-3 shadow-sm sm:flex-row sm:items-center">
      <div className="relative aspect-video w-full overflow-hidden rounded-md bg-ink sm:w-64">
        {video.status === "done" && video.url ? (
          // biome-ignore lint/a11y/useMediaCaption: a preview of the seller's own upload
          <video
            src={video.url}
            controls
            preload="metadata"
            playsInline
            aria-label="Uploaded video"
            className="h-full w-full object-contain"
          />
        ) : (
          <div className="flex h-full items-center justify-center">
            <MediaVideoIcon className="h-10 w-10 text-white/80" />
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
