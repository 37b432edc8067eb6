// CORS for the public API's reads (docs/product/open-platform.md, Public API): any site's script may GET and HEAD,
// without credentials (no cookie is read: a key, when sent, is the `Authorization` header), and read the validators
// and the rate limits. Writes get no CORS at all: a browser on another site cannot send them.

const readMethods = new Set(["GET", "HEAD"]);

const readCors = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Expose-Headers": "ETag, RateLimit, RateLimit-Policy, Retry-After",
};

/** The CORS headers of an answer to `method`: on reads only. */
export function corsHeaders(method: string): Record<string, string> {
  return readMethods.has(method) ? readCors : {};
}

/** A preflight's answer for a path whose methods are `allowed`: only its reads are offered to other sites. */
export function preflightHeaders(allowed: readonly string[]): Record<string, string> {
  const reads = allowed.filter((method) => readMethods.has(method));
  if (reads.length === 0) return { Allow: allowed.join(", ") };
  return {
    Allow: allowed.join(", "),
    ...readCors,
    "Access-Control-Allow-Methods": reads.join(", "),
    "Access-Control-Allow-Headers": "Authorization, If-None-Match",
    "Access-Control-Max-Age": "86400",
  };
}
