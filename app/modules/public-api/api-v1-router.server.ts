// /api/v1, the public API (docs/product/open-platform.md, Public API; ADR 074), served by Express ahead of React
// Router as the other machine endpoints are (server/express-endpoints.ts): it needs no session, page or route
// matching. Every operation of the table (api-operations.server.ts) goes through the same steps: CORS for reads, the
// address's admission (before any database read), the caller (a key, or an address), the rate limit of its account or
// address and its headers, the operation's access, its query and body read by their schemas, the handler, and the
// answer with its ETag and caching, or a problem (RFC 9457). Nothing under /api/v1 ever answers an HTML page or a
// stack trace.
import { Readable } from "node:stream";
import express, {
  type Express,
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
  type Router,
} from "express";
import type { AppServices } from "#app/lib/context.server.ts";
import { clientIpHeader } from "#app/modules/accounts/auth.server.ts";
import { clientAddressKey } from "#app/modules/accounts/sign-in-failures.server.ts";
import type { ApiCaller } from "#app/modules/api-keys/authenticate-api-key.server.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { type InputFailure, readInput, readQuery } from "#app/modules/platform/read-input.server.ts";
import { createSiteSearchLoadGuard, type SearchLoadGuard } from "#app/modules/platform/search-load.server.ts";
import { corsHeaders, preflightHeaders } from "./api-cors.ts";
import { apiCacheControl, isNotModified, strongEtag } from "./api-http-caching.server.ts";
import { type ApiOperation, type ApiSuccess, expressPathOf } from "./api-operation.server.ts";
import { apiOperations } from "./api-operations.server.ts";
import { publicApiPath } from "./api-path.ts";
import { type ApiProblem, inputProblem, problemOf, sendProblem } from "./api-problems.server.ts";
import {
  type ApiRateAdmission,
  type ApiRateCount,
  type ApiRatePolicies,
  type ApiRatePolicy,
  createApiRateLimiter,
  defaultApiRatePolicies,
  rateLimitHeaders,
} from "./api-rate-limit.server.ts";
import { identifyApiCaller } from "./identify-api-caller.server.ts";

const methodNames = { get: "GET", post: "POST", patch: "PATCH", delete: "DELETE" } as const;

export interface PublicApiOptions {
  /** The operations served (tests serve others); the table by default. */
  operations?: readonly ApiOperation[];
  /** Quotas in place of docs/product/open-platform.md's (tests lower them). */
  ratePolicies?: Partial<ApiRatePolicies>;
  /**
   * The process's guard of searches running at once: server/http.ts gives the pages' own, so ADR 034's caps hold for
   * the pages and the API together. One with the environment's numbers otherwise (tests).
   */
  searchLoad?: SearchLoadGuard;
}

/** Each operation's Express path under /api/v1, for the fuzz suites (tests/fuzz/targets.ts). */
export const publicApiRoutes = apiOperations.map((operation) => ({
  id: operation.id,
  method: methodNames[operation.method],
  path: `${publicApiPath}${expressPathOf(operation.path)}`,
}));

/** Mounts /api/v1 on `app`, ahead of React Router (server/http.ts; the authorization matrix mounts the same). */
export function mountPublicApi(app: Express, services: AppServices, options: PublicApiOptions = {}): void {
  app.use(publicApiPath, publicApiRouter(services, options));
}

/** The caller each request was found to be, for the operation's own access check. */
const callers = new WeakMap<Request, ApiCaller | null>();

export function publicApiRouter(services: AppServices, options: PublicApiOptions = {}): Router {
  const { env, db, logger } = services;
  const baseUrl = env.BASE_URL;
  const operations = options.operations ?? apiOperations;
  const policies: ApiRatePolicies = { ...defaultApiRatePolicies, ...options.ratePolicies };
  const limiter = createApiRateLimiter();
  const searches = options.searchLoad ?? createSiteSearchLoadGuard(env);
  /** A refusal's words, by the quota that had no room left. */
  const rateLimitedDetail = new Map<ApiRatePolicy, MessageId>([
    [policies.address, "public-api.error.addressRateLimited"],
    [policies.anonymous, "public-api.error.rateLimited"],
    [policies.account, "public-api.error.accountRateLimited"],
    [policies.writes, "public-api.error.writesRateLimited"],
  ]);
  const problem = (req: Request, res: Response, found: ApiProblem) => sendProblem(req, res, found, baseUrl);
  const router = express.Router({ caseSensitive: true });

  const methodsByPath = new Map<string, string[]>();
  for (const operation of operations) {
    const methods = methodsByPath.get(operation.path) ?? [];
    methods.push(methodNames[operation.method], ...(operation.method === "get" ? ["HEAD"] : []));
    methodsByPath.set(operation.path, methods);
  }

  router.use((req, res, next) => {
    res.set(corsHeaders(req.method));
    next();
  });
  for (const [path, methods] of methodsByPath) {
    router.options(expressPathOf(path), (_req, res) => {
      res
        .status(204)
        .set(preflightHeaders([...methods, "OPTIONS"]))
        .end();
    });
  }

  // The caller and its rate limits, for every request but a preflight: even a refusal says how many are left.
  router.use(async (req, res, next) => {
    try {
      const address = clientAddressKey(clientIpOf(req));
      // Counted before the key is looked up: past this quota, a flood from one address costs no database read.
      const admission = limiter.take([{ policy: policies.address, client: address }]);
      if (!admission.isAllowed) return rateLimited(req, res, admission);
      const caller = await identifyApiCaller(db, req.get("authorization"));
      // A keyed request counts against its account, all of the account's keys together; a write against its writes too.
      const counts: ApiRateCount[] =
        typeof caller === "object" && caller !== null
          ? [
              { policy: policies.account, client: caller.userId },
              ...(isWrite(req.method) ? [{ policy: policies.writes, client: caller.userId }] : []),
            ]
          : [{ policy: policies.anonymous, client: address }];
      const counted = limiter.take(counts);
      const quotas = [...admission.quotas, ...counted.quotas];
      if (!counted.isAllowed) return rateLimited(req, res, { ...counted, quotas });
      res.set(rateLimitHeaders(quotas));
      if (caller === "invalid") {
        const headers = { "WWW-Authenticate": 'Bearer error="invalid_token"' };
        return problem(req, res, { kind: "invalid-key", detail: "public-api.error.invalidKey", headers });
      }
      if (caller === "suspended") {
        return problem(req, res, { kind: "suspended-account", detail: "public-api.error.suspendedAccount" });
      }
      callers.set(req, caller);
      next();
    } catch (error) {
      next(error);
    }
  });

  for (const operation of operations) {
    router[operation.method](expressPathOf(operation.path), answerWith(operation));
  }
  for (const [path, methods] of methodsByPath) {
    router.all(expressPathOf(path), (req, res) => {
      const headers = { Allow: [...methods, "OPTIONS"].join(", ") };
      problem(req, res, { kind: "method-not-allowed", detail: "public-api.error.methodNotAllowed", headers });
    });
  }
  router.use((req, res) => problem(req, res, { kind: "not-found", detail: "public-api.error.noSuchAddress" }));
  router.use(answerFailures);
  return router;

  function rateLimited(req: Request, res: Response, admission: ApiRateAdmission) {
    res.set(rateLimitHeaders(admission.quotas));
    const detail =
      (admission.refusedBy && rateLimitedDetail.get(admission.refusedBy)) ?? "public-api.error.rateLimited";
    const headers = { "Retry-After": String(admission.retryAfterSeconds) };
    problem(req, res, { kind: "rate-limited", detail, headers });
  }

  function answerWith(operation: ApiOperation): RequestHandler {
    return async (req, res, next) => {
      try {
        const caller = callers.get(req) ?? null;
        const refusal = accessRefusal(operation, caller);
        if (refusal) return problem(req, res, refusal);
        const url = new URL(req.originalUrl, baseUrl);
        const query = readOperationQuery(operation, url.searchParams);
        if (!query.ok) return problem(req, res, inputProblem(query.failure));
        const body = await readOperationBody(operation, req, url);
        if (!body.ok) return problem(req, res, bodyProblem(body.failure));
        // The pages' guard (ADR 034): its caps on searches at once count both; the rate is the API's own.
        const admission = operation.isSearch ? searches.admit(clientIpOf(req), { countsPerAddress: false }) : null;
        if (admission && !admission.isAdmitted) {
          const headers = { "Retry-After": String(admission.retryAfterSeconds) };
          return problem(req, res, { kind: "busy", detail: "public-api.error.busy", headers });
        }
        try {
          const answer = await operation.handle({
            services,
            path: req.params,
            query: query.data,
            body: body.data,
            caller,
            header: (name) => req.get(name),
            url,
            upload: operation.request?.upload ? webRequestOf(req, url) : null,
          });
          sendAnswer(req, res, operation, answer, caller !== null);
        } finally {
          if (admission?.isAdmitted) admission.release();
        }
      } catch (error) {
        next(error);
      }
    };
  }

  // Four parameters, or Express would not take it for an error handler.
  function answerFailures(error: unknown, req: Request, res: Response, _next: NextFunction) {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    let found: ApiProblem;
    try {
      found = problemOf(error);
    } catch {
      const declared = Number((error as { status?: unknown }).status);
      if (declared >= 400 && declared < 500) {
        // Express's own refusal (a path segment that is not valid percent-encoding).
        found = { kind: "invalid", detail: "public-api.error.unreadableRequest" };
      } else {
        logger.error({ err: error }, "public API request failed");
        found = { kind: "internal", detail: "public-api.error.internal" };
      }
    }
    problem(req, res, found);
  }
}

const isWrite = (method: string) => method !== "GET" && method !== "HEAD" && method !== "OPTIONS";

function clientIpOf(req: Request): string {
  return String(req.headers[clientIpHeader] ?? req.ip ?? "unknown");
}

/** 401 without a key where one is needed, 403 with a key that lacks the operation's scope. */
function accessRefusal(operation: ApiOperation, caller: ApiCaller | null): ApiProblem | null {
  const { access } = operation;
  const scope = access.caller === "key" ? access.scope : "read";
  if (access.caller === "key" && caller === null) {
    return {
      kind: "unauthenticated",
      detail: "public-api.error.keyRequired",
      headers: { "WWW-Authenticate": `Bearer scope="${scope}"` },
    };
  }
  if (caller && !caller.scopes.includes(scope)) {
    return {
      kind: "missing-scope",
      detail: `public-api.error.missingScope.${scope}`,
      headers: { "WWW-Authenticate": `Bearer error="insufficient_scope", scope="${scope}"` },
    };
  }
  return null;
}

function readOperationQuery(operation: ApiOperation, params: URLSearchParams) {
  const { read, query } = operation.request ?? {};
  if (read) return read(params);
  if (query) return readQuery(params, query);
  return { ok: true as const, data: {}, values: {} };
}

/** A write's JSON body through the one reader (ADR 017: content type, size cap, storable text, one parse). */
async function readOperationBody(
  operation: ApiOperation,
  req: Request,
  url: URL,
): Promise<{ ok: true; data: unknown } | { ok: false; failure: InputFailure }> {
  const schema = operation.request?.body;
  if (!schema) return { ok: true, data: undefined };
  const maxBytes = operation.request?.maxBodyBytes;
  const input = await readInput(webRequestOf(req, url), { schema, formats: ["json"], maxBytes });
  return input.ok ? { ok: true, data: input.data } : { ok: false, failure: input.failure };
}

/** Express's request as a web Request, its body a stream not read yet. */
function webRequestOf(req: Request, url: URL): globalThis.Request {
  const headers = new Headers();
  for (let index = 0; index + 1 < req.rawHeaders.length; index += 2) {
    headers.append(req.rawHeaders[index] as string, req.rawHeaders[index + 1] as string);
  }
  const body = Readable.toWeb(req) as ReadableStream<Uint8Array>;
  return new globalThis.Request(url, { method: req.method, headers, body, duplex: "half" } as RequestInit);
}

/** A body refused by the reader: its status says which problem (400, 413, 415). */
function bodyProblem(failure: InputFailure): ApiProblem {
  const headers = Object.fromEntries(failure.headers);
  if (failure.status === 413) return { kind: "too-large", detail: failure.reply.message ?? "", headers };
  if (failure.status === 415) return { kind: "unsupported-media-type", detail: failure.reply.message ?? "", headers };
  return { ...inputProblem(failure), headers };
}

/** The answer: JSON, with its ETag and 304 on a read, and what a cache may keep of it. */
function sendAnswer(
  req: Request,
  res: Response,
  operation: ApiOperation,
  answer: ApiSuccess<unknown>,
  isKeyed: boolean,
) {
  const isRead = req.method === "GET" || req.method === "HEAD";
  res.status(answer.status).set(answer.headers ?? {});
  res.set("Cache-Control", isRead ? apiCacheControl({ privacy: operation.privacy, isKeyed }) : "no-store");
  if (isRead) res.vary("Authorization");
  if (answer.status === 204) {
    res.end();
    return;
  }
  const json = JSON.stringify(answer.body);
  if (isRead && answer.status === 200) {
    const etag = strongEtag(json);
    res.set("ETag", etag);
    if (isNotModified(req.get("if-none-match"), etag)) {
      res.status(304).end();
      return;
    }
  }
  res.set({ "Content-Type": "application/json; charset=utf-8", "Content-Length": String(Buffer.byteLength(json)) });
  res.end(json);
}
