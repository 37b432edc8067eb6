import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { MediaCloseIcon, MediaVideoIcon } from "#app/components/listings/media-icons.tsx";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { MediaProgressBar } from "./media-progress-bar.tsx";
import type { MediaEntry } from "./media-uploader-state.ts";
import { type PolledVideoStatus, useVideoStatus } from "./use-video-status.ts";

/**
 * The video: its upload progress, then 'Video processing…' while the server makes the MP4 and poster, then the
 * video with its poster (or why it could not be processed), and a button to remove it (docs/product/media.md,
 * "The uploader"). The state change is announced politely.
 */
export function MediaVideoTile({ video, onRemove }: { video: MediaEntry; onRemove(): void }) {
  const { t } = useTranslator();
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
            aria-label={t("media.uploader.uploadedVideo")}
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
            label={
              video.fileName
                ? t("media.uploader.uploadingFile", { fileName: video.fileName })
                : t("media.uploader.uploadingVideo")
            }
            caption={video.fileName ?? t("media.uploader.videoCaption")}
          />
        ) : (
          <p className="truncate text-sm font-medium text-ink" title={video.fileName ?? undefined}>
            {video.fileName ?? t("media.uploader.yourVideo")}
          </p>
        )}
        <VideoStateNote state={isUploaded ? processing.state : null} />
        <button
          type="button"
          onClick={onRemove}
          className="inline-flex min-h-11 items-center gap-2 rounded-md border border-sand-300 bg-white px-4 text-sm font-semibold text-ink transition-colors hover:bg-sand-100 active:bg-sand-200"
        >
          <MediaCloseIcon className="h-4 w-4" />
          {t("media.uploader.removeVideo")}
        </button>
      </div>
    </div>
  );
}

/** The polite live region: there from the start, so that each change of its text is read. */
const stateNotes: Partial<Record<NonNullable<PolledVideoStatus["state"]>, MessageId>> = {
  processing: "media.video.processing",
  failed: "media.video.failed",
  ready: "media.video.ready",
};

function VideoStateNote({ state }: { state: PolledVideoStatus["state"] }) {
  const { t } = useTranslator();
  const note = state ? stateNotes[state] : undefined;
  const text = note ? t(note) : "";
  const tone = state === "failed" ? "font-medium text-red-900" : state === "ready" ? "sr-only" : "text-ink-muted";
  return (
    <p aria-live="polite" className={`text-sm ${tone}`}>
      {text}
    </p>
  );
}
