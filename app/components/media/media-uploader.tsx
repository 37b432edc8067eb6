import {
  type ChangeEvent,
  type DragEvent,
  type KeyboardEvent,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useReducer,
  useRef,
  useState,
} from "react";
import {
  MediaChevronLeftIcon,
  MediaChevronRightIcon,
  MediaCloseIcon,
  MediaPhotoIcon,
  MediaVideoIcon,
} from "#app/components/listings/media-icons.tsx";
import type { MediaItem } from "#app/components/listings/media-item.ts";
import { MediaViewer } from "#app/components/listings/media-viewer.tsx";
import { useIsHydrated } from "#app/lib/use-is-hydrated.ts";
import {
  initialUploaderState,
  isInFlight,
  type MediaEntry,
  queuedEntry,
  type ShownProblem,
  type UploaderAction,
  uploaderReducer,
  uploaderValue,
} from "./media-uploader-state.ts";
import { ResponsiveImage } from "./responsive-image.tsx";
import { type UploadHandle, uploadFile } from "./upload-file.ts";
import {
  checkImageFiles,
  checkVideoFiles,
  imageAccept,
  maxImageMegabytes,
  maxVideoMegabytes,
  type UploadKind,
  type UploadPurpose,
  uploadMessages,
  videoAccept,
} from "./upload-rules.ts";

export interface MediaUploaderValue {
  /** The photo URLs (`/media/<id>`) in order; the first is the cover. */
  images: string[];
  /** The video URL (`/media/<id>/video`), if any. */
  video: string | null;
}

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
  /** The photos' legend. Default "Photos". */
  label?: string;
  /** The video's legend. Default "Video". */
  videoLabel?: string;
  /** Why the video picker is disabled when `allowVideo` is false. */
  videoUnavailableText?: string;
  /** A message from the server about the photos (the form's action), shown with the photos. */
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

/** At most this many files upload at once; the rest wait their turn (and show it). */
const parallelUploads = 2;

interface Job {
  file: File;
  kind: UploadKind;
  previewUrl: string | null;
  handle: UploadHandle | null;
}

type Control = "left" | "right" | "remove";

const moveKeys: Record<string, (index: number, last: number) => number> = {
  ArrowLeft: (index) => index - 1,
  ArrowUp: (index) => index - 1,
  ArrowRight: (index) => index + 1,
  ArrowDown: (index) => index + 1,
  Home: () => 0,
  End: (_index, last) => last,
};

const photoDragType = "application/x-roamstead-photo";

/**
 * Photos and a video for a listing, builder profile or blog post: pick or drop files, each uploads at once with
 * its own progress bar, thumbnails can be removed and reordered (drag, buttons or arrow keys; the first photo is
 * the cover). The spec's limits are checked before uploading. The uploaded URLs are posted by the surrounding
 * <Form> as hidden inputs. Without JavaScript the saved photos stay as they are and a note says why nothing
 * can be added.
 */
export function MediaUploader({
  name = "images",
  videoName = "video",
  maxImages,
  allowVideo,
  purpose,
  defaultImages = [],
  defaultVideo = null,
  label = "Photos",
  videoLabel = "Video",
  videoUnavailableText = "Video is not included in this tier.",
  photosError,
  videoError,
  onBusyChange,
  onChange,
  canPreview = false,
}: MediaUploaderProps) {
  const id = useId();
  const ids = {
    photoInput: `${id}-photo-input`,
    photoHint: `${id}-photo-hint`,
    photoProblems: `${id}-photo-problems`,
    orderHint: `${id}-order-hint`,
    videoInput: `${id}-video-input`,
    videoHint: `${id}-video-hint`,
    videoProblems: `${id}-video-problems`,
  };
  const isHydrated = useIsHydrated();
  const [state, dispatch] = useReducer(uploaderReducer, undefined, () =>
    initialUploaderState(defaultImages, videoName === null ? null : defaultVideo),
  );
  const jobs = useRef(new Map<string, Job>());
  const nextKey = useRef(0);
  const rootRef = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<{ key: string; control: Control } | "photo-input" | "video-input" | null>(null);
  const [dragKey, setDragKey] = useState<string | null>(null);
  const [dropTargetKey, setDropTargetKey] = useState<string | null>(null);
  const [isDraggingFilesOver, setIsDraggingFilesOver] = useState<UploadKind | null>(null);
  const [viewerIndex, setViewerIndex] = useState<number | null>(null);
  const viewerOpener = useRef<string | null>(null);
  const { photos, video } = state;
  // The photos the viewer shows: those uploaded (a photo still uploading has no URL yet).
  const viewable = photos.filter((photo) => photo.status === "done" && photo.url);
  const viewerItems: MediaItem[] = viewable.map((photo, index) => ({
    kind: "image",
    key: photo.key,
    src: photo.url ?? "",
    alt: `Photo ${index + 1} of ${viewable.length}`,
  }));

  // Start queued uploads, a few at a time (the video does not wait).
  useEffect(() => {
    let free = parallelUploads - photos.filter((p) => p.status === "uploading" || p.status === "processing").length;
    const queued = [...(video?.status === "queued" ? [video] : []), ...photos.filter((p) => p.status === "queued")];
    for (const entry of queued) {
      const job = jobs.current.get(entry.key);
      if (!job || job.handle) continue;
      if (job.kind === "image") {
        if (free <= 0) break;
        free -= 1;
      }
      startUpload(entry.key, job, dispatch, purpose, jobs.current);
    }
  }, [photos, video, purpose]);

  // Abort what still uploads and free the previews when the form goes away.
  useEffect(() => {
    const running = jobs.current;
    return () => {
      for (const job of running.values()) {
        job.handle?.abort();
        if (job.previewUrl) URL.revokeObjectURL(job.previewUrl);
      }
      running.clear();
    };
  }, []);

  const isBusy = photos.some(isInFlight) || isInFlight(video);
  const onBusyChangeRef = useRef(onBusyChange);
  const onChangeRef = useRef(onChange);
  useLayoutEffect(() => {
    onBusyChangeRef.current = onBusyChange;
    onChangeRef.current = onChange;
  });
  const wasBusy = useRef(false);
  useEffect(() => {
    if (wasBusy.current === isBusy) return;
    wasBusy.current = isBusy;
    onBusyChangeRef.current?.(isBusy);
  }, [isBusy]);

  const value = uploaderValue(state);
  const valueKey = JSON.stringify(value);
  const lastValueKey = useRef(valueKey);
  useEffect(() => {
    if (lastValueKey.current === valueKey) return;
    lastValueKey.current = valueKey;
    onChangeRef.current?.(JSON.parse(valueKey) as MediaUploaderValue);
  }, [valueKey]);

  // Focus follows a photo as it moves, and lands on a neighbour when one is removed.
  useEffect(() => {
    const target = pendingFocus.current;
    if (!target) return;
    pendingFocus.current = null;
    const root = rootRef.current;
    const element =
      target === "photo-input" || target === "video-input"
        ? root?.querySelector<HTMLElement>(`[id="${target === "photo-input" ? ids.photoInput : ids.videoInput}"]`)
        : root?.querySelector<HTMLElement>(`[data-photo-key="${target.key}"] [data-control="${target.control}"]`);
    element?.focus();
  });

  const newEntry = (file: File, kind: UploadKind): MediaEntry => {
    nextKey.current += 1;
    const key = `${kind}-${nextKey.current}`;
    const previewUrl = kind === "image" ? URL.createObjectURL(file) : null;
    jobs.current.set(key, { file, kind, previewUrl, handle: null });
    return queuedEntry(key, file.name, previewUrl);
  };

  function addPhotos(files: readonly File[]) {
    if (files.length === 0) return;
    const { accepted, problems } = checkImageFiles(files, { purpose, maxImages, currentCount: photos.length });
    const entries = accepted.map((file) => newEntry(file, "image"));
    dispatch({ type: "add-photos", entries, problems });
  }

  function addVideo(files: readonly File[]) {
    if (files.length === 0 || videoName === null) return;
    const { accepted, problems } = checkVideoFiles(files, { allowVideo, hasVideo: video !== null });
    const [file] = accepted;
    dispatch({ type: "add-video", entry: file ? newEntry(file, "video") : null, problems });
  }

  const remove = useCallback((key: string) => {
    const job = jobs.current.get(key);
    if (job) {
      job.handle?.abort();
      if (job.previewUrl) URL.revokeObjectURL(job.previewUrl);
      jobs.current.delete(key);
    }
    dispatch({ type: "remove", key });
  }, []);

  function removePhoto(index: number) {
    const photo = photos[index];
    if (!photo) return;
    const neighbour = photos[index + 1] ?? photos[index - 1];
    pendingFocus.current = neighbour ? { key: neighbour.key, control: "remove" } : "photo-input";
    remove(photo.key);
  }

  function movePhoto(index: number, to: number, control: Control) {
    const photo = photos[index];
    if (!photo) return;
    pendingFocus.current = { key: photo.key, control };
    if (to >= 0 && to < photos.length && to !== index) dispatch({ type: "move", key: photo.key, to });
  }

  function handlePickerChange(kind: UploadKind, event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.currentTarget.files ?? []);
    // Picking the same file again must fire `change` again.
    event.currentTarget.value = "";
    if (kind === "image") addPhotos(files);
    else addVideo(files);
  }

  function hasFiles(event: DragEvent) {
    return Array.from(event.dataTransfer.types).includes("Files");
  }

  function fileDropHandlers(kind: UploadKind, isEnabled: boolean) {
    return {
      onDragOver(event: DragEvent<HTMLElement>) {
        if (!hasFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = isEnabled ? "copy" : "none";
        if (isEnabled) setIsDraggingFilesOver(kind);
      },
      onDragLeave(event: DragEvent<HTMLElement>) {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setIsDraggingFilesOver(null);
      },
      onDrop(event: DragEvent<HTMLElement>) {
        if (!hasFiles(event)) return;
        event.preventDefault();
        setIsDraggingFilesOver(null);
        if (!isEnabled) return;
        const files = Array.from(event.dataTransfer.files);
        if (kind === "image") addPhotos(files);
        else addVideo(files);
      },
    };
  }

  function tileHandlers(index: number, key: string) {
    return {
      onDragStart(event: DragEvent<HTMLLIElement>) {
        event.dataTransfer.effectAllowed = "move";
        event.dataTransfer.setData(photoDragType, key);
        setDragKey(key);
      },
      onDragOver(event: DragEvent<HTMLLIElement>) {
        if (!dragKey || !Array.from(event.dataTransfer.types).includes(photoDragType)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = "move";
        setDropTargetKey(key);
      },
      onDrop(event: DragEvent<HTMLLIElement>) {
        if (!dragKey || !Array.from(event.dataTransfer.types).includes(photoDragType)) return;
        event.preventDefault();
        event.stopPropagation();
        if (dragKey !== key) dispatch({ type: "move", key: dragKey, to: index });
        setDragKey(null);
        setDropTargetKey(null);
      },
      onDragEnd() {
        setDragKey(null);
        setDropTargetKey(null);
      },
      onKeyDown(event: KeyboardEvent<HTMLLIElement>) {
        const move = moveKeys[event.key];
        const control = (event.target as HTMLElement).dataset.control as Control | undefined;
        if (!move || !control || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
        event.preventDefault();
        movePhoto(index, move(index, photos.length - 1), control);
      },
    };
  }

  const photoMegabytes = maxImageMegabytes(purpose);
  const isSingle = maxImages === 1;
  const isPhotoPickerEnabled = isHydrated;
  const isVideoPickerEnabled = isHydrated && allowVideo && video === null;
  const photoZone = fileDropHandlers("image", isPhotoPickerEnabled);
  const videoZone = fileDropHandlers("video", isVideoPickerEnabled);

  return (
    <div ref={rootRef} className="space-y-8">
      <fieldset {...photoZone} aria-describedby={`${ids.photoHint} ${ids.photoProblems}`} className="min-w-0">
        <legend className="text-base font-semibold text-ink">{label}</legend>
        <div className="mt-1 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 text-sm text-ink-muted">
          <p id={ids.photoHint}>{uploadMessages.uploadUpTo(maxImages)}</p>
          <p className="tabular-nums">
            {photos.length} of {maxImages} {maxImages === 1 ? "photo" : "photos"}
          </p>
        </div>
        <NoScriptNote />

        <div
          className={`mt-3 flex flex-col items-center gap-3 rounded-xl border-2 border-dashed px-4 py-6 text-center transition-colors sm:flex-row sm:flex-wrap sm:justify-center ${
            isDraggingFilesOver === "image" ? "border-pine-600 bg-pine-50" : "border-sand-300 bg-white"
          }`}
        >
          <MediaPhotoIcon className="h-8 w-8 shrink-0 text-pine-700" />
          <p className="text-sm text-ink-muted sm:whitespace-nowrap">
            <span className="font-medium text-ink">{isSingle ? "Drag a photo here" : "Drag photos here"}</span> or
          </p>
          <FilePicker
            id={ids.photoInput}
            accept={imageAccept}
            isMultiple={!isSingle}
            isEnabled={isPhotoPickerEnabled}
            onChange={(event) => handlePickerChange("image", event)}
          >
            {isSingle ? "Choose a photo" : "Choose photos"}
          </FilePicker>
          <p className="text-xs text-ink-muted sm:basis-full sm:text-center">
            JPEG, PNG, WebP or HEIC, under {photoMegabytes}MB{isSingle ? "" : " each"}
          </p>
        </div>

        <ProblemList id={ids.photoProblems} problems={state.photoProblems} serverError={photosError} />

        {photos.length > 0 ? (
          <>
            {isSingle ? null : (
              <p id={ids.orderHint} className="mt-4 text-sm text-ink-muted">
                The first photo is the cover. To change the order, drag a photo, or use its arrow buttons or the arrow
                keys.
              </p>
            )}
            <ol aria-label={`${label}, in order`} className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
              {photos.map((photo, index) => (
                <PhotoTile
                  key={photo.key}
                  photo={photo}
                  index={index}
                  count={photos.length}
                  isDraggable={isHydrated && !isSingle}
                  canReorder={!isSingle}
                  isDragged={dragKey === photo.key}
                  isDropTarget={dropTargetKey === photo.key && dragKey !== photo.key}
                  describedBy={isSingle ? undefined : ids.orderHint}
                  handlers={tileHandlers(index, photo.key)}
                  onMove={(to, control) => movePhoto(index, to, control)}
                  onRemove={() => removePhoto(index)}
                  onPreview={
                    canPreview && isHydrated && viewable.includes(photo)
                      ? () => {
                          viewerOpener.current = photo.key;
                          setViewerIndex(viewable.indexOf(photo));
                        }
                      : undefined
                  }
                />
              ))}
            </ol>
          </>
        ) : null}
        {photos.map((photo) =>
          photo.status === "done" && photo.url ? (
            <input key={photo.key} type="hidden" name={name} value={photo.url} />
          ) : null,
        )}
      </fieldset>

      {videoName === null ? null : (
        <fieldset {...videoZone} aria-describedby={`${ids.videoHint} ${ids.videoProblems}`} className="min-w-0">
          <legend className="text-base font-semibold text-ink">{videoLabel}</legend>
          <p id={ids.videoHint} className="mt-1 text-sm text-ink-muted">
            {!allowVideo
              ? videoUnavailableText
              : video
                ? "Only one video. Remove this one to choose another."
                : `One video: MP4, MOV, WebM or AVI, under ${maxVideoMegabytes}MB`}
          </p>
          {video ? (
            <VideoTile
              video={video}
              onRemove={() => {
                pendingFocus.current = "video-input";
                remove(video.key);
              }}
            />
          ) : null}
          <div
            className={`mt-3 flex flex-col items-center gap-3 rounded-xl border-2 border-dashed px-4 text-center transition-colors sm:flex-row sm:justify-center ${
              isDraggingFilesOver === "video" ? "border-pine-600 bg-pine-50" : "border-sand-300"
            } ${isVideoPickerEnabled ? "bg-white py-5" : "bg-sand-100 py-3"}`}
          >
            {video ? null : (
              <MediaVideoIcon className={`h-8 w-8 shrink-0 ${allowVideo ? "text-pine-700" : "text-ink-muted"}`} />
            )}
            {allowVideo && !video ? (
              <p className="text-sm text-ink-muted">
                <span className="font-medium text-ink">Drag a video here</span> or
              </p>
            ) : null}
            <FilePicker
              id={ids.videoInput}
              accept={videoAccept}
              isMultiple={false}
              isEnabled={isVideoPickerEnabled}
              onChange={(event) => handlePickerChange("video", event)}
            >
              Choose a video
            </FilePicker>
          </div>
          <ProblemList id={ids.videoProblems} problems={state.videoProblems} serverError={videoError} />
          {value.video ? <input type="hidden" name={videoName} value={value.video} /> : null}
        </fieldset>
      )}

      {canPreview && viewerItems.length > 0 ? (
        <MediaViewer
          items={viewerItems}
          index={viewerIndex ?? 0}
          isOpen={viewerIndex !== null}
          label={`${label}, full size`}
          onIndexChange={setViewerIndex}
          onRequestClose={() => {
            setViewerIndex(null);
            const key = viewerOpener.current;
            viewerOpener.current = null;
            rootRef.current?.querySelector<HTMLElement>(`[data-photo-key="${key}"] [data-preview]`)?.focus();
          }}
        />
      ) : null}

      <p aria-live="polite" className="sr-only">
        {state.announcement.text}
        {state.announcement.id % 2 === 1 ? "\u00a0" : ""}
      </p>
    </div>
  );
}

function startUpload(
  key: string,
  job: Job,
  dispatch: (action: UploaderAction) => void,
  purpose: UploadPurpose,
  jobs: Map<string, Job>,
) {
  dispatch({ type: "started", key });
  job.handle = uploadFile(job.file, {
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
      const fallback = job.kind === "image" ? uploadMessages.photoUploadFailed : uploadMessages.videoUploadFailed;
      dispatch({ type: "failed", key, message: result.message ?? fallback });
    }
    if (job.previewUrl) URL.revokeObjectURL(job.previewUrl);
    job.previewUrl = null;
    jobs.delete(key);
  });
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

interface FilePickerProps {
  id: string;
  accept: string;
  isMultiple: boolean;
  isEnabled: boolean;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
  children: string;
}

/** A real file input (keyboard and screen readers reach it) dressed as the secondary button by its label. */
function FilePicker({ id, accept, isMultiple, isEnabled, onChange, children }: FilePickerProps) {
  return (
    <span className="relative inline-flex">
      <input
        id={id}
        type="file"
        accept={accept}
        multiple={isMultiple}
        disabled={!isEnabled}
        onChange={onChange}
        className="peer sr-only"
      />
      <label
        htmlFor={id}
        className="inline-flex min-h-11 cursor-pointer items-center justify-center rounded-md border border-sand-300 bg-white px-5 font-semibold text-ink transition-colors hover:bg-sand-100 active:bg-sand-200 peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-sunset-500 peer-disabled:cursor-not-allowed peer-disabled:bg-sand-100 peer-disabled:text-ink-muted"
      >
        {children}
      </label>
    </span>
  );
}

function ProblemList({ id, problems, serverError }: { id: string; problems: ShownProblem[]; serverError?: string }) {
  const hasServerError = Boolean(serverError) && problems.length === 0;
  return (
    <div id={id} role="alert" className="empty:hidden mt-3">
      {problems.length > 0 || hasServerError ? (
        <ul className="space-y-1 rounded-md border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900">
          {hasServerError ? <li className="font-medium">{serverError}</li> : null}
          {problems.map((problem) => (
            <li key={problem.id}>
              <span className="font-medium">{problem.message}</span>
              {problem.fileName ? <span className="break-all"> ({problem.fileName})</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function ProgressBar({ entry, label, caption }: { entry: MediaEntry; label: string; caption: string }) {
  const isProcessing = entry.status === "processing";
  const text = entry.status === "queued" ? "Waiting…" : isProcessing ? "Processing…" : `${entry.progress}%`;
  return (
    <div className="w-full">
      <p className="flex items-baseline justify-between gap-2 text-xs text-ink">
        <span className="truncate" title={caption}>
          {caption}
        </span>
        <span className="shrink-0 font-semibold tabular-nums">{text}</span>
      </p>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={entry.progress}
        aria-valuetext={text}
        className="mt-1 h-1.5 w-full overflow-hidden rounded-full bg-sand-200"
      >
        <div
          className={`h-full rounded-full bg-pine-700 transition-[width] duration-200 ${isProcessing ? "animate-pulse" : ""}`}
          style={{ width: `${entry.progress}%` }}
        />
      </div>
    </div>
  );
}

interface PhotoTileProps {
  photo: MediaEntry;
  index: number;
  count: number;
  isDraggable: boolean;
  isDragged: boolean;
  isDropTarget: boolean;
  canReorder: boolean;
  describedBy: string | undefined;
  handlers: {
    onDragStart(event: DragEvent<HTMLLIElement>): void;
    onDragOver(event: DragEvent<HTMLLIElement>): void;
    onDrop(event: DragEvent<HTMLLIElement>): void;
    onDragEnd(): void;
    onKeyDown(event: KeyboardEvent<HTMLLIElement>): void;
  };
  onMove(to: number, control: Control): void;
  onRemove(): void;
  /** Opens the photo in the viewer; absent when the photo cannot be previewed. */
  onPreview?(): void;
}

function PhotoTile({
  photo,
  index,
  count,
  isDraggable,
  isDragged,
  isDropTarget,
  canReorder,
  describedBy,
  handlers,
  onMove,
  onRemove,
  onPreview,
}: PhotoTileProps) {
  const position = index + 1;
  const isCover = index === 0;
  const isFirst = index === 0;
  const isLast = index === count - 1;
  const name = isCover ? `photo ${position} (cover)` : `photo ${position}`;
  const iconButton =
    "inline-flex h-11 w-11 items-center justify-center rounded-md text-ink transition-colors hover:bg-sand-100 active:bg-sand-200 aria-disabled:cursor-not-allowed aria-disabled:text-sand-300 aria-disabled:hover:bg-transparent";
  return (
    <li
      data-photo-key={photo.key}
      draggable={isDraggable}
      {...handlers}
      className={`rounded-lg border bg-white p-1.5 shadow-sm transition ${
        isDropTarget ? "border-pine-600 ring-2 ring-pine-600" : isCover ? "border-pine-600" : "border-sand-200"
      } ${isDragged ? "opacity-50" : ""} ${isDraggable ? "cursor-grab active:cursor-grabbing" : ""}`}
    >
      <div className="relative aspect-[4/3] overflow-hidden rounded-md bg-sand-100">
        {photo.url && onPreview ? (
          <button
            type="button"
            data-preview
            aria-label={`View ${name} full size`}
            onClick={onPreview}
            className="block h-full w-full cursor-zoom-in"
          >
            <ResponsiveImage
              src={photo.url}
              alt=""
              sizes="(min-width: 1024px) 12rem, (min-width: 640px) 30vw, 45vw"
              widths={[480]}
              width={480}
              height={360}
              draggable={false}
              className="h-full w-full object-cover"
            />
          </button>
        ) : photo.url ? (
          <ResponsiveImage
            src={photo.url}
            alt={`Photo ${position}`}
            sizes="(min-width: 1024px) 12rem, (min-width: 640px) 30vw, 45vw"
            widths={[480]}
            width={480}
            height={360}
            draggable={false}
            className="h-full w-full object-cover"
          />
        ) : photo.previewUrl ? (
          <PreviewImage src={photo.previewUrl} />
        ) : null}
        {isCover ? (
          <span className="absolute left-1.5 top-1.5 rounded-full bg-pine-700 px-2.5 py-0.5 text-xs font-semibold text-white shadow">
            Cover
          </span>
        ) : null}
        <button
          type="button"
          data-control="remove"
          aria-label={`Remove ${name}`}
          aria-describedby={describedBy}
          onClick={onRemove}
          className="absolute right-1 top-1 inline-flex h-11 w-11 items-center justify-center rounded-full text-white"
        >
          <span className="inline-flex h-8 w-8 items-center justify-center rounded-full bg-black/70 ring-1 ring-white/60 transition-colors hover:bg-black/90">
            <MediaCloseIcon className="h-4 w-4" />
          </span>
        </button>
        {photo.status !== "done" ? (
          <div className="absolute inset-x-0 bottom-0 bg-white/90 px-2 py-1.5">
            <ProgressBar
              entry={photo}
              label={`Uploading ${photo.fileName ?? `photo ${position}`}`}
              caption={photo.fileName ?? `Photo ${position}`}
            />
          </div>
        ) : null}
      </div>
      {canReorder ? (
        <div className="mt-1 flex items-center justify-between gap-1">
          <button
            type="button"
            data-control="left"
            aria-label={`Move ${name} left`}
            aria-describedby={describedBy}
            aria-disabled={isFirst || undefined}
            onClick={() => onMove(index - 1, "left")}
            className={iconButton}
          >
            <MediaChevronLeftIcon className="h-5 w-5" />
          </button>
          <span aria-hidden="true" className="text-sm font-semibold text-ink-muted tabular-nums">
            {position}
          </span>
          <button
            type="button"
            data-control="right"
            aria-label={`Move ${name} right`}
            aria-describedby={describedBy}
            aria-disabled={isLast || undefined}
            onClick={() => onMove(index + 1, "right")}
            className={iconButton}
          >
            <MediaChevronRightIcon className="h-5 w-5" />
          </button>
        </div>
      ) : null}
    </li>
  );
}

/** The picked file itself while it uploads; formats the browser cannot show (HEIC) leave the tile plain. */
function PreviewImage({ src }: { src: string }) {
  const [isBroken, setIsBroken] = useState(false);
  if (isBroken) return null;
  return (
    <img
      src={src}
      alt=""
      draggable={false}
      onError={() => setIsBroken(true)}
      className="h-full w-full object-cover opacity-80"
    />
  );
}

function VideoTile({ video, onRemove }: { video: MediaEntry; onRemove(): void }) {
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
          <ProgressBar
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
