// Every refusal and failure of the public API as RFC 9457 problem details (`application/problem+json`): a `type` that
// is the /developers section explaining it, the status, a title and the detail in English words (ADR 056: JSON
// answers carry words), the request as `instance`, and for a bad parameter or field each one's site message.
import type { Request, Response } from "express";
import { absoluteUrl } from "#app/lib/absolute-url.ts";
import { type AppErrorCode, isAppError, isDatabaseUnavailable } from "#app/lib/app-error.ts";
import { translatorFor } from "#app/modules/i18n/catalogs.server.ts";
import { defaultLocale } from "#app/modules/i18n/locales.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import {
  databaseRetryAfterSeconds,
  type InputFailure,
  unavailableMessageId,
} from "#app/modules/platform/reply.server.ts";
import type { Problem } from "./api-schemas.ts";

/** The kinds of problem, each with its status and title; the /developers page lists them in this order. */
export const problemKinds = {
  invalid: { status: 400, title: "public-api.problem.invalid" },
  unauthenticated: { status: 401, title: "public-api.problem.unauthenticated" },
  "invalid-key": { status: 401, title: "public-api.problem.invalidKey" },
  "payment-required": { status: 402, title: "public-api.problem.paymentRequired" },
  "missing-scope": { status: 403, title: "public-api.problem.missingScope" },
  "suspended-account": { status: 403, title: "public-api.problem.suspendedAccount" },
  forbidden: { status: 403, title: "public-api.problem.forbidden" },
  "not-found": { status: 404, title: "public-api.problem.notFound" },
  "method-not-allowed": { status: 405, title: "public-api.problem.methodNotAllowed" },
  conflict: { status: 409, title: "public-api.problem.conflict" },
  unprocessable: { status: 422, title: "api-keys.problem.unprocessable" },
  "too-large": { status: 413, title: "public-api.problem.tooLarge" },
  "unsupported-media-type": { status: 415, title: "public-api.problem.unsupportedMediaType" },
  "rate-limited": { status: 429, title: "public-api.problem.rateLimited" },
  internal: { status: 500, title: "public-api.problem.internal" },
  "not-implemented": { status: 501, title: "public-api.problem.notImplemented" },
  "bad-gateway": { status: 502, title: "public-api.problem.badGateway" },
  unavailable: { status: 503, title: "public-api.problem.unavailable" },
  busy: { status: 503, title: "public-api.problem.busy" },
} as const satisfies Record<string, { status: number; title: MessageId }>;

export type ProblemKind = keyof typeof problemKinds;

/** A problem before it is written: its kind, the detail (a message id or words) and each field's, when it names some. */
export interface ApiProblem {
  kind: ProblemKind;
  detail: MessageId | string;
  errors?: Readonly<Record<string, string>>;
  /** Retry-After, Allow, WWW-Authenticate… */
  headers?: Readonly<Record<string, string>>;
}

const english = translatorFor(defaultLocale);

/** Where a kind of problem is explained: its row on /developers. */
export const problemTypeUrl = (baseUrl: string, kind: ProblemKind) =>
  absoluteUrl(baseUrl, `/developers#problem-${kind}`);

/** A query or body the schema refused: 400 with each parameter's message, the first as the detail. */
export function inputProblem(failure: InputFailure): ApiProblem {
  const { message, fieldErrors } = failure.reply;
  return { kind: "invalid", detail: message ?? "platform.input.invalid", errors: fieldErrors ?? {} };
}

/**
 * The problem an operation's failure is: an AppError as its code says (with its Retry-After), a lost database as
 * 503 with Retry-After. Anything else is a fault of ours, thrown on.
 */
export function problemOf(error: unknown): ApiProblem {
  if (isDatabaseUnavailable(error)) {
    return {
      kind: "unavailable",
      detail: unavailableMessageId,
      headers: { "Retry-After": String(databaseRetryAfterSeconds) },
    };
  }
  if (!isAppError(error)) throw error;
  const kind = kindOfCode[error.code];
  const hasFieldErrors = Object.keys(error.fieldErrors).length > 0;
  return {
    kind,
    detail: error.message,
    ...(error.retryAfterSeconds === undefined ? {} : { headers: { "Retry-After": String(error.retryAfterSeconds) } }),
    ...(hasFieldErrors ? { errors: error.fieldErrors } : {}),
  };
}

const kindOfCode: Record<AppErrorCode, ProblemKind> = {
  invalid: "invalid",
  unauthenticated: "unauthenticated",
  "payment-required": "payment-required",
  forbidden: "forbidden",
  "not-found": "not-found",
  "method-not-allowed": "method-not-allowed",
  conflict: "conflict",
  unprocessable: "unprocessable",
  "too-large": "too-large",
  "unsupported-media-type": "unsupported-media-type",
  "rate-limited": "rate-limited",
  internal: "internal",
  "bad-gateway": "bad-gateway",
  unavailable: "unavailable",
};

/** The problem as its JSON body, in English words. */
export function problemBody(problem: ApiProblem, baseUrl: string, instance: string): Problem {
  const { status, title } = problemKinds[problem.kind];
  const errors = Object.entries(problem.errors ?? {}).map(([name, message]) => ({
    name,
    message: english.t(message as MessageId),
  }));
  return {
    type: problemTypeUrl(baseUrl, problem.kind),
    title: english.t(title),
    status,
    detail: english.t(problem.detail as MessageId),
    instance,
    // Any kind may name fields (a 409's stock number); a 400 always lists them, even none.
    ...(problem.kind === "invalid" || errors.length > 0 ? { errors } : {}),
  };
}

/** Answers `problem`: never kept by a cache, never an HTML page. */
export function sendProblem(req: Request, res: Response, problem: ApiProblem, baseUrl: string): void {
  const body = problemBody(problem, baseUrl, req.originalUrl);
  const json = JSON.stringify(body);
  res.status(body.status).set({
    ...problem.headers,
    "Cache-Control": "no-store",
    "Content-Type": "application/problem+json; charset=utf-8",
    "Content-Length": String(Buffer.byteLength(json)),
  });
  res.end(json);
}
