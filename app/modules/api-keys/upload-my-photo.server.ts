import { randomUUID } from "node:crypto";
import { AppError } from "#app/lib/app-error.ts";
import type { AppServices } from "#app/lib/context.server.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { uploadMedia } from "#app/modules/media/upload-media.server.ts";

/** The content types `POST /api/v1/my/photos` takes: a photo's own bytes, or a form with it in `file`. */
export const myPhotoContentTypes = ["image/*", "multipart/form-data"] as const;

/**
 * `POST /api/v1/my/photos` (docs/product/open-platform.md, Managing listings through the API): a listing photo received
 * as the site's uploads receive one (its type judged by its bytes, the same size and pixel limits, rate limit and
 * quota of uploads not yet used), unattached until a listing or draft lists its address. The body is a photo's bytes
 * (any `image/…` type) or a `multipart/form-data` form with the photo in `file`, as /api/uploads takes it.
 */
export async function uploadMyPhoto(
  services: Pick<AppServices, "db" | "storage" | "videoTools" | "jobs" | "logger">,
  { userId, request }: { userId: string; request: Request },
) {
  const photo = await uploadMedia({
    ...services,
    request: asUploadForm(request),
    ownerId: userId,
    kind: "image",
    purpose: "listing",
  });
  return { id: photo.id, url: photo.url, width: photo.width ?? 0, height: photo.height ?? 0 };
}

/** A photo's bytes as the one-file form the upload reader takes (streamed through, never held whole). */
function asUploadForm(request: Request): Request {
  const mediaType = (request.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
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
