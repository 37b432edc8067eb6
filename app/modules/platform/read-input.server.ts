// The one way in: every action and endpoint reads its body here. It decides the content types an
// endpoint takes (415 otherwise), caps the size before and while reading (413, and the connection
// closes, since the rest of the body is never read), makes text storable (NUL refused per field, lone
// surrogates replaced), and parses once with the input's zod schema. Use cases receive parsed input
// and enforce the rules that need the database; see docs/decisions/017-one-way-in-one-way-out.md.
// Its own refusals are written in the request's language (the page's, English for an /api address): some carry
// values (a size, the formats taken), and a schema's messages, message ids, pass through as they are (ADR 056).
import type { z } from "zod";
import { AppError, type FieldErrors } from "#app/lib/app-error.ts";
import type { SubmittedValues } from "#app/lib/form-reply.ts";
import { toStorableValues } from "#app/lib/storable-text.ts";
import { issuesOf } from "#app/lib/zod-issues.ts";
import { translatorFor } from "#app/modules/i18n/catalogs.server.ts";
import { defaultLocale, type Locale } from "#app/modules/i18n/locales.ts";
import { localeOfRequest } from "#app/modules/i18n/request-translator.server.ts";
import type { Translator } from "#app/modules/i18n/translator.ts";

import { failureOf, type InputFailure } from "./reply.server.ts";

export type InputFormat = "form" | "json" | "multipart";

const mediaTypes: Record<InputFormat, string> = {
  form: "application/x-www-form-urlencoded",
  json: "application/json",
  multipart: "multipart/form-data",
};

/** Enough for any of our forms many times over; larger inputs say so per endpoint. */
export const defaultMaxInputBytes = 64 * 1024;

export interface BodyRules {
  /** The content types this endpoint takes (default: a form post or JSON). */
  formats?: readonly InputFormat[];
  /** The largest body accepted, in bytes (default 64 KiB). */
  maxBytes?: number;
}

export interface InputRules<Schema extends z.ZodType> extends BodyRules {
  schema: Schema;
  /** Fields of a form post that may repeat, read as lists; every other field is its first value. */
  listFields?: readonly string[];
  /** The form's message when a field is invalid (default: the first field's own message). */
  invalidMessage?: string;
}

export type { InputFailure };

export type Input<T> =
  | { ok: true; format: InputFormat; data: T; values: SubmittedValues }
  | { ok: false; format: InputFormat; failure: InputFailure; values: SubmittedValues };

export type RawBody =
  | { ok: true; format: InputFormat; text: string; contentType: string }
  | { ok: false; format: InputFormat; failure: InputFailure };

/** Reads, cleans and parses a request body with `rules.schema`. Never throws for anything the client sent. */
export async function readInput<Schema extends z.ZodType>(
  request: Request,
  rules: InputRules<Schema>,
): Promise<Input<z.output<Schema>>> {
  const body = await readRawBody(request, rules);
  if (!body.ok) return { ...body, values: {} };
  const locale = localeOfRequest(request);
  const decoded = await decodeBody(body, rules.listFields ?? [], locale);
  if (!decoded.ok) return { ok: false, format: body.format, failure: decoded.failure, values: {} };

  return { format: body.format, ...parseValues(decoded.values, { ...rules, locale }) };
}

export interface QueryRules<Schema extends z.ZodType> {
  schema: Schema;
  /** Parameters that may repeat, read as lists; every other parameter is its first value. */
  listFields?: readonly string[];
  /** The page's message when a parameter is invalid (default: the first parameter's own message). */
  invalidMessage?: string;
  /** Parameters whose empty value means something ("?tier=" is the default tier); any other empty one is absent. */
  keepEmpty?: readonly string[];
}

export type Query<T> =
  | { ok: true; data: T; values: SubmittedValues }
  | { ok: false; failure: InputFailure; values: SubmittedValues };

/**
 * Reads a request's query string as `readInput` reads a body: the same cleaning, one parse with the
 * schema, the same result. A bad parameter is AppError `invalid` (400) with its message on its field:
 * a JSON endpoint answers `replyJson(query.failure)`, a page shows `query.failure.reply` (pageWithQueryFailure).
 */
export function readQuery<Schema extends z.ZodType>(
  request: Request | URLSearchParams,
  rules: QueryRules<Schema> | Schema,
): Query<z.output<Schema>> {
  const { schema, listFields = [], invalidMessage, keepEmpty = [] } = "safeParse" in rules ? { schema: rules } : rules;
  const query = request instanceof URLSearchParams ? request : new URL(request.url).searchParams;
  // A GET form sends its empty fields: an empty parameter counts as absent, and spaces around a value are no part of it.
  const params = new URLSearchParams();
  for (const [key, value] of query)
    if (value.trim() !== "" || keepEmpty.includes(key)) params.append(key, value.trim());
  const locale = request instanceof URLSearchParams ? defaultLocale : localeOfRequest(request);
  return parseValues(entriesToValues(params, listFields), { schema, invalidMessage, locale });
}

/**
 * Cleans values already decoded (NUL refused per field) and parses them once with the schema; its own messages in
 * `rules.locale` (English by default).
 */
export function parseValues<Schema extends z.ZodType>(
  decoded: Record<string, unknown>,
  rules: { schema: Schema; invalidMessage?: string | undefined; locale?: Locale },
): Query<z.output<Schema>> {
  const { t } = translatorFor(rules.locale ?? defaultLocale);
  const { values, fieldsWithNul } = toStorableValues(decoded);
  const submitted = submittedValues(values);
  const fieldErrors: FieldErrors = {};
  for (const field of fieldsWithNul) fieldErrors[field] = t("platform.input.unstorableText");
  const parsed = rules.schema.safeParse(values);
  if (parsed.success && fieldsWithNul.length === 0) return { ok: true, data: parsed.data, values: submitted };
  const issues = parsed.success ? { fieldErrors: {}, formErrors: [] } : issuesOf(parsed.error);
  const allFieldErrors = { ...issues.fieldErrors, ...fieldErrors };
  const message =
    rules.invalidMessage ?? issues.formErrors[0] ?? Object.values(allFieldErrors)[0] ?? t("platform.input.invalid");
  return {
    ok: false,
    values: submitted,
    failure: failureOf(new AppError("invalid", message, { fieldErrors: allFieldErrors }), submitted),
  };
}

/**
 * The body as text, after the content type and size checks: for bodies that are verified as bytes
 * (a signed webhook) or parsed by their own reader. `readInput` is built on it.
 */
export async function readRawBody(request: Request, rules: BodyRules = {}): Promise<RawBody> {
  const formats = rules.formats ?? ["form", "json"];
  const maxBytes = rules.maxBytes ?? defaultMaxInputBytes;
  const { t } = translatorFor(localeOfRequest(request));
  const contentType = request.headers.get("content-type") ?? "";
  const mediaType = contentType.split(";")[0]?.trim().toLowerCase() ?? "";
  const format = formats.find((candidate) => mediaTypes[candidate] === mediaType);
  const replyFormat = format ?? (mediaType === mediaTypes.json ? "json" : "form");
  if (!format) {
    const accepted = formats
      .map((candidate) => mediaTypes[candidate])
      .reduce((list, mediaType) => t("platform.input.formatOr", { formats: list, format: mediaType }));
    const error = new AppError("unsupported-media-type", t("platform.input.wrongFormat", { formats: accepted }));
    return { ok: false, format: replyFormat, failure: failureOf(error, {}, { isBodyUnread: true }) };
  }
  const text = await readCapped(request, maxBytes);
  if (text === undefined) {
    const error = new AppError("too-large", tooLargeMessage(t, maxBytes));
    return { ok: false, format, failure: failureOf(error, {}, { isBodyUnread: true }) };
  }
  return { ok: true, format, text, contentType };
}

/** The body as UTF-8 text, or undefined when it is (or declares itself) longer than `maxBytes`. */
async function readCapped(request: Request, maxBytes: number): Promise<string | undefined> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (!Number.isFinite(declared) || declared > maxBytes) return undefined;
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      // Not cancelled: that would destroy the socket before the 413 is sent. The rest stays unread
      // and the connection closes after the answer (server/middleware.ts, closeAfterUnreadBodies).
      reader.releaseLock();
      return undefined;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

type Decoded = { ok: true; values: Record<string, unknown> } | { ok: false; failure: InputFailure };

async function decodeBody(
  body: Extract<RawBody, { ok: true }>,
  listFields: readonly string[],
  locale: Locale,
): Promise<Decoded> {
  const { t } = translatorFor(locale);
  if (body.format === "json") return decodeJson(body.text, t);
  if (body.format === "form") return { ok: true, values: entriesToValues(new URLSearchParams(body.text), listFields) };
  try {
    const form = await new Response(body.text, { headers: { "content-type": body.contentType } }).formData();
    const strings = new URLSearchParams();
    for (const [key, value] of form) if (typeof value === "string") strings.append(key, value);
    return { ok: true, values: entriesToValues(strings, listFields) };
  } catch {
    return {
      ok: false,
      failure: failureOf(new AppError("invalid", t("platform.input.unreadableForm")), {}),
    };
  }
}

function decodeJson(text: string, t: Translator["t"]): Decoded {
  let values: unknown;
  try {
    values = JSON.parse(text);
  } catch {
    return { ok: false, failure: failureOf(new AppError("invalid", t("platform.input.notJson")), {}) };
  }
  if (typeof values !== "object" || values === null || Array.isArray(values)) {
    return { ok: false, failure: failureOf(new AppError("invalid", t("platform.input.notJsonObject")), {}) };
  }
  return { ok: true, values: values as Record<string, unknown> };
}

function entriesToValues(params: URLSearchParams, listFields: readonly string[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const key of new Set(params.keys())) {
    const value = listFields.includes(key) ? params.getAll(key) : (params.get(key) ?? "");
    Object.defineProperty(values, key, { value, enumerable: true, writable: true, configurable: true });
  }
  return values;
}

/** The submitted strings (and lists of strings), to show a form again as it was typed. */
function submittedValues(values: Record<string, unknown>): SubmittedValues {
  const submitted: SubmittedValues = {};
  for (const [key, value] of Object.entries(values)) {
    if (key === "password" || key === "currentPassword" || key === "newPassword" || key === "confirmPassword") continue;
    const kept =
      typeof value === "string"
        ? value
        : Array.isArray(value) && value.every((item) => typeof item === "string")
          ? (value as string[])
          : undefined;
    if (kept !== undefined) Object.defineProperty(submitted, key, { value: kept, enumerable: true, writable: true });
  }
  return submitted;
}

/** 'The request is too large (at most 64 KB).' */
function tooLargeMessage(t: Translator["t"], bytes: number): string {
  return bytes >= 1024 * 1024
    ? t("platform.input.tooLargeMegabytes", { megabytes: String(Math.round(bytes / (1024 * 1024))) })
    : t("platform.input.tooLargeKilobytes", { kilobytes: String(Math.round(bytes / 1024)) });
}
