import { AppError } from "#app/lib/app-error.ts";
import { getServices } from "#app/lib/context.server.ts";
import { z } from "#app/lib/zod.ts";
import { authBasePath, usedAuthEndpointOf } from "#app/modules/accounts/auth-endpoints.ts";
import {
  authRedirectDefault,
  withSafeAuthRedirectsInBody,
  withSafeAuthRedirectsInQuery,
} from "#app/modules/accounts/auth-redirects.ts";
import { requestTranslator } from "#app/modules/i18n/request-translator.server.ts";
import { readInput } from "#app/modules/platform/read-input.server.ts";
import { failureOf, replyJson } from "#app/modules/platform/reply.server.ts";
import type { Route } from "./+types/auth";

// better-auth's own endpoints (/api/auth/*): e-mail links land here, and API clients may use them
// directly. Only the endpoints the product uses are reachable (`usedAuthEndpoints`, one table); every
// other method and path answers 404. Each redirect target better-auth would follow is checked first.

/** The endpoint's path after /api/auth, and the default for a redirect target that is not ours. */
function endpointOf(request: Request) {
  const { pathname } = new URL(request.url);
  const endpoint = usedAuthEndpointOf(request.method, pathname);
  return endpoint ? { fallback: authRedirectDefault(pathname.slice(authBasePath.length)) } : null;
}

function notUsed(request: Request, options: { isBodyUnread?: boolean } = {}) {
  const { t } = requestTranslator(request);
  return replyJson(failureOf(new AppError("not-found", t("platform.request.notFound")), {}, options));
}

export function loader({ request, context }: Route.LoaderArgs) {
  const endpoint = endpointOf(request);
  if (!endpoint) return notUsed(request);
  const url = new URL(request.url);
  url.search = withSafeAuthRedirectsInQuery(url.searchParams, endpoint.fallback).toString();
  return getServices(context).auth.handler(new Request(url, request));
}

/** Any JSON object or form: better-auth checks each endpoint's fields itself. */
const authBodySchema = z.custom<Record<string, unknown>>(() => true);

/** Its largest body (a sign-up: e-mail, name, password, callback URL) is well under 1 KB. */
const maxAuthBodyBytes = 16 * 1024;

/**
 * A body reaches better-auth only through the one reader: JSON or a form post (what its endpoints
 * take), at most 16 KB, without NUL (400, per field) and with lone surrogates made U+FFFD, so neither
 * reaches the database. better-auth gets the cleaned body in the format it was sent in, so each of its
 * endpoints still decides which formats it takes.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const endpoint = endpointOf(request);
  if (!endpoint) return notUsed(request, { isBodyUnread: request.body !== null });
  const input = await readInput(request, {
    schema: authBodySchema,
    formats: ["json", "form"],
    maxBytes: maxAuthBodyBytes,
  });
  if (!input.ok) return replyJson(input.failure);
  const headers = new Headers(request.headers);
  headers.delete("content-length");
  headers.delete("transfer-encoding");
  const data = isRecord(input.data) ? withSafeAuthRedirectsInBody(input.data, endpoint.fallback) : input.data;
  const body =
    input.format === "json"
      ? JSON.stringify(data)
      : new URLSearchParams(Object.entries(data).map(([name, value]) => [name, String(value)]));
  // The query string too: better-auth reads a callbackURL from it when the body has none.
  const url = new URL(request.url);
  url.search = withSafeAuthRedirectsInQuery(url.searchParams, endpoint.fallback).toString();
  const cleaned = new Request(url, { method: request.method, headers, body, signal: request.signal });
  return getServices(context).auth.handler(cleaned);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
