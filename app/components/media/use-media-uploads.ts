import { useCallback, useEffect, useLayoutEffect, useReducer, useRef } from "react";
import {
  initialUploaderState,
  isInFlight,
  type MediaEntry,
  queuedEntry,
  uploaderReducer,
  uploaderValue,
} from "./media-uploader-state.ts";
import { discardJob, startQueuedUploads, type UploadJobs } from "./upload-jobs.ts";
import { checkImageFiles, checkVideoFiles, type UploadKind, type UploadPurpose } from "./upload-rules.ts";

export interface MediaUploaderValue {
  /** The photo URLs (`/media/<id>`) in order; the first is the cover. */
  images: string[];
  /** The video URL (`/media/<id>/video`), if any. */
  video: string | null;
}

export interface MediaUploadsOptions {
  purpose: UploadPurpose;
  maxImages: number;
  allowVideo: boolean;
  /** False when the form has no video part: videos are neither kept nor added. */
  hasVideoPart: boolean;
  defaultImages: readonly string[];
  defaultVideo: string | null;
  onBusyChange?(isBusy: boolean): void;
  onChange?(value: MediaUploaderValue): void;
}

/**
 * The uploader's photos and video: picked files are checked against the limits, queued, uploaded with their
 * progress, and removed or moved; the owner hears when uploads start and end and when the posted value changes.
 */
export function useMediaUploads(options: MediaUploadsOptions) {
  const { purpose, maxImages, allowVideo, hasVideoPart, defaultImages, defaultVideo } = options;
  const [state, dispatch] = useReducer(uploaderReducer, undefined, () =>
    initialUploaderState(defaultImages, hasVideoPart ? defaultVideo : null),
  );
  const jobs = useRef<UploadJobs>(new Map());
  const nextKey = useRef(0);
  const { photos, video } = state;

  // Start queued uploads, a few at a time (the video does not wait).
  useEffect(() => {
    startQueuedUploads({ photos, video }, jobs.current, purpose, dispatch);
  }, [photos, video, purpose]);

  // Abort what still uploads and free the previews when the form goes away.
  useEffect(() => {
    const running = jobs.current;
    return () => {
      for (const key of [...running.keys()]) discardJob(running, key);
    };
  }, []);

  const value = uploaderValue(state);
  useOwnerNotices(photos.some(isInFlight) || isInFlight(video), value, options);

  const newEntry = (file: File, kind: UploadKind): MediaEntry => {
    nextKey.current += 1;
    const key = `${kind}-${nextKey.current}`;
    const previewUrl = kind === "image" && canShowInBrowser(file) ? URL.createObjectURL(file) : null;
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
    if (files.length === 0 || !hasVideoPart) return;
    const { accepted, problems } = checkVideoFiles(files, { allowVideo, hasVideo: video !== null });
    const [file] = accepted;
    dispatch({ type: "add-video", entry: file ? newEntry(file, "video") : null, problems });
  }

  const remove = useCallback((key: string) => {
    discardJob(jobs.current, key);
    dispatch({ type: "remove", key });
  }, []);

  const move = useCallback((key: string, to: number) => dispatch({ type: "move", key, to }), []);

  return { state, value, addPhotos, addVideo, remove, move };
}

/**
 * Whether the picked photo can be shown before it is uploaded. A HEIC is not (Chromium cannot decode it, and its
 * failed <img> makes Chromium report a blocked blob: connection); the server's variant shows once uploaded.
 */
function canShowInBrowser(file: File): boolean {
  return !/^image\/hei[cf]/.test(file.type) && !/\.hei[cf]$/i.test(file.name);
}

/** Tells the owner when uploading starts or ends and when the posted value changes (not on the first render). */
function useOwnerNotices(
  isBusy: boolean,
  value: MediaUploaderValue,
  { onBusyChange, onChange }: Pick<MediaUploadsOptions, "onBusyChange" | "onChange">,
) {
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

  const valueKey = JSON.stringify(value);
  const lastValueKey = useRef(valueKey);
  useEffect(() => {
    if (lastValueKey.current === valueKey) return;
    lastValueKey.current = valueKey;
    onChangeRef.current?.(JSON.parse(valueKey) as MediaUploaderValue);
  }, [valueKey]);
}
