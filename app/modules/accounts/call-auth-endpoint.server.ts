import type { RouterContextProvider } from "react-router";
import { z } from "zod";
import { AppError, type AppErrorCode, appErrorStatus } from "#app/lib/app-error.ts";
import { getServices } from "#app/lib/context.server.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { authBasePath, usedAuthEndpointOf } from "./auth-endpoints.ts";
import { appWordedFailureId } from "./auth-failures.server.ts";
import { authRedirectDefault, withSafeAuthRedirectsInBody } from "./auth-redirects.ts";

/** What a form hands better-auth: values its schema parsed (strings), and better-auth's own flags. */
export type AuthEndpointBody = Readonly<Record<string, string | boolean>>;

/** A form's messages for better-auth's refusals: message ids (ADR 056), shown by the form in the page's language. */
export interface AuthFailureTexts {
  /** The form's words for some of better-auth's error codes (EMAIL_NOT_VERIFIED, INVALID_TOKEN, …). */
  byCode?: Readonly<Record<string, MessageId>>;
  /** When better-auth says nothing. */
  fallback: MessageId;
}

/** better-auth's own refusals that every form words the same. */
const commonByCode: Readonly<Record<string, MessageId>> = {
  INVALID_EMAIL_OR_PASSWORD: "accounts.auth.invalidEmailOrPassword",
};

export interface AuthEndpointSuccess {
  /** Cookies to pass on to the browser (a new or ended session). */
  setCookies: string[];
}

/** better-auth's error body; anything else reads as saying nothing. */
const authErrorSchema = z.object({ code: z.string().optional(), message: z.string().optional() }).catch({});

/**
 * Our forms post to their own route; the action replays the call on better-auth's HTTP handler with the
 * browser's headers, so rate limits, the origin check and hooks apply exactly as for API clients. A
 * refusal is thrown as an AppError with better-auth's status and a message id: the form's for its code, ours for
 * what our hooks worded, or else better-auth's own English message as it came.
 */
export async function callAuthEndpoint(
  request: Request,
  context: Readonly<RouterContextProvider>,
  path: string,
  body: AuthEndpointBody,
  texts: AuthFailureTexts,
): Promise<AuthEndpointSuccess> {
  const { auth, env } = getServices(context);
  // Our forms call only endpoints of the one table, and every redirect target passes the one check.
  if (!usedAuthEndpointOf("POST", `${authBasePath}${path}`)) throw new Error(`${path} is not a used auth endpoint`);
  const safeBody = withSafeAuthRedirectsInBody(body, authRedirectDefault(path));
  const headers = new Headers(request.headers);
  headers.set("content-type", "application/json");
  headers.delete("content-length");
  headers.delete("transfer-encoding");
  const response = await auth.handler(
    new Request(new URL(`${authBasePath}${path}`, env.BASE_URL), {
      method: "POST",
      headers,
      body: JSON.stringify(safeBody),
    }),
  );
  const setCookies = response.headers.getSetCookie();
  if (response.ok) {
    await response.body?.cancel();
    return { setCookies };
  }
  const reply = authErrorSchema.parse(await response.json().catch(() => undefined));
  const byCode = reply.code ? (texts.byCode?.[reply.code] ?? commonByCode[reply.code]) : undefined;
  const message =
    byCode || (reply.message ? (appWordedFailureId(reply.message) ?? reply.message) : undefined) || texts.fallback;
  const retryAfter = Number(response.headers.get("x-retry-after") ?? response.headers.get("retry-after"));
  throw new AppError(appErrorCodeOf(response.status), message, {
    retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? Math.ceil(retryAfter) : undefined,
  });
}

/** Response headers that carry the session cookies better-auth set. */
export function cookieHeaders(result: AuthEndpointSuccess): Headers {
  const headers = new Headers();
  for (const cookie of result.setCookies) headers.append("Set-Cookie", cookie);
  return headers;
}

const codesByStatus = new Map<number, AppErrorCode>(
  Object.entries(appErrorStatus).map(([code, status]) => [status, code as AppErrorCode]),
);

/** better-auth's status as our code: the same status where we have one; other refusals are bad input. */
function appErrorCodeOf(status: number): AppErrorCode {
  return codesByStatus.get(status) ?? (status >= 500 ? "bad-gateway" : "invalid");
}
