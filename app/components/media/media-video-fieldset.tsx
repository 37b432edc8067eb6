import { MediaVideoIcon } from "#app/components/listings/media-icons.tsx";
import { MediaDropZone } from "./media-drop-zone.tsx";
import { MediaFilePicker } from "./media-file-picker.tsx";
import { MediaProblemList } from "./media-problem-list.tsx";
import type { MediaEntry, ShownProblem } from "./media-uploader-state.ts";
import { MediaVideoTile } from "./media-video-tile.tsx";
import { maxVideoMegabytes, videoAccept } from "./upload-rules.ts";
import type { FileDropHandlers } from "./use-file-drop.ts";

interface MediaVideoFieldsetProps {
  ids: { input: string; hint: string; problems: string };
  /** The hidden input's name for the video URL. */
  name: string;
  label: string;
  allowVideo: boolean;
  /** Why there is no video picker when the tier allows none. */
  unavailableText: string;
  video: MediaEntry | null;
  /** The uploaded video's URL, posted with the form. */
  url: string | null;
  problems: ShownProblem[];
  serverError?: string;
  isEnabled: boolean;
  isDraggingOver: boolean;
  dropHandlers: FileDropHandlers;
  onFiles(files: File[]): void;
  onRemove(): void;
}

/** The video part: at most one video, with its picker and drop area (disabled when the tier has no video). */
export function MediaVideoFieldset({
  ids,
  name,
  label,
  allowVideo,
  unavailableText,
  video,
  url,
  problems,
  serverError,
  isEnabled,
  isDraggingOver,
  dropHandlers,
  onFiles,
  onRemove,
}: MediaVideoFieldsetProps) {
  return (
    <fieldset {...dropHandlers} aria-describedby={`${ids.hint} ${ids.problems}`} className="min-w-0">
      <legend className="text-base font-semibold text-ink">{label}</legend>
      <p id={ids.hint} className="mt-1 text-sm text-ink-muted">
        {!allowVideo
          ? unavailableText
          : video
            ? "Only one video. Remove this one to choose another."
            : `One video: MP4, MOV, WebM or AVI, under ${maxVideoMegabytes}MB`}
      </p>
      {video ? <MediaVideoTile video={video} onRemove={onRemove} /> : null}
      <MediaDropZone
        isHighlighted={isDraggingOver}
        idleClassName="border-sand-300"
        className={isEnabled ? "bg-white py-5" : "bg-sand-100 py-3"}
      >
        {video ? null : (
          <MediaVideoIcon className={`h-8 w-8 shrink-0 ${allowVideo ? "text-pine-700" : "text-ink-muted"}`} />
        )}
        {allowVideo && !video ? (
          <p className="text-sm text-ink-muted">
            <span className="font-medium text-ink">Drag a video here</span> or
          </p>
        ) : null}
        <MediaFilePicker id={ids.input} accept={videoAccept} isMultiple={false} isEnabled={isEnabled} onFiles={onFiles}>
          Choose a video
        </MediaFilePicker>
      </MediaDropZone>
      <MediaProblemList id={ids.problems} problems={problems} serverError={serverError} />
      {url ? <input type="hidden" name={name} value={url} /> : null}
    </fieldset>
  );
}
