import { randomUUID } from "node:crypto";
import { unlink } from "node:fs/promises";
import { AppError } from "#app/lib/app-error.ts";
import type { AppServices } from "#app/lib/context.server.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { byteLimitFor, tooLargeMessage } from "#app/modules/media/media-limits.ts";
import type { MediaStorage } from "#app/modules/media/media-storage.ts";
import { receiveUpload } from "#app/modules/media/receive-upload.server.ts";
import { uploadMedia } from "#app/modules/media/upload-media.server.ts";
import type { StreamedContent } from "./run-idempotently.server.ts";

/** The content types `POST /api/v1/my/photos` takes: a photo's own bytes, or a form with it in `file`. */
export const myPhotoContentTypes = ["image/*", "multipart/form-data"] as const;

/** A photo as `POST /api/v1/my/photos` answers it. */
export interface MyPhoto {
  id: string;
  url: string;
  width: number;
  height: number;
}

/**
 * `POST /api/v1/my/photos` (docs/product/open-platform.md, Managing listings through the API): a listing photo received
 * as the site's uploads receive one (its type judged by its bytes, the same size and pixel limits, rate limit and
 * quota of uploads not yet used), unattached until a listing or draft lists its address. The body is a photo's bytes
 * (any `image/…` type) or a `multipart/form-data` form with the photo in `file`, as /api/uploads takes it.
 *
 * The request's body is read once, one of two ways: `upload` stores the photo, noting its bytes' SHA-256 as they pass;
 * for a retry of an upload answered already, `content.sha256()` only reads and hashes them (the same reader and
 * limits, nothing kept), for its Idempotency-Key to be compared (run-idempotently.server.ts).
 */
export function myPhotoRequest(
  services: Pick<AppServices, "db" | "storage" | "videoTools" | "jobs" | "logger">,
  { userId, request }: { userId: string; request: Request },
): { content: StreamedContent; upload(): Promise<MyPhoto> } {
  let sha256: string | undefined;
  return {
    content: {
      description: mediaTypeOf(request),
      sha256: async () => {
        sha256 ??= await photoSha256(services.storage, request);
        return sha256;
      },
    },
    async upload() {
      const photo = await uploadMedia({
        ...services,
        request: asUploadForm(request),
        ownerId: userId,
        kind: "image",
        purpose: "listing",
        onReceived: (received) => {
          sha256 = received.sha256;
        },
      });
      return { id: photo.id, url: photo.url, width: photo.width ?? 0, height: photo.height ?? 0 };
    },
  };
}

/** The SHA-256 of the photo's bytes, read as an upload reads them and then let go. */
async function photoSha256(storage: MediaStorage, request: Request): Promise<string> {
  const received = await receiveUpload({
    request: asUploadForm(request),
    spoolDir: storage.spoolDir,
    maxBytes: byteLimitFor("image", "listing"),
    tooLargeMessage: tooLargeMessage("image", "listing"),
    refuseType: () => null,
  });
  await unlink(received.file).catch(() => {});
  return received.sha256;
}

/** The request's media type, without its parameters (a form's boundary differs from one sending to the next). */
const mediaTypeOf = (request: Request) =>
  (request.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";

/** A photo's bytes as the one-file form the upload reader takes (streamed through, never held whole). */
function asUploadForm(request: Request): Request {
  const mediaType = mediaTypeOf(request);
  if (mediaType === "multipart/form-data") return request;
  if (!mediaType.startsWith("image/") || !request.body) {
    throw new AppError("unsupported-media-type", "api-keys.api.photoType" satisfies MessageId);
  }
  const boundary = `roamstead-${randomUUID()}`;
  const encoder = new TextEncoder();
  const head = encoder.encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo"\r\nContent-Type: ${mediaType}\r\n\r\n`,
  );
  const tail = encoder.encode(`\r\n--${boundary}--\r\n`);
  const bytes = request.body.getReader();
  let isHeadSent = false;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!isHeadSent) {
        isHeadSent = true;
        controller.enqueue(head);
        return;
      }
      const { done, value } = await bytes.read();
      if (!done) return controller.enqueue(value);
      controller.enqueue(tail);
      controller.close();
    },
    cancel: (reason) => bytes.cancel(reason),
  });
  const headers = new Headers({ "content-type": `multipart/form-data; boundary=${boundary}` });
  const declared = request.headers.get("content-length");
  if (declared !== null && /^\d+$/.test(declared)) {
    headers.set("content-length", String(Number(declared) + head.byteLength + tail.byteLength));
  }
  return new Request(request.url, { method: "POST", headers, body, duplex: "half" } as RequestInit);
}
