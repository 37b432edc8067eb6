import { randomFillSync, randomUUID } from "node:crypto";
import { type IncomingMessage, type Server, type ServerResponse, STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type { ErrorRequestHandler, NextFunction, Request, Response } from "express";
import type { Logger } from "pino";
import { isDatabaseUnavailable } from "#app/lib/app-error.ts";
import { databaseRetryAfterSeconds, unavailableMessage } from "#app/modules/platform/reply.server.ts";
import type { RequestLocals } from "./request-locals.ts";

const requestIdPattern = /^[\w.-]{8,128}$/;

/** A request the server refuses before any route sees it: its status, its words and its headers. */
export interface Refusal {
  status: number;
  text: string;
  headers?: Readonly<Record<string, string>>;
}

/**
 * Writes a refusal: every middleware below answers through one. Pages get plain words; server/http.ts gives the
 * one that answers a problem (RFC 9457) under the public API (app/modules/public-api/api-refusals.server.ts).
 */
export type AnswerRefusal = (req: Request, res: Response, refusal: Refusal) => void;

export const answerInPlainWords: AnswerRefusal = (_req, res, { status, text, headers = {} }) => {
  res.status(status).set(headers).type("text/plain").send(text);
};

/** Gives every request an id (kept from a proxy's X-Request-Id when it looks sane) and logs its outcome. */
export function requestLogging(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    const incoming = req.get("x-request-id");
    const requestId = incoming && requestIdPattern.test(incoming) ? incoming : randomUUID();
    const started = process.hrtime.bigint();
    const locals = res.locals as RequestLocals;
    locals.requestId = requestId;
    // Most requests never log anything but their outcome: the request's child logger is made on first use.
    let requestLogger: Logger | undefined;
    Object.defineProperty(locals, "logger", {
      get: () => (requestLogger ??= logger.child({ requestId })),
      enumerable: true,
    });
    res.setHeader("X-Request-Id", requestId);
    res.on("finish", () => {
      const level = res.statusCode >= 500 ? "error" : "info";
      if (!logger.isLevelEnabled(level)) return;
      const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
      // The same line the child logger would write: its binding comes first.
      logger[level](
        {
          requestId,
          method: req.method,
          url: req.originalUrl,
          status: res.statusCode,
          durationMs: Math.round(durationMs * 10) / 10,
        },
        "request",
      );
    });
    next();
  };
}

export interface SecurityHeaderOptions {
  isDevelopment: boolean;
  trustProxy: boolean;
  /** The map's tile server (MAP_TILES_URL's origin), whose images the browser may load. */
  mapTilesOrigin?: string;
}

const nonceBytes = 16;
const randomPool = Buffer.alloc(nonceBytes * 256);
let randomPoolOffset = randomPool.length;

/**
 * 16 random bytes per response, read from a pool filled 256 nonces at a time: one call into the
 * system's generator per request cost ~2% of a search request's CPU (Node buffers randomUUID alike).
 */
function nextNonce(): string {
  if (randomPoolOffset === randomPool.length) {
    randomFillSync(randomPool);
    randomPoolOffset = 0;
  }
  const nonce = randomPool.toString("base64", randomPoolOffset, randomPoolOffset + nonceBytes);
  randomPoolOffset += nonceBytes;
  return nonce;
}

/** A fresh CSP nonce per response, and the headers every response carries. */
export function securityHeaders({ isDevelopment, mapTilesOrigin }: SecurityHeaderOptions) {
  const imageSources = ["'self'", "data:", "blob:", ...(mapTilesOrigin ? [mapTilesOrigin] : [])].join(" ");
  return (req: Request, res: Response, next: NextFunction) => {
    const nonce = nextNonce();
    (res.locals as RequestLocals).nonce = nonce;
    const directives = [
      "default-src 'self'",
      `script-src 'self' 'nonce-${nonce}'`,
      // The inlined stylesheet carries the nonce; style attributes stay allowed (React sets a few, and
      // they cannot run code). Vite's dev server injects <style> elements without a nonce.
      isDevelopment ? "style-src 'self' 'unsafe-inline'" : `style-src 'self' 'nonce-${nonce}'`,
      "style-src-attr 'unsafe-inline'",
      `img-src ${imageSources}`,
      "media-src 'self' blob:",
      "font-src 'self'",
      `connect-src 'self'${isDevelopment ? " ws: wss:" : ""}`,
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ];
    if (req.secure) directives.push("upgrade-insecure-requests");
    res.setHeader("Content-Security-Policy", directives.join("; "));
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
    if (req.secure) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    res.removeHeader("X-Powered-By");
    next();
  };
}

/**
 * Hands the client address to the app in a header nobody else can set: the socket's address, or the
 * first untrusted X-Forwarded-For hop when TRUST_PROXY is on (Express computes `req.ip` either way).
 */
export function clientAddress(headerName: string) {
  return (req: Request, _res: Response, next: NextFunction) => {
    req.headers[headerName] = req.ip ?? req.socket.remoteAddress ?? "unknown";
    next();
  };
}

/**
 * Refuses an address carrying a NUL character (`%00`): no path or parameter of ours means one, and
 * PostgreSQL cannot store or compare text holding it, so it would otherwise end as a server error
 * wherever a parameter reaches a query.
 */
export function refuseNulInAddress(answer: AnswerRefusal = answerInPlainWords) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!/%00/i.test(req.originalUrl)) return next();
    answer(req, res, { status: 400, text: "The address contains a character we cannot read." });
  };
}

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses state-changing requests that a browser sent from another site (CSRF). Browsers label every
 * request with Sec-Fetch-Site or, on POST, Origin; server-to-server calls (webhooks) carry neither.
 */
export function refuseCrossSiteMutations(baseUrl: string, answer: AnswerRefusal = answerInPlainWords) {
  const ownOrigin = new URL(baseUrl).origin;
  return (req: Request, res: Response, next: NextFunction) => {
    if (safeMethods.has(req.method)) return next();
    const fetchSite = req.get("sec-fetch-site");
    const origin = req.get("origin");
    const isCrossSite = fetchSite
      ? fetchSite !== "same-origin" && fetchSite !== "none"
      : origin !== undefined && origin !== ownOrigin;
    if (!isCrossSite) return next();
    answer(req, res, { status: 403, text: "Cross-site request refused." });
  };
}

/** The methods React Router and our handlers serve; HEAD and OPTIONS are answered for any page. */
const servedMethods = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
/** Methods HTTP defines that no resource here allows (TRACE would echo a request, cookies included). */
const refusedMethods = new Set(["TRACE", "TRACK", "CONNECT"]);

/** TRACE and friends: 405 with the methods we do serve; a method HTTP does not define: 501. */
export function refuseUnservedMethods(answer: AnswerRefusal = answerInPlainWords) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (servedMethods.has(req.method)) return next();
    const headers = { Connection: "close" };
    if (refusedMethods.has(req.method)) {
      answer(req, res, {
        status: 405,
        text: "Method not allowed.",
        headers: { ...headers, Allow: [...servedMethods].join(", ") },
      });
    } else {
      answer(req, res, { status: 501, text: "Method not implemented.", headers });
    }
  };
}

/**
 * The largest body any endpoint takes (a video upload with its form overhead). A request declaring
 * more is refused before anything reads it; each endpoint's own, smaller cap is applied by the one
 * reader (app/modules/platform/read-input.server.ts) or the upload stream.
 */
export const maxRequestBodyBytes = 60 * 1024 * 1024;

/** 413 for a declared body over the largest cap; the connection closes, since the body stays unread. */
export function refuseOversizeBodies(maxBytes = maxRequestBodyBytes, answer: AnswerRefusal = answerInPlainWords) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!isDeclaredOver(req.get("content-length"), maxBytes)) return next();
    answer(req, res, { status: 413, text: "The request is too large.", headers: { Connection: "close" } });
  };
}

/**
 * Refuses a request React Router could not turn into a URL: a target that is not a path (`*`, or an
 * absolute URL on the request line) or a Host header that is not a host (`localhost:99999`, `[::1`).
 */
export function refuseUnreadableAddresses(answer: AnswerRefusal = answerInPlainWords) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.url.startsWith("/") && isReadableHost(req.get("host"))) return next();
    answer(req, res, { status: 400, text: "The request's address cannot be read." });
  };
}

function isReadableHost(host: string | undefined): boolean {
  if (!host) return false;
  try {
    return new URL(`http://${host}/`).host !== "";
  } catch {
    return false;
  }
}

/** How much of a refused body is read and dropped after the answer, and for how long at most. */
export interface LingeringClose {
  maxBytes: number;
  maxMs: number;
}

/**
 * Enough for any form or JSON body sent by mistake and for a photo somewhat over its cap (5 or 15 MB,
 * docs/product/media.md), so their 413 is read whole; a client pushing a bigger body costs us at most
 * 16 MiB of reading and 10 seconds of a socket, then is cut off (after its answer went out).
 */
export const lingeringClose: LingeringClose = { maxBytes: 16 * 1024 * 1024, maxMs: 10_000 };

/**
 * A response that leaves part of the request's body unread (a body refused for its size or type, a
 * POST to a page without an action) closes the connection after it: the unread bytes would
 * otherwise be taken for the next request on the socket. Closing a socket with unread bytes makes
 * the kernel reset it, which throws away the answer still in flight, so the socket lingers instead:
 * it sends its end after the answer and reads on (and drops) what the client still sends, closing
 * once the body has ended, or after `maxBytes` or `maxMs` (HTTP/1.1's "lingering close", RFC 9112 §9.6).
 */
export function closeAfterUnreadBodies(linger: LingeringClose = lingeringClose) {
  return (req: Request, res: Response, next: NextFunction) => {
    const writeHead = res.writeHead;
    res.writeHead = function closeIfBodyUnread(this: Response, ...args: Parameters<typeof writeHead>) {
      if (!req.complete && hasBody(req) && !res.headersSent) {
        res.setHeader("Connection", "close");
        lingerBeforeClosing(req, linger);
      }
      return writeHead.apply(this, args);
    } as typeof writeHead;
    next();
  };
}

/**
 * Whether the request carries a body at all: without Content-Length or Transfer-Encoding it has none (RFC 9112 §6.3),
 * though Node marks it complete only after the handler's first turn, so an answer given at once (a page kept in
 * memory) would otherwise close a sound keep-alive connection.
 */
function hasBody(req: Request): boolean {
  const length = req.headers["content-length"];
  return req.headers["transfer-encoding"] !== undefined || (length !== undefined && length !== "0");
}

/**
 * Node's HTTP server ends a `Connection: close` answer with `socket.destroySoon()`, which closes the
 * socket as soon as the answer is handed to the kernel; this socket closes once the rest is read or a
 * limit is reached.
 */
function lingerBeforeClosing(req: Request, { maxBytes, maxMs }: LingeringClose) {
  const socket = req.socket;
  socket.destroySoon = function lingeringDestroySoon() {
    const close = endThenLinger(socket, maxMs);
    const closeWhenAnswered = () => {
      if (socket.writableFinished) close();
      else socket.once("finish", close);
    };
    if (req.complete) return closeWhenAnswered();
    let dropped = 0;
    // Whoever read part of the body (React Router's request stream) has let go of it: nobody else listens.
    req.removeAllListeners("data");
    req.on("data", (chunk: Buffer) => {
      dropped += chunk.byteLength;
      if (dropped > maxBytes) close();
    });
    req.once("end", closeWhenAnswered);
    req.once("error", close);
    req.resume();
  };
}

/** Sends our end after what is written, and closes the socket after `maxMs` at the latest; returns the closing. */
function endThenLinger(socket: Socket, maxMs: number): () => void {
  const close = () => {
    clearTimeout(timer);
    socket.destroy();
  };
  const timer = setTimeout(close, maxMs);
  timer.unref();
  socket.once("close", () => clearTimeout(timer));
  if (socket.writable) socket.end();
  return close;
}

/** Node's answers to a request it refuses before any handler sees it (node:_http_server); any other is a 400. */
const refusalStatus: Record<string, number> = {
  HPE_HEADER_OVERFLOW: 431,
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 413,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};

function closingAnswer(code: string | undefined): string {
  const status = refusalStatus[code ?? ""] ?? 400;
  return `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`;
}

/**
 * A request Node's parser refuses before it becomes a request (a head over its 16 KiB limit: 431; bytes that
 * are not HTTP: 400) gets its answer whole. Node by itself writes the answer and destroys the socket at once,
 * in front of an answer still being written, and with the rest of what the client sends (its body) unread: the
 * kernel then resets the connection and the client loses the answer; on a kept-alive connection it looks as if
 * the answer before had dropped it. Here the refusal waits for the answer before it, says `Connection: close`,
 * and the socket lingers as after an unread body: the parser, stopped at its error, reads and drops what still
 * comes, until the client hangs up, `maxBytes` or `maxMs`. A body that breaks inside a request whose handler
 * is reading it, a timeout and a socket error end the connection at once, as Node does.
 */
export function refuseUnparsableRequests(server: Server, { maxBytes, maxMs }: LingeringClose = lingeringClose) {
  const exchanges = new WeakMap<Socket, { req: IncomingMessage; res: ServerResponse }>();
  /** Per refused socket: called for every chunk the parser drops after its error (it reports each one again). */
  const refusals = new WeakMap<Socket, () => void>();
  server.on("request", (req: IncomingMessage, res: ServerResponse) => exchanges.set(req.socket, { req, res }));
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Socket) => {
    const refusal = refusals.get(socket);
    if (refusal) return refusal();
    const exchange = exchanges.get(socket);
    const isAnswering = exchange !== undefined && !exchange.res.writableFinished;
    const isParseError = error.code?.startsWith("HPE_") ?? false;
    if (!isParseError || !socket.writable || (isAnswering && !exchange.req.complete)) {
      if (socket.writable && !(isAnswering && exchange.res.headersSent)) socket.write(closingAnswer(error.code));
      socket.destroy(error);
      return;
    }
    const droppedFrom = socket.bytesRead;
    let close = (): void => {
      socket.destroy();
    };
    refusals.set(socket, () => {
      if (socket.bytesRead - droppedFrom > maxBytes) close();
    });
    const refuse = () => {
      // An answer before it that closed the connection has ended it already.
      if (!socket.writable) return;
      socket.write(closingAnswer(error.code));
      close = endThenLinger(socket, maxMs);
    };
    if (isAnswering) exchange.res.once("finish", refuse);
    else refuse();
  });
}

/**
 * With `Expect: 100-continue` the client waits for a go-ahead before sending its body. Node sends
 * `100 Continue` to every such request unless the server handles 'checkContinue'; a body declared
 * over the largest cap gets no go-ahead here, only its 413 (refuseOversizeBodies), so the client never
 * starts sending what would be refused.
 */
export function continueOnlyWithinCap(server: Server, maxBytes = maxRequestBodyBytes) {
  server.on("checkContinue", (req: IncomingMessage, res: ServerResponse) => {
    if (!isDeclaredOver(req.headers["content-length"], maxBytes)) res.writeContinue();
    server.emit("request", req, res);
  });
}

function isDeclaredOver(contentLength: string | undefined, maxBytes: number): boolean {
  const declared = Number(contentLength ?? "0");
  return !Number.isFinite(declared) || declared > maxBytes;
}

/**
 * The last handler: an error Express itself raised (a parameter that is not valid percent-encoding,
 * say) is a 4xx answered in plain words; a database that is away (a restart, a failover) is a 503 with
 * Retry-After, as everywhere else (ADR 032); anything else is a 500, logged once with the request's id.
 */
export function answerUnhandledErrors(answer: AnswerRefusal = answerInPlainWords): ErrorRequestHandler {
  return (error: { status?: unknown; statusCode?: unknown }, req, res, _next) => {
    const { status, text } = unhandledErrorAnswer(error);
    if (status === 500) (res.locals as RequestLocals).logger.error({ err: error }, "request failed");
    if (res.headersSent) {
      res.destroy();
      return;
    }
    const headers: Record<string, string> = status === 503 ? { "Retry-After": String(databaseRetryAfterSeconds) } : {};
    answer(req, res, { status, text, headers });
  };
}

function unhandledErrorAnswer(error: { status?: unknown; statusCode?: unknown }): { status: number; text: string } {
  if (isDatabaseUnavailable(error)) return { status: 503, text: unavailableMessage };
  const declared = Number(error.status ?? error.statusCode);
  if (declared >= 400 && declared < 500) return { status: declared, text: "The request could not be read." };
  return { status: 500, text: "Something went wrong. Please try again." };
}
