// What POST /api/uploads and GET /api/uploads/<id> answer, as the uploader reads it (media contract). It carries zod, so
// the uploader fetches it with the first upload or status, not with the page (upload-file.ts, ADR 052).
import { z } from "#app/lib/zod.ts";
import type { UploadedMedia as ServerUploadedMedia } from "#app/modules/media/upload-media.server.ts";
import { isMediaVideoUrl, mediaImageId } from "./media-url.ts";
import type { UploadKind } from "./upload-rules.ts";

/** What the uploader keeps of the medium a 201 answer names (media contract). */
export type UploadedMedia = Pick<ServerUploadedMedia, "id" | "kind" | "url" | "width" | "height">;

/** The endpoint's answers (app/lib/form-reply.ts's shape; a success also names the stored medium). */
const uploadedReplySchema = z.object({
  ok: z.literal(true),
  id: z.string(),
  url: z.string(),
  width: z.number().nullish(),
  height: z.number().nullish(),
});
const refusedReplySchema = z.object({ ok: z.literal(false), message: z.string() });

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The server's own message for a refused upload, if it gave one (a proxy's error page has none). */
export function refusalMessage(body: unknown): string | null {
  const reply = refusedReplySchema.safeParse(body);
  return reply.success && reply.data.message.trim() ? reply.data.message.trim() : null;
}

/** The stored medium of a 2xx answer, if the answer is one of ours and names a medium of the kind sent. */
export function uploadedMedia(body: unknown, kind: UploadKind): UploadedMedia | null {
  const reply = uploadedReplySchema.safeParse(body);
  if (!reply.success) return null;
  const { id, url, width, height } = reply.data;
  const isExpectedUrl = kind === "image" ? mediaImageId(url) !== null : isMediaVideoUrl(url);
  if (!isExpectedUrl) return null;
  return { id, kind, url, width: width ?? null, height: height ?? null };
}

/** GET /api/uploads/<id> (docs/product/media.md, "Videos"); only the fields the uploader shows. */
export const uploadStatusSchema = z.object({
  ok: z.literal(true),
  state: z.enum(["processing", "ready", "failed"]).nullable(),
  posterUrl: z.string().nullish(),
});
