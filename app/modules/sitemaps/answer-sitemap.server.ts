import { promisify } from "node:util";
import { gzip } from "node:zlib";
import type { SitemapBody } from "./sitemap-body.server.ts";
import { sitemapResponse } from "./sitemap-response.ts";

const gzipOf = promisify(gzip) as (bytes: SitemapBody) => Promise<Buffer<ArrayBuffer>>;

/**
 * Each kept sitemap's gzip, made once for as long as the cache keeps its body: a listings file is about 6 MB, and
 * compressing it on every crawler's request cost 110 ms of the event loop at a million listings (ADR 054).
 */
const gzipped = new WeakMap<SitemapBody, Promise<Buffer<ArrayBuffer>>>();

/** A sitemap's answer to `request`: compressed once and kept when the client takes gzip (every crawler does). */
export async function answerSitemap(request: Request, body: SitemapBody | null): Promise<Response> {
  if (body === null || !acceptsGzip(request.headers.get("Accept-Encoding"))) return sitemapResponse(body);
  let compressed = gzipped.get(body);
  if (!compressed) {
    compressed = gzipOf(body);
    gzipped.set(body, compressed);
    compressed.catch(() => gzipped.delete(body));
  }
  return sitemapResponse(await compressed, { gzip: true });
}

/** Whether an Accept-Encoding header names gzip (or `*`) without refusing it by `q=0`. */
export function acceptsGzip(acceptEncoding: string | null): boolean {
  return (acceptEncoding ?? "").split(",").some((offer) => {
    const [coding = "", ...parameters] = offer.split(";").map((part) => part.trim().toLowerCase());
    const refused = parameters.some((parameter) => /^q=0(\.0{0,3})?$/.test(parameter));
    return (coding === "gzip" || coding === "*") && !refused;
  });
}
