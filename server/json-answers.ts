// How a JSON answer of the Express endpoints goes out, in one place: its content type, and its compression
// in one call. The compression middleware streams every answer through zlib on libuv's thread pool, a hand-off
// to another thread and back for a body of a few KB; here the body is compressed on the spot (ADR 086), with
// the middleware's threshold, encodings and levels, and the middleware leaves an encoded answer alone.
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Request, Response } from "express";

/** The compression middleware's threshold (server/http.ts): below it, compressing costs more than it saves. */
export const compressionThresholdBytes = 4096;

const encoders = {
  // Brotli's quality as the middleware sets it (4): its balance of speed and size for answers made per request.
  br: (body: Buffer) => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }),
  gzip: (body: Buffer) => gzipSync(body),
} as const;

/** Sends `json` (a serialized value) with `status`, compressed in the encoding the client prefers when worth it. */
export function sendJson(req: Request, res: Response, status: number, json: string): void {
  res.status(status).type("application/json");
  const body = Buffer.from(json);
  if (body.byteLength < compressionThresholdBytes) {
    res.send(body);
    return;
  }
  res.vary("Accept-Encoding");
  const encoding = preferredEncoding(req);
  if (!encoding) {
    res.send(body);
    return;
  }
  res.set("Content-Encoding", encoding).send(encoders[encoding](body));
}

/**
 * Brotli when the client takes it, else gzip, as the middleware prefers; none for a client that names no encoding
 * (the middleware's default too) or takes neither.
 */
function preferredEncoding(req: Request): keyof typeof encoders | undefined {
  if (!req.headers["accept-encoding"]) return undefined;
  return (Object.keys(encoders) as (keyof typeof encoders)[]).find((name) => req.acceptsEncodings(name) === name);
}
