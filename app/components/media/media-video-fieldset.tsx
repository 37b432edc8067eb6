import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { MediaVideoIcon } from "#app/components/listings/media-icons.tsx";
import { MediaDropZone } from "./media-drop-zone.tsx";
import { MediaFieldset, type MediaPartProps } from "./media-fieldset.tsx";
import { MediaFilePicker } from "./media-file-picker.tsx";
import { MediaProblemList } from "./media-problem-list.tsx";
import type { MediaEntry } from "./media-uploader-state.ts";
import { MediaVideoTile } from "./media-video-tile.tsx";
import { maxVideoMegabytes, videoAccept } from "./upload-rules.ts";

interface MediaVideoFieldsetProps extends MediaPartProps {
  allowVideo: boolean;
  /** Why there is no video picker when the tier allows none. */
  unavailableText: string;
  video: MediaEntry | null;
  /** The uploaded video's URL, posted with the form. */
  url: string | null;
  onRemove(): void;
}

/** The video part: at most one video, with its picker and drop area (disabled when the tier has no video). */
export function MediaVideoFieldset(props: MediaVideoFieldsetProps) {
  const { t } = useTranslator();
  const { ids, name, allowVideo, unavailableText, video, url, problems, serverError, drop, onRemove } = props;
  return (
    <MediaFieldset {...props}>
      <p id={ids.hint} className="mt-1 text-sm text-ink-muted">
        {!allowVideo
          ? unavailableText
          : video
            ? t("media.uploader.videoOnlyOne")
            : t("media.uploader.videoFormat", { megabytes: maxVideoMegabytes })}
      </p>
      {video ? <MediaVideoTile video={video} onRemove={onRemove} /> : null}
      <MediaDropZone
        isHighlighted={drop.isDraggingOver}
        idleClassName="border-sand-300"
        className={drop.isEnabled ? "bg-white py-5" : "bg-sand-100 py-3"}
      >
        {video ? null : (
          <MediaVideoIcon className={`h-8 w-8 shrink-0 ${allowVideo ? "text-pine-700" : "text-ink-muted"}`} />
        )}
        {allowVideo && !video ? (
          <p className="text-sm text-ink-muted">
            <span className="font-medium text-ink">{t("media.uploader.dragVideo")}</span> {t("media.uploader.or")}
          </p>
        ) : null}
        <MediaFilePicker
          id={ids.input}
          accept={videoAccept}
          isMultiple={false}
          isEnabled={drop.isEnabled}
          onFiles={drop.onFiles}
        >
          {t("media.uploader.chooseVideo")}
        </MediaFilePicker>
      </MediaDropZone>
      <MediaProblemList id={ids.problems} problems={problems} serverError={serverError} />
      {url ? <input type="hidden" name={name} value={url} /> : null}
    </MediaFieldset>
  );
}
