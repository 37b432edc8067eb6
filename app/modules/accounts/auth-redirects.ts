// better-auth follows the redirect targets a client hands it (in a JSON or form body, or in the query
// string of its GET endpoints, as in the links of our mails). Each one passes the site's one check,
// `checkedRedirectTarget`, before better-auth sees it; a target that fails it is replaced by the
// default (docs/product/accounts.md, "Redirect targets"), so no path of better-auth — its error paths
// included — can send a visitor off the site.
import { checkedRedirectTarget } from "./safe-redirect.ts";

/** Every field in which better-auth takes a place to send the browser to. */
export const authRedirectFields = [
  "callbackURL",
  "redirectTo",
  "newCallbackURL",
  "errorCallbackURL",
  "newUserCallbackURL",
] as const;

/** Where the reset link leads: our page that asks for the new password. */
export const resetPasswordPage = "/reset-password";
/** Where a confirmation link leads when its target is missing or not ours (the sign-up page's default). */
export const defaultAuthTarget = "/dashboard";

/** The default for an unsafe target at an endpoint (`/api/auth` left off): the reset page for reset flows. */
export function authRedirectDefault(endpointPath: string): string {
  return endpointPath === "/request-password-reset" || endpointPath.startsWith("/reset-password/")
    ? resetPasswordPage
    : defaultAuthTarget;
}

/** The query string with each redirect target checked; a repeated one counts as unsafe. */
export function withSafeAuthRedirectsInQuery(params: URLSearchParams, fallback: string): URLSearchParams {
  const safe = new URLSearchParams(params);
  for (const field of authRedirectFields) {
    const values = safe.getAll(field);
    if (values.length === 0) continue;
    const checked = values.length === 1 ? checkedRedirectTarget(values[0]) : null;
    safe.delete(field);
    safe.set(field, checked ?? fallback);
  }
  return safe;
}

/** A body with each redirect target checked (a value that is not a string counts as unsafe). */
export function withSafeAuthRedirectsInBody<T extends Record<string, unknown>>(body: T, fallback: string): T {
  const safe: Record<string, unknown> = { ...body };
  for (const field of authRedirectFields) {
    if (!Object.hasOwn(safe, field) || safe[field] === undefined) continue;
    safe[field] = checkedRedirectTarget(safe[field]) ?? fallback;
  }
  return safe as T;
}

/**
 * A link better-auth built for a mail, made safe before it is sent: on our own origin (`baseUrl`), and
 * its redirect targets checked like any other. better-auth already builds it from what the hooks let
 * through; this holds even if a future version builds it differently.
 */
export function safeAccountLink(link: string, baseUrl: string): string {
  const url = new URL(link, baseUrl);
  const ours = new URL(baseUrl);
  const endpointPath = url.pathname.startsWith("/api/auth/") ? url.pathname.slice("/api/auth".length) : url.pathname;
  // Only the path is taken over (set, not parsed, so a path such as `//x` cannot name another host).
  const safe = new URL(ours.origin);
  safe.pathname = url.pathname;
  safe.search = withSafeAuthRedirectsInQuery(url.searchParams, authRedirectDefault(endpointPath)).toString();
  return safe.href;
}
