import type { UploadedMedia } from "./upload-replies.ts";
import type { UploadKind, UploadPurpose } from "./upload-rules.ts";

// The answers' reader carries zod: it is fetched with the first upload, not with the page (ADR 052).
type UploadReplies = typeof import("./upload-replies.ts");
let uploadReplies: UploadReplies | undefined;
export async function readUploadReplies(): Promise<UploadReplies> {
  uploadReplies ??= await import("./upload-replies.ts");
  return uploadReplies;
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
  // Fetched while the file travels, so that the answer is read at once.
  void readUploadReplies();
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
      readUploadReplies().then(
        ({ uploadedMedia, refusalMessage, parseJson }) => {
          const body = parseJson(xhr.responseText);
          if (xhr.status >= 200 && xhr.status < 300) {
            const media = uploadedMedia(body, kind);
            if (media) resolve({ ok: true, media });
            else fail(null);
          } else {
            fail(refusalMessage(body));
          }
        },
        () => fail(null),
      );
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
