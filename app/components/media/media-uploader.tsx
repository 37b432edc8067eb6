import { useId, useRef } from "react";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { LazyMediaViewer } from "#app/components/listings/lazy-media-viewer.tsx";
import { useIsHydrated } from "#app/lib/use-is-hydrated.ts";
import { MediaPhotoFieldset } from "./media-photo-fieldset.tsx";
import { MediaPhotoList } from "./media-photo-list.tsx";
import { photoControlSelector } from "./media-photo-tile.tsx";
import type { UploaderState } from "./media-uploader-state.ts";
import { MediaVideoFieldset } from "./media-video-fieldset.tsx";
import type { UploadPurpose } from "./upload-rules.ts";
import { useFileDrop } from "./use-file-drop.ts";
import { type MediaUploaderValue, useMediaUploads } from "./use-media-uploads.ts";
import { idSelector, usePendingFocus } from "./use-pending-focus.ts";
import { usePhotoPreview } from "./use-photo-preview.ts";
import { useReorder } from "./use-reorder.ts";

export type { MediaUploaderValue };

export interface MediaUploaderProps {
  /** The hidden inputs' name for the photo URLs, one input per photo in order. Default "images". */
  name?: string;
  /** The hidden input's name for the video URL. Default "video"; null leaves out the video part. */
  videoName?: string | null;
  /** The tier's photo limit (10, 30, 50; builders 30). */
  maxImages: number;
  /** False when the tier allows no video: the video picker is disabled. */
  allowVideo: boolean;
  /** Which limits apply (builder photos under 5 MB, others under 15 MB) and what the server files it under. */
  purpose: UploadPurpose;
  defaultImages?: readonly string[];
  defaultVideo?: string | null;
  /** The photos' legend (in the page's language). Default "Photos". */
  label?: string;
  /** The video's legend (in the page's language). Default "Video". */
  videoLabel?: string;
  /** Why the video picker is disabled when `allowVideo` is false (in the page's language). */
  videoUnavailableText?: string;
  /** A message from the server about the photos (the form's action; a message id or words), shown with the photos. */
  photosError?: string;
  /** A message from the server about the video. */
  videoError?: string;
  /** True while any file uploads: forms disable their submit button meanwhile. */
  onBusyChange?(isBusy: boolean): void;
  /** Called after each change the visitor makes (upload finished, removed, reordered), for dirty tracking. */
  onChange?(value: MediaUploaderValue): void;
  /**
   * Uploaded photos open full size in the photo viewer (a lightbox with previous/next, swipe, arrow keys and
   * Escape) when their thumbnail is clicked. Default false: the thumbnails are plain images.
   */
  canPreview?: boolean;
}

function uploaderIds(id: string) {
  return {
    photos: { input: `${id}-photo-input`, hint: `${id}-photo-hint`, problems: `${id}-photo-problems` },
    orderHint: `${id}-order-hint`,
    video: { input: `${id}-video-input`, hint: `${id}-video-hint`, problems: `${id}-video-problems` },
  };
}

/**
 * Photos and a video for a listing, builder profile or blog post: pick or drop files, each uploads at once with
 * its own progress bar, thumbnails can be removed and reordered (drag, buttons or arrow keys; the first photo is
 * the cover). The limits (docs/product/media.md) are checked before uploading. The uploaded URLs are posted by
 * the surrounding <Form> as hidden inputs. Without JavaScript the saved photos stay as they are and a note says
 * why nothing can be added.
 */
export function MediaUploader({
  name = "images",
  videoName = "video",
  maxImages,
  allowVideo,
  purpose,
  defaultImages = [],
  defaultVideo = null,
  label,
  videoLabel,
  videoUnavailableText,
  photosError,
  videoError,
  onBusyChange,
  onChange,
  canPreview = false,
}: MediaUploaderProps) {
  const { t } = useTranslator();
  const photosLabel = label ?? t("media.uploader.photosLabel");
  const ids = uploaderIds(useId());
  const isHydrated = useIsHydrated();
  const rootRef = useRef<HTMLDivElement>(null);
  const focusLater = usePendingFocus(rootRef);
  const uploads = useMediaUploads({
    ...{ purpose, maxImages, allowVideo, defaultImages, defaultVideo, onBusyChange, onChange },
    hasVideoPart: videoName !== null,
  });
  const { photos, video } = uploads.state;
  const reorder = useReorder({
    photos,
    onMove: uploads.move,
    onFocus: (key, control) => focusLater(photoControlSelector(key, control)),
  });
  const preview = usePhotoPreview(photos, rootRef);
  const dropTarget = useFileDrop();
  const canReorder = maxImages !== 1;

  // Focus lands on a neighbour when a photo is removed, or on the picker when none is left.
  function removePhoto(index: number) {
    const photo = photos[index];
    if (!photo) return;
    const neighbour = photos[index + 1] ?? photos[index - 1];
    focusLater(neighbour ? photoControlSelector(neighbour.key, "remove") : idSelector(ids.photos.input));
    uploads.remove(photo.key);
  }

  function removeVideo() {
    if (!video) return;
    focusLater(idSelector(ids.video.input));
    uploads.remove(video.key);
  }

  return (
    <div ref={rootRef} className="space-y-8">
      <MediaPhotoFieldset
        {...{ ids: ids.photos, name, label: photosLabel, maxImages, purpose, photos }}
        problems={uploads.state.photoProblems}
        serverError={photosError}
        drop={dropTarget("image", isHydrated, uploads.addPhotos)}
      >
        <MediaPhotoList
          {...{ photos, label: photosLabel, canReorder, reorder }}
          orderHintId={ids.orderHint}
          isDraggable={isHydrated && canReorder}
          onRemove={removePhoto}
          previewFor={(photo) => (canPreview && isHydrated ? preview.openerFor(photo) : undefined)}
        />
      </MediaPhotoFieldset>

      {videoName === null ? null : (
        <MediaVideoFieldset
          {...{ ids: ids.video, name: videoName, allowVideo, video, url: uploads.value.video }}
          label={videoLabel ?? t("media.uploader.videoLabel")}
          unavailableText={videoUnavailableText ?? t("media.uploader.videoUnavailable")}
          problems={uploads.state.videoProblems}
          serverError={videoError}
          drop={dropTarget("video", isHydrated && allowVideo && video === null, uploads.addVideo)}
          onRemove={removeVideo}
        />
      )}

      {canPreview && preview.items.length > 0 ? (
        <LazyMediaViewer
          items={preview.items}
          index={preview.viewerIndex ?? 0}
          isOpen={preview.viewerIndex !== null}
          label={t("media.preview.viewerLabel", { label: photosLabel })}
          onIndexChange={preview.setViewerIndex}
          onRequestClose={preview.close}
        />
      ) : null}

      <Announcement announcement={uploads.state.announcement} />
    </div>
  );
}

/** The polite live region; a repeated text gets a trailing space so that it is read again. */
function Announcement({ announcement }: { announcement: UploaderState["announcement"] }) {
  const { t } = useTranslator();
  return (
    <p aria-live="polite" className="sr-only">
      {announcement.message ? t(announcement.message, announcement.values) : ""}
      {announcement.id % 2 === 1 ? "\u00a0" : ""}
    </p>
  );
}
