// How every answer is compressed, in one place (ADR 092). An answer whose length is known before its first byte
// (a page rendered whole, a JSON answer, a file) is compressed in one call when it ends; only an answer streamed as
// it is made (a page with a part still loading) goes through the compression middleware's zlib stream. That stream
// runs on libuv's thread pool, flushed after each piece React Router writes, and its native memory counts against
// V8's heap: a Brotli answer of /about (88 KB) cost 5.5 ms of CPU across three kinds of thread that way, against
// about 1.3 ms in one call, and set off a full garbage collection every forty or so answers.
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import compression from "compression";
import type { Request, RequestHandler, Response } from "express";

/** Below ~4 KB, compressing costs more than it saves. */
export const compressionThresholdBytes = 4096;
/**
 * The largest answer compressed in one call, on the main thread (Brotli takes about 1 ms per 100 KB of HTML here);
 * a larger one streams on the thread pool instead of holding every other request back.
 */
export const maxOneCallBytes = 1024 * 1024;

const encoders = {
  // Brotli's quality as the middleware sets it (4): its balance of speed and size for answers made per request.
  br: (body: Buffer) =>
    brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength },
    }),
  gzip: (body: Buffer) => gzipSync(body),
} as const;
type Encoding = keyof typeof encoders;

/** The compression of every answer: mounted once, in server/http.ts, ahead of everything that answers. */
export function answerCompression(): RequestHandler {
  const streamed = compression({ threshold: compressionThresholdBytes });
  return (req, res, next) =>
    streamed(req, res, (error?: unknown) => {
      if (error) return next(error);
      compressWhenWhole(req, res);
      next();
    });
}

/**
 * Holds an answer of known length back until it ends, then sends it compressed in one call with its new length.
 * Wraps the middleware's own `write` and `end`, so an answer it does not take passes on to the stream untouched. The
 * wrappers stay in place once it has decided (a later middleware may have wrapped them in turn).
 */
function compressWhenWhole(req: Request, res: Response): void {
  const write = res.write;
  const end = res.end;
  let held: { encoding: Encoding; declaredBytes: number; chunks: Buffer[]; bytes: number } | null | undefined;
  const decide = () => {
    if (held === undefined) {
      const choice = oneCallEncoding(req, res);
      held = choice ? { ...choice, chunks: [], bytes: 0 } : null;
    }
    return held;
  };

  res.write = function (this: Response, chunk: unknown, ...rest: unknown[]) {
    const holding = decide();
    if (!holding) return Reflect.apply(write, this, [chunk, ...rest]);
    const piece = toBuffer(chunk, rest[0]);
    holding.chunks.push(piece);
    holding.bytes += piece.byteLength;
    // An answer longer than it said it would be is let through as it is, and the stream compresses it.
    if (holding.bytes > holding.declaredBytes) {
      held = null;
      return Reflect.apply(write, this, [Buffer.concat(holding.chunks), ...rest]);
    }
    const callback = rest.find((argument) => typeof argument === "function");
    if (callback) process.nextTick(callback as () => void);
    return true;
  } as Response["write"];

  res.end = function (this: Response, chunk?: unknown, ...rest: unknown[]) {
    const holding = decide();
    if (!holding) return Reflect.apply(end, this, [chunk, ...rest]);
    held = null;
    const callback = [chunk, ...rest].find((argument) => typeof argument === "function");
    if (chunk !== undefined && chunk !== null && typeof chunk !== "function") {
      holding.chunks.push(toBuffer(chunk, rest[0]));
    }
    const body = encoders[holding.encoding](Buffer.concat(holding.chunks));
    this.setHeader("Content-Encoding", holding.encoding);
    this.setHeader("Content-Length", body.byteLength);
    return Reflect.apply(end, this, callback ? [body, callback] : [body]);
  } as Response["end"];
}

/**
 * The encoding an answer is compressed in at once, with its declared length; null when it is not (its length
 * unknown, small or large, already encoded, a range, not text, `no-transform`, HEAD, or a client that takes neither
 * Brotli nor gzip). The rules are the middleware's, so an answer is compressed the same whichever way it goes.
 */
function oneCallEncoding(req: Request, res: Response): { encoding: Encoding; declaredBytes: number } | null {
  if (res.headersSent || req.method === "HEAD") return null;
  const declaredBytes = Number(res.getHeader("Content-Length"));
  if (
    !Number.isInteger(declaredBytes) ||
    declaredBytes < compressionThresholdBytes ||
    declaredBytes > maxOneCallBytes
  ) {
    return null;
  }
  const current = res.getHeader("Content-Encoding");
  if ((current !== undefined && current !== "identity") || res.getHeader("Content-Range") !== undefined) return null;
  if (
    !compression.filter(req, res) ||
    /(?:^|,)\s*no-transform\s*(?:,|$)/i.test(String(res.getHeader("Cache-Control") ?? ""))
  ) {
    return null;
  }
  res.vary("Accept-Encoding");
  const encoding = preferredEncoding(req);
  return encoding ? { encoding, declaredBytes } : null;
}

/**
 * Brotli when the client takes it (even listed after gzip, as the middleware prefers), else gzip; none for a client
 * that names no encoding (the middleware's default too) or takes neither.
 */
function preferredEncoding(req: Request): Encoding | undefined {
  if (!req.headers["accept-encoding"]) return undefined;
  return (Object.keys(encoders) as Encoding[]).find((name) => req.acceptsEncodings(name) === name);
}

function toBuffer(chunk: unknown, encoding: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk;
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
  return Buffer.from(String(chunk), typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
}
