import { z } from "#app/lib/zod.ts";
import { isMediaVideoUrl, mediaImageId } from "./media-url.ts";
import type { UploadKind, UploadPurpose } from "./upload-rules.ts";

/** The medium a 201 answer names (media contract). */
export interface UploadedMedia {
  id: string;
  kind: UploadKind;
  /** `/media/<id>` for an image, `/media/<id>/video` for a video. */
  url: string;
  width: number | null;
  height: number | null;
}

export type UploadResult =
  | { ok: true; media: UploadedMedia }
  /** `message` is the server's own message when it gave one. */
  | { ok: false; message: string | null; isAborted: boolean };

export interface UploadProgress {
  /** 0–100: the share of the file sent. */
  percent: number;
  /** All bytes are sent and the server is making the variants. */
  isProcessing: boolean;
}

export interface UploadFileOptions {
  kind: UploadKind;
  purpose: UploadPurpose;
  onProgress?(progress: UploadProgress): void;
}

export interface UploadHandle {
  result: Promise<UploadResult>;
  abort(): void;
}

export function uploadUrl(kind: UploadKind, purpose: UploadPurpose): string {
  return `/api/uploads?${new URLSearchParams({ kind, purpose })}`;
}

/**
 * Sends one file to POST /api/uploads as multipart field `file`. XMLHttpRequest rather than fetch, because only
 * it reports upload progress. Never rejects: failures resolve with the server's message, if any.
 */
export function uploadFile(file: File, { kind, purpose, onProgress }: UploadFileOptions): UploadHandle {
  const xhr = new XMLHttpRequest();
  let isAborted = false;
  const result = new Promise<UploadResult>((resolve) => {
    const fail = (message: string | null) => resolve({ ok: false, message, isAborted });
    xhr.open("POST", uploadUrl(kind, purpose));
    xhr.setRequestHeader("Accept", "application/json");
    xhr.upload.addEventListener("progress", (event) => {
      if (!event.lengthComputable || event.total === 0) return;
      onProgress?.({ percent: Math.min(100, Math.round((event.loaded / event.total) * 100)), isProcessing: false });
    });
    xhr.upload.addEventListener("load", () => onProgress?.({ percent: 100, isProcessing: true }));
    xhr.addEventListener("load", () => {
      const body = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        const media = uploadedMedia(body, kind);
        if (media) resolve({ ok: true, media });
        else fail(null);
      } else {
        fail(refusalMessage(body));
      }
    });
    xhr.addEventListener("error", () => fail(null));
    xhr.addEventListener("timeout", () => fail(null));
    xhr.addEventListener("abort", () => fail(null));
    const form = new FormData();
    form.append("file", file, file.name);
    xhr.send(form);
  });
  return {
    result,
    abort() {
      isAborted = true;
      xhr.abort();
    },
  };
}

/** The endpoint's answers (app/lib/form-reply.ts's shape; a success also names the stored medium). */
const uploadedReplySchema = z.object({
  ok: z.literal(true),
  id: z.string(),
  url: z.string(),
  width: z.number().nullish(),
  height: z.number().nullish(),
});
const refusedReplySchema = z.object({ ok: z.literal(false), message: z.string() });

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The server's own message for a refused upload, if it gave one (a proxy's error page has none). */
function refusalMessage(body: unknown): string | null {
  const reply = refusedReplySchema.safeParse(body);
  return reply.success && reply.data.message.trim() ? reply.data.message.trim() : null;
}

/** The stored medium of a 2xx answer, if the answer is one of ours and names a medium of the kind sent. */
function uploadedMedia(body: unknown, kind: UploadKind): UploadedMedia | null {
  const reply = uploadedReplySchema.safeParse(body);
  if (!reply.success) return null;
  const { id, url, width, height } = reply.data;
  const isExpectedUrl = kind === "image" ? mediaImageId(url) !== null : isMediaVideoUrl(url);
  if (!isExpectedUrl) return null;
  return { id, kind, url, width: width ?? null, height: height ?? null };
}
