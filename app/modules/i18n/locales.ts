// The site's two languages (docs/product/languages.md): English for the United States, unprefixed, and Canadian
// French under /fr. A locale is the URL's first segment and nothing else: no cookie or header moves a visitor
// to another language's addresses (a first visit may only be offered the other one).

import { localeCodes } from "#app/db/locale-vocabulary.ts";

export const locales = localeCodes;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "en-US";

/** Where a locale's pages live: React Router's basename for them (server/app-handler.ts). */
export const localeBasenames: Readonly<Record<Locale, string>> = { "en-US": "/", "fr-CA": "/fr" };

/** Each language named in itself, as a language switch shows it. */
export const localeNames: Readonly<Record<Locale, string>> = { "en-US": "English", "fr-CA": "Français" };

/** Open Graph's spelling of a locale (`og:locale`). */
export const openGraphLocales: Readonly<Record<Locale, string>> = { "en-US": "en_US", "fr-CA": "fr_CA" };

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

/** The locale of a path: `/fr` and `/fr/…` are French, everything else English. */
export function localeOfPath(pathname: string): Locale {
  return pathname === "/fr" || pathname.startsWith("/fr/") ? "fr-CA" : "en-US";
}

/** The locale a router with this basename serves (`useHref("/")` gives it in a component). */
export function localeOfBasename(basename: string): Locale {
  return localeOfPath(basename.replace(/\/+$/, "") || "/");
}

/**
 * The same page's address in `locale`: `/listings?type=van` ↔ `/fr/listings?type=van`. `path` is an address as the
 * browser has it (any locale prefix, query and fragment kept), or a path inside the site's routes.
 */
export function pathInLocale(path: string, locale: Locale): string {
  const at = path.search(/[?#]/);
  const pathname = at === -1 ? path : path.slice(0, at);
  const rest = at === -1 ? "" : path.slice(at);
  const inside = localeOfPath(pathname) === "fr-CA" ? pathname.slice(3) || "/" : pathname || "/";
  if (locale === "en-US") return `${inside}${rest}`;
  return `${inside === "/" ? "/fr" : `/fr${inside}`}${rest}`;
}

/** The other language: the switch offers it, the first-visit suggestion may. */
export function otherLocale(locale: Locale): Locale {
  return locale === "en-US" ? "fr-CA" : "en-US";
}
