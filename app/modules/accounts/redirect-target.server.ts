import { z } from "#app/lib/zod.ts";
import { defaultLocale, pathInLocale } from "#app/modules/i18n/locales.ts";
import { localeOfRequest } from "#app/modules/i18n/request-translator.server.ts";
import { readQuery } from "#app/modules/platform/read-input.server.ts";
import { safeRedirectTarget } from "./safe-redirect.ts";

// `redirectTo` is another name for it (docs/product/accounts.md): links to /my-listings and /submit-builder use it.
const redirectQuerySchema = z.object({ redirect: z.string().optional(), redirectTo: z.string().optional() });

/**
 * Where the account pages (sign-in, sign-up, forgot and reset password) send the visitor once they are in:
 * `?redirect=` (or `?redirectTo=`) when it is a safe path on this site, else `fallback`. The result is a path
 * inside the site's routes, without a `/fr` a link may have carried: the page's own language is kept by the
 * router (its redirects and links), and by {@link inRequestLocale} for a link better-auth mails.
 */
export function redirectTargetOf(request: Request, fallback: string): string {
  const query = readQuery(request, redirectQuerySchema);
  const target = safeRedirectTarget(query.ok ? (query.data.redirect ?? query.data.redirectTo) : undefined, fallback);
  return target ? pathInLocale(target, defaultLocale) : target;
}

/** A path inside the site's routes as an address in the request's language (`/fr/…` from a French page). */
export function inRequestLocale(path: string, request: Request): string {
  return pathInLocale(path, localeOfRequest(request));
}
