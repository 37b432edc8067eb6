// The one way out: a failure becomes its status, the reply shape of app/lib/form-reply.ts and its
// headers here, for pages (`replyData`, read as typed actionData) and JSON endpoints (`replyJson`).
import { data } from "react-router";
import { AppError, appErrorStatus, isAppError, isDatabaseUnavailable } from "#app/lib/app-error.ts";
import type { AppServices } from "#app/lib/context.server.ts";
import type { FormReply, SubmittedValues } from "#app/lib/form-reply.ts";
import type { Logger } from "#app/lib/logger.server.ts";
import { translatorFor } from "#app/modules/i18n/catalogs.server.ts";
import { defaultLocale } from "#app/modules/i18n/locales.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { requestTranslator } from "#app/modules/i18n/request-translator.server.ts";
import type { Translator } from "#app/modules/i18n/translator.ts";

/** A refused request: the status, the reply and the headers to answer with. */
export interface InputFailure {
  status: number;
  reply: FormReply;
  headers: Headers;
}

/** What a JSON endpoint Express serves (server/express-endpoints.ts) may use to answer. */
export type EndpointServices = Pick<AppServices, "db" | "geocoder" | "cache" | "logger">;

/** A JSON endpoint's answer before Express sends it: the status and the body. */
export interface JsonAnswer {
  status: number;
  body: unknown;
}

/** How long a client should wait before retrying while the database is away. */
export const databaseRetryAfterSeconds = 5;

/** What a failure says while the database is away: a message id, as every reply's message (ADR 056). */
export const unavailableMessageId = "site-shell.reply.unavailable" satisfies MessageId;

/** The same in English words, for the server's plain answers outside any page (server/middleware.ts). */
export const unavailableMessage = translatorFor(defaultLocale).t(unavailableMessageId);

/** The answer to an AppError: its status, the reply shape and headers (Retry-After, Allow, Connection). */
export function failureOf(
  error: AppError,
  values: SubmittedValues,
  options: { isBodyUnread?: boolean } = {},
): InputFailure {
  const headers = new Headers();
  if (error.retryAfterSeconds !== undefined) headers.set("Retry-After", String(error.retryAfterSeconds));
  if (error.status === appErrorStatus["method-not-allowed"]) headers.set("Allow", "POST");
  // The rest of the body was never read: closing is the only way the next request on this socket is clean.
  if (options.isBodyUnread) headers.set("Connection", "close");
  const hasFieldErrors = Object.keys(error.fieldErrors).length > 0;
  return {
    status: error.status,
    headers,
    reply: { ok: false, message: error.message, ...(hasFieldErrors ? { fieldErrors: error.fieldErrors } : {}), values },
  };
}

/** For a form that reports a fault of ours itself: its message, and where the fault is logged. */
export interface UnexpectedFailure {
  message: string;
  logger: Logger;
}

/**
 * What a route answers for an error its use case threw: an AppError (or a database that is away, as
 * 503) becomes a failure. Anything else — a Response, a redirect, a bug — is thrown on, unless the
 * form says what to show for a bug (`unexpected`): then it is logged and answered with a 500 in the
 * form's words, and what the user typed comes back with it.
 */
export function failureReply(
  error: unknown,
  values: SubmittedValues = {},
  unexpected?: UnexpectedFailure,
): InputFailure {
  if (!unexpected || error instanceof Response || isAppError(error) || isDatabaseUnavailable(error)) {
    return failureOf(toAppError(error), values);
  }
  unexpected.logger.error({ err: error }, "request failed");
  return failureOf(new AppError("internal", unexpected.message, { cause: error }), values);
}

/** An AppError as it is, a database that is away as `unavailable`; anything else is thrown on. */
export function toAppError(error: unknown): AppError {
  if (isAppError(error)) return error;
  if (isDatabaseUnavailable(error)) {
    return new AppError("unavailable", unavailableMessageId, {
      cause: error,
      retryAfterSeconds: databaseRetryAfterSeconds,
    });
  }
  throw error;
}

/** A failure as a page action's answer (typed actionData, or the error boundary's status). */
export function replyData(failure: InputFailure) {
  return data(failure.reply, { status: failure.status, headers: failure.headers });
}

/**
 * A reply in words: its message and each field's message translated (ADR 056). JSON answers carry words, not ids: a
 * client of the API reads English (the default), a page under `/fr` gets French by asking under `/fr`.
 */
export function replyInWords<Reply extends FormReply>(reply: Reply, translator: Translator = englishWords()): Reply {
  const { message, fieldErrors } = reply;
  return {
    ...reply,
    ...(message === undefined ? {} : { message: translator.t(message as MessageId) }),
    ...(fieldErrors === undefined
      ? {}
      : {
          fieldErrors: Object.fromEntries(
            Object.entries(fieldErrors).map(([field, text]) => [field, translator.t(text as MessageId)]),
          ),
        }),
  };
}

/** A failure as a JSON endpoint's answer, in `translator`'s words (English by default). */
export function replyJson(failure: InputFailure, translator?: Translator): Response {
  return Response.json(replyInWords(failure.reply, translator), { status: failure.status, headers: failure.headers });
}

/** A success as a JSON endpoint's answer, in the same shape and words. */
export function okJson(message?: string, init?: ResponseInit, translator?: Translator): Response {
  const reply: FormReply = { ok: true, ...(message ? { message } : {}) };
  return Response.json(replyInWords(reply, translator), init);
}

function englishWords(): Translator {
  return translatorFor(defaultLocale);
}

/** GET (or another method) on an endpoint that only takes POST (a loader as it is, or called with the request). */
export function onlyPost(args?: { request: Request }): Response {
  const { t } = args ? requestTranslator(args.request) : translatorFor(defaultLocale);
  return replyJson(failureOf(new AppError("method-not-allowed", t("platform.request.usePost")), {}));
}

/**
 * A page whose query string is only a link it wrote itself (a next-page cursor): thrown, it shows the
 * error page with the parameter's message and the failure's status (app/root.tsx, docs/product/site-shell.md).
 */
export function linkFailurePage(failure: InputFailure) {
  return data(failure.reply, { status: failure.status, headers: failure.headers });
}

/**
 * A page whose query string is bad (readQuery): the page's body as it shows with nothing loaded, the
 * failure's reply as `queryFailure` (its message above the page, each field's beside its field), and
 * the failure's status (400). Pages that read their address answer `queryFailure: null` otherwise.
 */
export function pageWithQueryFailure<Body extends object>(failure: InputFailure, body: Body) {
  return data({ ...body, queryFailure: failure.reply }, { status: failure.status, headers: failure.headers });
}
