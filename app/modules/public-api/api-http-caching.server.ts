// What a cache may keep of the public API's answers, decided here once (the API's side of ADR 020's rule,
// app/modules/platform/private-pages.server.ts): an anonymous read of a public operation is the same for everyone
// and kept a minute; a keyed request, or a private operation (the caller's own listings), is `private, no-store`, as
// every answer about a signed-in person is on the site. Every 200 GET carries a strong ETag, the hash of its body, and
// a client that sends it back in If-None-Match gets 304 without the body.
import { createHash } from "node:crypto";
import { privateCacheControl } from "#app/modules/platform/private-pages.server.ts";

/** How long a shared cache or a client may keep an anonymous read (the listings change by the minute at most). */
export const publicApiMaxAgeSeconds = 60;

export function apiCacheControl({ privacy, isKeyed }: { privacy: "public" | "private"; isKeyed: boolean }): string {
  return privacy === "private" || isKeyed ? privateCacheControl : `public, max-age=${publicApiMaxAgeSeconds}`;
}

/** A strong validator of the body's bytes: 128 bits of its SHA-256. */
export function strongEtag(body: string): string {
  return `"${createHash("sha256").update(body).digest("base64url").slice(0, 22)}"`;
}

/**
 * Whether If-None-Match names `etag` (RFC 9110 §13.1.2: `*`, or a list compared weakly, so a `W/` that a
 * compressing proxy added still matches).
 */
export function isNotModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => opaque(tag) === opaque(etag));
}
