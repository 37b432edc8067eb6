// How every sitemap and /robots.txt answer (docs/product/found-and-shared.md): public, kept by caches an hour;
// a missing sitemap is not kept (the next listing may make it).
import { bytesResponse } from "#app/lib/bytes-response.ts";

const anHour = "public, max-age=3600";

/** A sitemap's answer; `gzip` when the body is already compressed (and so skips the compression middleware). */
export function sitemapResponse(body: Uint8Array | null, { gzip = false }: { gzip?: boolean } = {}): Response {
  if (body === null) {
    return new Response("No such sitemap.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const headers = {
    "Content-Type": "application/xml; charset=utf-8",
    "Cache-Control": anHour,
    Vary: "Accept-Encoding",
  };
  return bytesResponse(body, { headers: gzip ? { ...headers, "Content-Encoding": "gzip" } : headers });
}

export function robotsTxtResponse(text: string): Response {
  return new Response(text, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": anHour } });
}
