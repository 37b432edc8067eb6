// A visitor without cookies is shown the same page as every other such visitor: a public page is made once per version
// of the data it was made from, and served from memory until the version moves or the page ages (ADRs 080, 094).
// Which answers qualify is decided here, for every page:
//   - the request: a GET without a cookie or an Authorization header (no session, no preference, no carried action);
//   - the answer: a 200 HTML page that sets no cookie and that private-pages.server.ts left shareable;
//   - per request still: the request id and every header the middleware sets before the page, and what the page does
//     besides showing itself (a listing's view is counted);
//   - the copy's inline scripts and styles are allowed by their hashes in its Content-Security-Policy, in place of the
//     nonce they were made with, so every visitor gets the same bytes, compressed once (Brotli, gzip) once it is served
//     again.
// The version is app/db/data-version.server.ts's: the embedded database's write number, or a database server's
// snapshot of completed transactions, read for each request before the page is made.
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, gzip, constants as zlibConstants } from "node:zlib";
import type { NextFunction, Request, Response } from "express";
import type { DataVersion } from "#app/db/data-version.server.ts";
import { acceptedEncoding } from "#app/lib/accepted-encoding.server.ts";
import { LruCache } from "#app/lib/lru-cache.ts";

/** What making a page did besides answering, done again for each copy served (a listing page counts a view). */
export interface PageEffects {
  viewedListingId?: string;
}

export interface AnonymousPagesOptions {
  /** The version of the data a page is made from (app/db/data-version.server.ts); undefined keeps nothing. */
  dataVersion(): DataVersion | Promise<DataVersion>;
  /** Longest a page is served without being made again (what the clock alone changes: expiry, "2 hours ago"). */
  maxAgeMs: number;
  maxEntries: number;
  /** Done for each copy served, with the request it answers. */
  replayEffects(effects: PageEffects, req: Request): void;
  now?: () => number;
}

const encodings = ["br", "gzip"] as const;
type Encoding = (typeof encodings)[number];

type Version = NonNullable<DataVersion>;

interface KeptPage {
  version: Version;
  status: number;
  headers: [name: string, value: string | number | string[]][];
  body: Buffer;
  /** The CSP sources that allow the page's inline scripts and styles: their SHA-256 hashes. */
  inlineSources: string;
  /**
   * The body compressed, once each is ready; until then the compression middleware compresses the copy. Made when the
   * page is first served again: where the data changes all the time, most pages made are never served twice.
   */
  encoded: Partial<Record<Encoding, Buffer>>;
  encoding?: Promise<void>;
  effects: PageEffects;
}

interface Making {
  version: Version;
  page: Promise<KeptPage | undefined>;
}

interface PageLocals {
  nonce: string;
  pageEffects?: PageEffects;
}

/** A larger page is not kept (a long search page for a crawler): its making is rare, its copy costly. */
const maxBodyBytes = 1024 * 1024;

/**
 * Express middleware, mounted right before the pages (server/http.ts): a qualifying request is answered from
 * memory, or its answer is kept. Callers asking for a page while it is being made wait for that one making.
 */
export function anonymousPages({
  dataVersion,
  maxAgeMs,
  maxEntries,
  replayEffects,
  now = Date.now,
}: AnonymousPagesOptions) {
  const kept = new LruCache<string, KeptPage>({ maxEntries, now });
  const making = new Map<string, Making>();

  return (req: Request, res: Response, next: NextFunction) => {
    const locals = res.locals as PageLocals;
    locals.pageEffects = {};
    if (maxAgeMs <= 0 || !isSharedRequest(req)) return next();
    const version = dataVersion();
    if (version instanceof Promise) version.then((read) => answer(read, req, res, next), next);
    else answer(version, req, res, next);
  };

  function answer(version: DataVersion, req: Request, res: Response, next: NextFunction) {
    if (version === undefined) return next();
    const key = `${req.originalUrl}\n${req.get("accept-language") ?? ""}`;
    const page = kept.get(key);
    if (page?.version === version) return serve(page, req, res);
    const running = making.get(key);
    if (running?.version === version) {
      running.page.then((made) => (made ? serve(made, req, res) : next()), next);
      return;
    }
    const made = keepAnswer(res, res.locals as PageLocals, version);
    const entry = { version, page: made };
    making.set(key, entry);
    void made.then((madePage) => {
      if (making.get(key) === entry) making.delete(key);
      if (madePage) kept.set(key, madePage, maxAgeMs);
    });
    next();
  }

  function serve(page: KeptPage, req: Request, res: Response) {
    const { nonce } = res.locals as PageLocals;
    const policy = res.getHeader("Content-Security-Policy");
    if (typeof policy === "string") {
      res.setHeader("Content-Security-Policy", policy.replaceAll(`'nonce-${nonce}'`, page.inlineSources));
    }
    for (const [name, value] of page.headers) res.setHeader(name, value);
    page.encoding ??= encode(page);
    const encoding = acceptedEncoding(
      req,
      encodings.filter((name) => page.encoded[name]),
    );
    const body = (encoding && page.encoded[encoding]) || page.body;
    if (encoding) {
      res.vary("Accept-Encoding");
      res.setHeader("Content-Encoding", encoding);
    }
    res.setHeader("Content-Length", body.byteLength);
    res.status(page.status).end(body);
    replayEffects(page.effects, req);
  }
}

function isSharedRequest(req: Request): boolean {
  return req.method === "GET" && req.headers.cookie === undefined && req.headers.authorization === undefined;
}

/** Resolves with the page this response sends, if it may be kept; with undefined otherwise. */
function keepAnswer(res: Response, locals: PageLocals, version: Version): Promise<KeptPage | undefined> {
  const before = new Map(res.getHeaderNames().map((name) => [name, String(res.getHeader(name))]));
  const chunks: Buffer[] = [];
  let size = 0;
  let headers: KeptPage["headers"] | undefined;
  const write = res.write;
  const end = res.end;

  return new Promise((resolve) => {
    const note = (chunk: unknown, encoding: unknown) => {
      headers ??= Object.entries(res.getHeaders()).flatMap(([name, value]) =>
        value === undefined || before.get(name) === String(value) ? [] : [[name, value] as KeptPage["headers"][number]],
      );
      if (chunk === undefined || chunk === null || typeof chunk === "function") return;
      const buffer = Buffer.isBuffer(chunk)
        ? chunk
        : Buffer.from(chunk as string, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
      size += buffer.byteLength;
      if (size <= maxBodyBytes) chunks.push(buffer);
    };
    res.write = function (this: Response, chunk: unknown, ...rest: unknown[]) {
      note(chunk, rest[0]);
      return Reflect.apply(write, this, [chunk, ...rest]) as boolean;
    } as Response["write"];
    res.end = function (this: Response, chunk?: unknown, ...rest: unknown[]) {
      note(chunk, rest[0]);
      const answer = headers && isShareable(res, headers, size) ? Buffer.concat(chunks) : undefined;
      resolve(answer && keptPage(answer, res.statusCode, headers ?? [], locals, version));
      return Reflect.apply(end, this, [chunk, ...rest]) as Response;
    } as Response["end"];
    // A request whose client left before the end leaves nothing to keep.
    res.once("close", () => resolve(undefined));
  });
}

function isShareable(res: Response, headers: KeptPage["headers"], size: number): boolean {
  const header = (name: string) => headers.find(([named]) => named === name)?.[1];
  return (
    res.statusCode === 200 &&
    size <= maxBodyBytes &&
    String(header("content-type") ?? "").startsWith("text/html") &&
    header("set-cookie") === undefined &&
    header("content-encoding") === undefined &&
    !/private|no-store/.test(String(header("cache-control") ?? ""))
  );
}

function keptPage(
  body: Buffer,
  status: number,
  headers: KeptPage["headers"],
  locals: PageLocals,
  version: Version,
): KeptPage {
  return {
    version,
    status,
    headers: headers.filter(([name]) => name !== "content-length"),
    body,
    inlineSources: inlineSourcesOf(body.toString("utf8")),
    encoded: {},
    effects: { ...locals.pageEffects },
  };
}

const inlineElement = /<(script|style)\b([^>]*)>([\s\S]*?)<\/\1\s*>/gi;

/**
 * The hash source of every inline script and style (CSP Level 2): the SHA-256 of its text as the browser reads it, line
 * breaks normalized as the HTML parser does. A script with a `src` is allowed by 'self'.
 */
function inlineSourcesOf(html: string): string {
  const sources = new Set<string>();
  for (const [, , attributes, text] of html.matchAll(inlineElement)) {
    if (/\ssrc\s*=/i.test(attributes ?? "")) continue;
    const digest = createHash("sha256")
      .update((text ?? "").replace(/\r\n?/g, "\n"))
      .digest("base64");
    sources.add(`'sha256-${digest}'`);
  }
  return [...sources].join(" ");
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Compresses the page off the main thread; a failure leaves that encoding to the compression middleware. */
async function encode(page: KeptPage): Promise<void> {
  const [br, gz] = await Promise.allSettled([
    brotli(page.body, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 9,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: page.body.byteLength,
      },
    }),
    gzipped(page.body, { level: 9 }),
  ]);
  if (br.status === "fulfilled") page.encoded.br = br.value;
  if (gz.status === "fulfilled") page.encoded.gzip = gz.value;
}
