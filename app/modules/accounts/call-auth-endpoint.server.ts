import type { RouterContextProvider } from "react-router";
import { getServices } from "#app/lib/context.server.ts";

export interface AuthEndpointResult {
  ok: boolean;
  status: number;
  /** better-auth's error code (EMAIL_NOT_VERIFIED, …) when the call failed. */
  code?: string;
  message?: string;
  /** Cookies to pass on to the browser (a new or ended session). */
  setCookies: string[];
}

/**
 * Our forms post to their own route; the action replays the call on better-auth's HTTP handler with the
 * browser's headers, so rate limits, the origin check and hooks apply exactly as for API clients.
 */
export async function callAuthEndpoint(
  request: Request,
  context: Readonly<RouterContextProvider>,
  path: string,
  body: Record<string, unknown>,
): Promise<AuthEndpointResult> {
  const { auth, env } = getServices(context);
  const headers = new Headers(request.headers);
  headers.set("content-type", "application/json");
  headers.delete("content-length");
  const response = await auth.handler(
    new Request(new URL(`/api/auth${path}`, env.BASE_URL), { method: "POST", headers, body: JSON.stringify(body) }),
  );
  const payload = (await response.json().catch(() => ({}))) as { code?: unknown; message?: unknown };
  return {
    ok: response.ok,
    status: response.status,
    code: typeof payload.code === "string" ? payload.code : undefined,
    message: typeof payload.message === "string" && payload.message ? payload.message : undefined,
    setCookies: response.headers.getSetCookie(),
  };
}

/** Response headers that carry the session cookies better-auth set. */
export function cookieHeaders(result: AuthEndpointResult): Headers {
  const headers = new Headers();
  for (const cookie of result.setCookies) headers.append("Set-Cookie", cookie);
  return headers;
}
