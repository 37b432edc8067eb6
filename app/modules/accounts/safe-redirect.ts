// The one check for every redirect target the site or better-auth follows (docs/product/accounts.md,
// "Redirect targets"): `?redirect=` / `?redirectTo=` on the sign-in and sign-up pages, the newsletter
// box's `returnTo`, better-auth's `callbackURL`, `redirectTo`, `newCallbackURL`, `errorCallbackURL`
// and `newUserCallbackURL`, and the links in confirmation and reset mails.

import { pathInLocale } from "#app/modules/i18n/locales.ts";

/** Sign-in and sign-up pages (every address they answer at): never a target, so there are no loops. */
const signInPaths = new Set(["/sign-in-camper", "/sign-in", "/custom-sign-up", "/sign-up"]);

/** Longer than any address of ours; a longer target is refused rather than parsed. */
export const maxRedirectTargetLength = 2048;

/** A placeholder origin to resolve a target against: only the result's origin and path are judged. */
const base = "http://roamstead.invalid";
const baseOrigin = new URL(base).origin;

// C0 and C1 control characters (tab, newline, NUL, DEL, …): URL parsers drop some of them, so the string
// a browser follows is not the one that was checked.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const controlCharacters = /[\u0000-\u001f\u007f-\u009f]/;
/** A slash or backslash written as an escape in the path: `/%2f/evil`, `/%5c/evil`. */
const encodedSeparator = /%2f|%5c/i;

/**
 * A redirect target kept only when it is a path on this site: parsed with `new URL(target, base)` and
 * judged after that normalisation (dot segments resolved, escapes of dots decoded), so `/.//evil`,
 * `/x/..//evil`, `/%2e%2e//evil` cannot become `//evil`. Returns the normalised path, query and
 * fragment, or `fallback` for anything else: another origin, a path starting with `//` or `/\`,
 * control characters, backslashes, escaped separators in the path, a sign-in or sign-up page, input
 * that is not a root-relative path, or longer than {@link maxRedirectTargetLength}.
 */
export function safeRedirectTarget(target: string | null | undefined, fallback: string): string {
  return checkedRedirectTarget(target) ?? fallback;
}

/** The normalised target, or null when it is not a path on this site (see {@link safeRedirectTarget}). */
export function checkedRedirectTarget(target: unknown): string | null {
  if (typeof target !== "string" || target.length === 0 || target.length > maxRedirectTargetLength) return null;
  // Raw checks: a root-relative path, with nothing a parser would silently drop or turn into a slash.
  if (!target.startsWith("/") || target.includes("\\") || controlCharacters.test(target)) return null;
  let url: URL;
  try {
    url = new URL(target, base);
  } catch {
    return null;
  }
  // The result is what counts.
  if (url.origin !== baseOrigin) return null;
  const { pathname } = url;
  if (!pathname.startsWith("/") || pathname.startsWith("//") || pathname.includes("\\")) return null;
  if (encodedSeparator.test(pathname)) return null;
  const result = `${pathname}${url.search}${url.hash}`;
  if (controlCharacters.test(result) || result.includes("\\")) return null;
  if (isSignInPage(pathname)) return null;
  // Parsed again, the result must stay the same path on this site (the check is on what a browser follows).
  const again = new URL(result, base);
  if (again.origin !== baseOrigin || `${again.pathname}${again.search}${again.hash}` !== result) return null;
  return result;
}

/**
 * The sign-in page that leads back to `target` afterwards. A target the check refuses (over 2,048 characters,
 * say) would make a Location header some clients cannot read, and sign-in would drop it anyway: the link
 * then leads to sign-in without the way back.
 */
export function signInLeadingBack(target: string): string {
  const back = checkedRedirectTarget(target);
  return back ? `/sign-in-camper?redirect=${encodeURIComponent(back)}` : "/sign-in-camper";
}

/**
 * Whether a normalised path is a sign-in or sign-up page as the router matches it (any case, escapes decoded,
 * trailing slashes, either language).
 */
function isSignInPage(pathname: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return true; // A malformed escape: not a path we serve, so not worth keeping.
  }
  const path = decoded.toLowerCase().replace(/\/+$/, "") || "/";
  // In either language: `/fr/sign-in-camper` is the same page under the French addresses.
  return signInPaths.has(path) || signInPaths.has(pathInLocale(path, "en-US"));
}

const tierNames: Record<string, string> = { graze: "Graze", roam: "Roam", stampede: "Stampede" };

/** 'Sign In to Continue with {Tier}' when the target carries a listing tier (docs/product/accounts.md). */
export function tierInRedirect(target: string): string | undefined {
  const tier = new URL(target, base).searchParams.get("tier")?.toLowerCase();
  return tier ? tierNames[tier] : undefined;
}
