import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import type { VideoState } from "#app/db/media-schema.ts";
import { media } from "#app/db/schema.ts";
import { LruCache } from "#app/lib/lru-cache.ts";
import type { ByteRange, MediaStorage } from "./media-storage.ts";
import {
  isMediaId,
  type MediaImageFormat,
  type MediaVariantWidth,
  mediaPosterKey,
  mediaVariantKey,
  mediaVariantUrl,
  mediaVideoKey,
  variantWidthFor,
} from "./media-urls.ts";

/** What an answer to a media request is, independent of the HTTP framework that sends it. */
export interface MediaAnswer {
  status: 200 | 206 | 304 | 307 | 404 | 416;
  headers: Record<string, string>;
  /** Null for HEAD and for answers without a body. */
  body: Readable | null;
}

export interface MediaRequest {
  method: string;
  /** The media id: `/media/<id>/…`. */
  id: string;
  /** `480.webp` … `1920.avif`, `video` or `poster.webp`. */
  file: string;
  range: string | null;
  ifNoneMatch: string | null;
  ifRange: string | null;
}

interface ServedMedia {
  kind: "image" | "video";
  contentType: string;
  width: number | null;
  hasAvif: boolean;
  videoState: VideoState | null;
}

export interface MediaFileServer {
  serve(request: MediaRequest): Promise<MediaAnswer>;
}

const immutable = "public, max-age=31536000, immutable";
const variantFile = /^(480|960|1920)\.(webp|avif)$/;
const imageTypes: Record<MediaImageFormat, string> = { webp: "image/webp", avif: "image/avif" };

const notFound = (): MediaAnswer => ({
  status: 404,
  headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  body: Readable.from(["Not found"]),
});

/**
 * Serves `/media/<id>/<480|960|1920>.<webp|avif>`, and `/media/<id>/video` and `/media/<id>/poster.webp`
 * once the video is processed (docs/product/media.md, "Videos"), from the storage: the right
 * content type, year-long immutable caching (a URL's bytes never change), ETag/304 and single byte
 * ranges (206/416). An AVIF the background job has not made yet answers a 307 to the WebP, not cached.
 * Media rows are remembered briefly (long once final), so a busy page costs few database queries.
 */
export function createMediaFileServer({ db, storage }: { db: Database; storage: MediaStorage }): MediaFileServer {
  const rows = new LruCache<string, ServedMedia | null>({ maxEntries: 20_000 });
  const sizes = new LruCache<string, number>({ maxEntries: 50_000 });

  async function lookUp(id: string): Promise<ServedMedia | null> {
    const cached = rows.get(id);
    if (cached !== undefined) return cached;
    const [row] = await db
      .select({
        kind: media.kind,
        contentType: media.contentType,
        width: media.width,
        avifReadyAt: media.avifReadyAt,
        videoState: media.videoState,
      })
      .from(media)
      .where(eq(media.id, id));
    const found = row ? { ...row, hasAvif: row.avifReadyAt !== null } : null;
    // Final states are kept for minutes; an image still waiting for AVIF, a video still processing, or an
    // unknown id, for a moment.
    const isFinal = found && (found.kind === "video" ? found.videoState !== "processing" : found.hasAvif);
    rows.set(id, found, isFinal ? 600_000 : 2_000);
    return found;
  }

  async function sizeOf(key: string): Promise<number | null> {
    const cached = sizes.get(key);
    if (cached !== undefined) return cached;
    const info = await storage.stat(key);
    if (info) sizes.set(key, info.size, 600_000);
    return info?.size ?? null;
  }

  return {
    async serve(request) {
      if (!isMediaId(request.id)) return notFound();
      const variant = variantFile.exec(request.file);
      if (!variant && request.file !== "video" && request.file !== "poster.webp") return notFound();
      const found = await lookUp(request.id);
      if (!found) return notFound();

      let key: string;
      let contentType: string;
      if (variant) {
        if (found.kind !== "image" || !found.width) return notFound();
        const requested = Number(variant[1]) as MediaVariantWidth;
        const format = variant[2] as MediaImageFormat;
        if (format === "avif" && !found.hasAvif) {
          return {
            status: 307,
            headers: { Location: mediaVariantUrl(request.id, requested, "webp"), "Cache-Control": "no-store" },
            body: null,
          };
        }
        key = mediaVariantKey(request.id, variantWidthFor(requested, found.width), format);
        contentType = imageTypes[format];
      } else {
        // A video still processing, or failed, is not served (its upload is never served at all).
        if (found.kind !== "video" || found.videoState !== "ready") return notFound();
        const isPoster = request.file === "poster.webp";
        key = isPoster ? mediaPosterKey(request.id) : mediaVideoKey(request.id);
        contentType = isPoster ? "image/webp" : found.contentType;
      }

      const size = await sizeOf(key);
      if (size === null) return notFound();
      return answerWithBytes({ storage, key, size, contentType, request });
    },
  };
}

async function answerWithBytes({
  storage,
  key,
  size,
  contentType,
  request,
}: {
  storage: MediaStorage;
  key: string;
  size: number;
  contentType: string;
  request: MediaRequest;
}): Promise<MediaAnswer> {
  const etag = `"${key.slice(key.lastIndexOf("/") + 1).replace(".", "-")}-${size.toString(36)}"`;
  const headers: Record<string, string> = {
    "Content-Type": contentType,
    "Cache-Control": immutable,
    "Accept-Ranges": "bytes",
    ETag: etag,
  };
  if (request.ifNoneMatch?.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)) {
    return { status: 304, headers, body: null };
  }
  const wantsRange = request.range !== null && (request.ifRange === null || request.ifRange === etag);
  const range = wantsRange ? parseRange(request.range ?? "", size) : null;
  if (range === "unsatisfiable") {
    return { status: 416, headers: { ...headers, "Content-Range": `bytes */${size}` }, body: null };
  }
  const isHead = request.method === "HEAD";
  if (range) {
    headers["Content-Range"] = `bytes ${range.start}-${range.end}/${size}`;
    headers["Content-Length"] = String(range.end - range.start + 1);
    const body = isHead ? null : await storage.read(key, range);
    if (!isHead && !body) return notFound();
    return { status: 206, headers, body };
  }
  headers["Content-Length"] = String(size);
  const body = isHead || size === 0 ? null : await storage.read(key);
  if (!isHead && size > 0 && !body) return notFound();
  return { status: 200, headers, body };
}

/**
 * One `bytes=` range of a `size`-byte file: `a-b`, `a-` or `-n`. Several ranges, or a header that is not
 * a byte range, are ignored (the whole file is sent, as RFC 9110 allows); a range past the end is unsatisfiable.
 */
export function parseRange(header: string, size: number): ByteRange | "unsatisfiable" | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return null;
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return null;
  if (first === "") {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (start >= size) return "unsatisfiable";
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  if (end < start) return null;
  return { start, end };
}
