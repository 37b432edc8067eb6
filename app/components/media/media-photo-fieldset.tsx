import type { ReactNode } from "react";
import { MediaPhotoIcon } from "#app/components/listings/media-icons.tsx";
import { MediaDropZone } from "./media-drop-zone.tsx";
import { MediaFieldset, type MediaPartProps } from "./media-fieldset.tsx";
import { MediaFilePicker } from "./media-file-picker.tsx";
import { MediaProblemList } from "./media-problem-list.tsx";
import type { MediaEntry } from "./media-uploader-state.ts";
import { imageAccept, maxImageMegabytes, type UploadPurpose, uploadMessages } from "./upload-rules.ts";

interface MediaPhotoFieldsetProps extends MediaPartProps {
  maxImages: number;
  purpose: UploadPurpose;
  photos: readonly MediaEntry[];
  /** The photo list. */
  children: ReactNode;
}

/** The photos part: limit and count, the drop area with its picker, problems, the list, and the posted URLs. */
export function MediaPhotoFieldset(props: MediaPhotoFieldsetProps) {
  const { ids, name, maxImages, purpose, photos, problems, serverError, drop, children } = props;
  const isSingle = maxImages === 1;
  return (
    <MediaFieldset {...props}>
      <div className="mt-1 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-sm text-ink-muted">
        <p id={ids.hint}>{uploadMessages.uploadUpTo(maxImages)}</p>
        <p className="tabular-nums">
          {photos.length} of {maxImages} {isSingle ? "photo" : "photos"}
        </p>
      </div>
      <NoScriptNote />

      <MediaDropZone
        isHighlighted={drop.isDraggingOver}
        idleClassName="border-sand-300 bg-white"
        className="py-6 sm:flex-wrap"
      >
        <MediaPhotoIcon className="h-8 w-8 shrink-0 text-pine-700" />
        <p className="text-sm text-ink-muted sm:whitespace-nowrap">
          <span className="font-medium text-ink">{isSingle ? "Drag a photo here" : "Drag photos here"}</span> or
        </p>
        <MediaFilePicker
          id={ids.input}
          accept={imageAccept}
          isMultiple={!isSingle}
          isEnabled={drop.isEnabled}
          onFiles={drop.onFiles}
        >
          {isSingle ? "Choose a photo" : "Choose photos"}
        </MediaFilePicker>
        <p className="text-xs text-ink-muted sm:basis-full sm:text-center">
          JPEG, PNG, WebP or HEIC, under {maxImageMegabytes(purpose)}MB{isSingle ? "" : " each"}
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
  return (
    <noscript>
      <p className="mt-3 rounded-md border border-sand-300 bg-sand-100 px-4 py-3 text-sm text-ink">
        Adding photos and video needs JavaScript. Turn it on in your browser to upload them; everything else in this
        form works without it, and photos already saved stay as they are.
      </p>
    </noscript>
  );
}
