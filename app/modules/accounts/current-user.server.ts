import { createContext, data, type MiddlewareFunction, type RouterContextProvider, redirect } from "react-router";
import { getServices } from "#app/lib/context.server.ts";
import { defaultLocale, isLocale, type Locale, pathInLocale } from "#app/modules/i18n/locales.ts";
import { type Auth, sessionAbsoluteMaxAgeSeconds } from "./auth.server.ts";
import { chosenDisplayName } from "./display-name.ts";
import { signInLeadingBack } from "./safe-redirect.ts";

export interface CurrentUser {
  id: string;
  email: string;
  role: "user" | "admin";
  memberSince: Date;
  /** The display name the account chose (docs/product/selling.md, "Dashboard"); null while it has none. */
  displayName: string | null;
  /** The account's language: its mails' (docs/product/languages.md). */
  locale: Locale;
}

type Context = Readonly<RouterContextProvider>;

interface SessionLookup {
  user: CurrentUser | null;
  /** A rolled-forward session cookie, when better-auth extended the session on this request. */
  setCookies: string[];
}

const sessionLookupContext = createContext<SessionLookup | null>(null);

const signedOut: SessionLookup = Object.freeze({ user: null, setCookies: [] });

async function lookUpSession(request: Request, context: Context): Promise<SessionLookup> {
  const { auth } = getServices(context);
  // Without its session cookie better-auth answers "no session" and sets nothing; most requests to
  // public pages are such visitors, so they skip its endpoint machinery (ADR 022).
  if (!hasCookie(request.headers.get("cookie"), await sessionCookieNameOf(auth))) return signedOut;
  const { headers, response: found } = await auth.api.getSession({ headers: request.headers, returnHeaders: true });
  // A deleted account has no session left (its deletion ended them all); one made in a race counts as none.
  if (!found || found.user.deletedAt) return signedOut;
  const ageSeconds = (Date.now() - new Date(found.session.createdAt).getTime()) / 1000;
  if (ageSeconds > sessionAbsoluteMaxAgeSeconds) {
    await auth.api.revokeSession({ headers: request.headers, body: { token: found.session.token } });
    return signedOut;
  }
  return {
    user: {
      id: found.user.id,
      email: found.user.email,
      role: found.user.role === "admin" ? "admin" : "user",
      memberSince: new Date(found.user.createdAt),
      displayName: chosenDisplayName(found.user),
      locale: isLocale(found.user.locale) ? found.user.locale : defaultLocale,
    },
    setCookies: headers.getSetCookie(),
  };
}

const sessionCookieNames = new WeakMap<Auth, string>();

/** The session token cookie's name as this better-auth instance writes it (`__Secure-` prefix over HTTPS). */
async function sessionCookieNameOf(auth: Auth): Promise<string> {
  let name = sessionCookieNames.get(auth);
  if (name === undefined) {
    name = (await auth.$context).authCookies.sessionToken.name;
    sessionCookieNames.set(auth, name);
  }
  return name;
}

function hasCookie(cookieHeader: string | null, name: string): boolean {
  if (!cookieHeader?.includes(name)) return false;
  return cookieHeader.split(";").some((pair) => pair.trimStart().startsWith(`${name}=`));
}

/**
 * Looks the session up once per request for every loader and action, and passes on the cookie when
 * better-auth rolled the session forward, so an active user stays signed in (up to the absolute maximum).
 */
export const sessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const lookup = await lookUpSession(request, context);
  context.set(sessionLookupContext, lookup);
  const response = await next();
  // A response that sets cookies itself (sign-in, sign-out) knows the session better than this lookup.
  if (lookup.setCookies.length > 0 && !response.headers.has("Set-Cookie")) {
    for (const cookie of lookup.setCookies) response.headers.append("Set-Cookie", cookie);
  }
  return response;
};

/**
 * What this request's session lookup found, without looking it up: `unknown` before `sessionMiddleware`
 * ran or when its lookup failed (the cache policy in app/modules/platform/private-pages.server.ts).
 */
export function sessionStateOf(context: Context): "signed-in" | "signed-out" | "unknown" {
  const lookup = context.get(sessionLookupContext);
  if (!lookup) return "unknown";
  return lookup.user ? "signed-in" : "signed-out";
}

/** The signed-in user, or null. A session older than the absolute maximum counts as signed out and is ended. */
export async function getCurrentUser(request: Request, context: Context): Promise<CurrentUser | null> {
  const lookup = context.get(sessionLookupContext) ?? (await lookUpSession(request, context));
  return lookup.user;
}

/**
 * For guarded pages: the user, or a redirect to sign-in that comes back to this very page afterwards. Both are
 * paths inside the site's routes (no `/fr`): the router keeps the redirect in the page's language.
 */
export async function requireUser(request: Request, context: Context): Promise<CurrentUser> {
  const user = await getCurrentUser(request, context);
  if (user) return user;
  const url = new URL(request.url);
  throw redirect(signInLeadingBack(pathInLocale(`${url.pathname}${url.search}`, defaultLocale)));
}

export const accessDeniedMessage = "Access denied. This page is for administrators only.";

export async function requireAdmin(request: Request, context: Context): Promise<CurrentUser> {
  const user = await requireUser(request, context);
  if (user.role !== "admin") throw data({ message: accessDeniedMessage }, { status: 403 });
  return user;
}
