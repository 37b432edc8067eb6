import type { ReactNode } from "react";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { MediaPhotoIcon } from "#app/components/listings/media-icons.tsx";
import { MediaDropZone } from "./media-drop-zone.tsx";
import { MediaFieldset, type MediaPartProps } from "./media-fieldset.tsx";
import { MediaFilePicker } from "./media-file-picker.tsx";
import { MediaProblemList } from "./media-problem-list.tsx";
import type { MediaEntry } from "./media-uploader-state.ts";
import { imageAccept, maxImageMegabytes, type UploadPurpose } from "./upload-rules.ts";

interface MediaPhotoFieldsetProps extends MediaPartProps {
  maxImages: number;
  purpose: UploadPurpose;
  photos: readonly MediaEntry[];
  /** The photo list. */
  children: ReactNode;
}

/** The photos part: limit and count, the drop area with its picker, problems, the list, and the posted URLs. */
export function MediaPhotoFieldset(props: MediaPhotoFieldsetProps) {
  const { t } = useTranslator();
  const { ids, name, maxImages, purpose, photos, problems, serverError, drop, children } = props;
  const isSingle = maxImages === 1;
  return (
    <MediaFieldset {...props}>
      <div className="mt-1 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-sm text-ink-muted">
        <p id={ids.hint}>{t("media.uploader.uploadUpTo", { max: maxImages })}</p>
        <p className="tabular-nums">{t("media.uploader.photoCount", { count: photos.length, max: maxImages })}</p>
      </div>
      <NoScriptNote />

      <MediaDropZone
        isHighlighted={drop.isDraggingOver}
        idleClassName="border-sand-300 bg-white"
        className="py-6 sm:flex-wrap"
      >
        <MediaPhotoIcon className="h-8 w-8 shrink-0 text-pine-700" />
        <p className="text-sm text-ink-muted sm:whitespace-nowrap">
          <span className="font-medium text-ink">
            {isSingle ? t("media.uploader.dragPhoto") : t("media.uploader.dragPhotos")}
          </span>{" "}
          {t("media.uploader.or")}
        </p>
        <MediaFilePicker
          id={ids.input}
          accept={imageAccept}
          isMultiple={!isSingle}
          isEnabled={drop.isEnabled}
          onFiles={drop.onFiles}
        >
          {isSingle ? t("media.uploader.choosePhoto") : t("media.uploader.choosePhotos")}
        </MediaFilePicker>
        <p className="text-xs text-ink-muted sm:basis-full sm:text-center">
          {t(isSingle ? "media.uploader.photoFormat" : "media.uploader.photoFormatEach", {
            megabytes: maxImageMegabytes(purpose),
          })}
        </p>
      </MediaDropZone>

      <MediaProblemList id={ids.problems} problems={problems} serverError={serverError} />

      {children}
      {photos.map((photo) =>
        photo.status === "done" && photo.url ? (
          <input key={photo.key} type="hidden" name={name} value={photo.url} />
        ) : null,
      )}
    </MediaFieldset>
  );
}

function NoScriptNote() {
  const { t } = useTranslator();
  return (
    <noscript>
      <p className="mt-3 rounded-md border border-sand-300 bg-sand-100 px-4 py-3 text-sm text-ink">
        {t("media.uploader.noScript")}
      </p>
    </noscript>
  );
}
