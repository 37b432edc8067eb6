import { data, type RouterContextProvider } from "react-router";
import { type CurrentUser, getCurrentUser } from "#app/modules/accounts/current-user.server.ts";
import { signInLeadingBack } from "#app/modules/accounts/safe-redirect.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import type { AdminAccessRefusal } from "./admin-access.ts";

type Context = Readonly<RouterContextProvider>;

export type AdminAccess =
  | { ok: true; user: CurrentUser }
  | { ok: false; status: 401 | 403; refusal: AdminAccessRefusal };

/**
 * Who is asking, for the admin area: an administrator; a signed-out visitor (401, with a prompt to
 * sign in that leads back here: a prompt, not a redirect, docs/product/admin.md, Access); anyone else (403).
 */
export async function checkAdminAccess(request: Request, context: Context): Promise<AdminAccess> {
  const user = await getCurrentUser(request, context);
  if (!user) return { ok: false, status: 401, refusal: { reason: "signed-out", signInHref: signInHrefFor(request) } };
  if (user.role !== "admin")
    return { ok: false, status: 403, refusal: { reason: "denied", message: "admin.accessDenied" satisfies MessageId } };
  return { ok: true, user };
}

/**
 * For every admin page's loader and action: the administrator, or a thrown 401/403 whose data the
 * page's error boundary shows (the prompt to sign in, or 'Access denied. This page is for administrators only.').
 */
export async function requireAdminAccess(request: Request, context: Context): Promise<CurrentUser> {
  const access = await checkAdminAccess(request, context);
  if (!access.ok) throw data(access.refusal, { status: access.status });
  return access.user;
}

/** Sign-in that leads back to the page asked for (a form post comes back to its page). */
export function signInHrefFor(request: Request): string {
  const url = new URL(request.url);
  return signInLeadingBack(request.method === "GET" ? `${url.pathname}${url.search}` : url.pathname);
}
