import type { VideoState } from "#app/db/media-schema.ts";
import type { MessageId, MessageValues } from "#app/modules/i18n/message-ids.ts";
import { moveItem, type UploadProblem } from "./upload-rules.ts";

export type EntryStatus = "queued" | "uploading" | "processing" | "done";

/** One photo or the video in the uploader: a saved URL, or a file on its way there. */
export interface MediaEntry {
  key: string;
  status: EntryStatus;
  /** The media URL once uploaded (or given by the form). */
  url: string | null;
  fileName: string | null;
  /** A blob: URL of the picked photo, shown while it uploads. */
  previewUrl: string | null;
  /** 0–100 while uploading. */
  progress: number;
  /**
   * A video's processing on the server: "processing" right after its upload, null for a saved one until the
   * server is asked (docs/product/media.md, "Videos").
   */
  videoState: VideoState | null;
}

export interface ShownProblem extends UploadProblem {
  id: number;
}

export interface UploaderState {
  photos: MediaEntry[];
  video: MediaEntry | null;
  photoProblems: ShownProblem[];
  videoProblems: ShownProblem[];
  /** What the polite live region says last (a message id, none at first); `id` changes even when it repeats. */
  announcement: Announcement;
  nextId: number;
}

export interface Announcement {
  message: MessageId | null;
  values?: MessageValues;
  id: number;
}

export type UploaderAction =
  | { type: "add-photos"; entries: MediaEntry[]; problems: UploadProblem[] }
  | { type: "add-video"; entry: MediaEntry | null; problems: UploadProblem[] }
  | { type: "started"; key: string }
  | { type: "progress"; key: string; percent: number; isProcessing: boolean }
  | { type: "uploaded"; key: string; url: string }
  | { type: "failed"; key: string; message: string }
  | { type: "remove"; key: string }
  | { type: "move"; key: string; to: number };

export function initialUploaderState(images: readonly string[], video: string | null): UploaderState {
  const done = (url: string, key: string): MediaEntry => ({
    key,
    status: "done",
    url,
    fileName: null,
    previewUrl: null,
    progress: 100,
    videoState: null,
  });
  return {
    photos: images.map((url, index) => done(url, `saved-${index}`)),
    video: video ? done(video, "saved-video") : null,
    photoProblems: [],
    videoProblems: [],
    announcement: { message: null, id: 0 },
    nextId: 1,
  };
}

export function queuedEntry(key: string, fileName: string, previewUrl: string | null = null): MediaEntry {
  return { key, status: "queued", url: null, fileName, previewUrl, progress: 0, videoState: null };
}

export function isInFlight(entry: MediaEntry | null): boolean {
  return entry !== null && entry.status !== "done";
}

/** The photo URLs in order (uploaded ones only) and the video URL: what the form posts. */
export function uploaderValue(state: Pick<UploaderState, "photos" | "video">): {
  images: string[];
  video: string | null;
} {
  return {
    images: state.photos.flatMap((photo) => (photo.status === "done" && photo.url ? [photo.url] : [])),
    video: state.video?.status === "done" ? state.video.url : null,
  };
}

function withIds(state: UploaderState, problems: UploadProblem[]): [ShownProblem[], number] {
  let id = state.nextId;
  return [problems.map((problem) => ({ ...problem, id: id++ })), id];
}

function announce(state: UploaderState, message: MessageId, values?: MessageValues): UploaderState {
  return { ...state, announcement: { message, ...(values ? { values } : {}), id: state.announcement.id + 1 } };
}

function updateEntry(state: UploaderState, key: string, update: (entry: MediaEntry) => MediaEntry): UploaderState {
  if (state.video?.key === key) return { ...state, video: update(state.video) };
  if (!state.photos.some((photo) => photo.key === key)) return state;
  return { ...state, photos: state.photos.map((photo) => (photo.key === key ? update(photo) : photo)) };
}

export function uploaderReducer(state: UploaderState, action: UploaderAction): UploaderState {
  switch (action.type) {
    case "add-photos": {
      const [photoProblems, nextId] = withIds(state, action.problems);
      const next = { ...state, photos: [...state.photos, ...action.entries], photoProblems, nextId };
      const count = action.entries.length;
      return count > 0 ? announce(next, "media.announce.uploadingPhotos", { count }) : next;
    }
    case "add-video": {
      const [videoProblems, nextId] = withIds(state, action.problems);
      const next = { ...state, video: action.entry ?? state.video, videoProblems, nextId };
      return action.entry ? announce(next, "media.announce.uploadingVideo") : next;
    }
    case "started":
      return updateEntry(state, action.key, (entry) => ({ ...entry, status: "uploading" }));
    case "progress":
      return updateEntry(state, action.key, (entry) =>
        entry.status === "done"
          ? entry
          : { ...entry, progress: action.percent, status: action.isProcessing ? "processing" : "uploading" },
      );
    case "uploaded": {
      const entry = state.video?.key === action.key ? state.video : state.photos.find((p) => p.key === action.key);
      if (!entry) return state;
      const next = updateEntry(state, action.key, (current) => ({
        ...current,
        status: "done",
        url: action.url,
        previewUrl: null,
        progress: 100,
        // A new video is processed in the background; the form may be saved meanwhile.
        videoState: state.video?.key === action.key ? "processing" : null,
      }));
      return entry.fileName
        ? announce(next, "media.announce.fileUploaded", { fileName: entry.fileName })
        : announce(next, "media.announce.unnamedFileUploaded");
    }
    case "failed": {
      const isVideo = state.video?.key === action.key;
      const entry = isVideo ? state.video : state.photos.find((p) => p.key === action.key);
      if (!entry) return state;
      const [problems, nextId] = withIds(state, [
        { message: action.message, ...(entry.fileName ? { fileName: entry.fileName } : {}) },
      ]);
      return isVideo
        ? { ...state, video: null, videoProblems: [...state.videoProblems, ...problems], nextId }
        : {
            ...state,
            photos: state.photos.filter((photo) => photo.key !== action.key),
            photoProblems: [...state.photoProblems, ...problems],
            nextId,
          };
    }
    case "remove": {
      if (state.video?.key === action.key)
        return announce({ ...state, video: null, videoProblems: [] }, "media.announce.videoRemoved");
      const index = state.photos.findIndex((photo) => photo.key === action.key);
      if (index === -1) return state;
      const photos = state.photos.filter((photo) => photo.key !== action.key);
      const removed = index === 0 && photos.length > 0 ? "media.announce.coverRemoved" : "media.announce.photoRemoved";
      return announce({ ...state, photos, photoProblems: [] }, removed, { position: index + 1 });
    }
    case "move": {
      const from = state.photos.findIndex((photo) => photo.key === action.key);
      const to = Math.max(0, Math.min(state.photos.length - 1, action.to));
      if (from === -1 || from === to) return state;
      const photos = moveItem(state.photos, from, to);
      const moved = to === 0 ? "media.announce.photoMovedToCover" : "media.announce.photoMoved";
      return announce({ ...state, photos }, moved, { position: to + 1, count: photos.length });
    }
  }
}
