// The first-visit offer of the other language (docs/product/languages.md, "Language offer"): a visitor whose
// browser prefers the other language, arriving from elsewhere, is offered the same page in it. Never a redirect.

import { translatorFor } from "./catalogs.server.ts";
import { type Locale, pathInLocale } from "./locales.ts";

/** Set when the visitor turns the offer down: never offered again on this browser. */
export const languageOfferCookie = "language_offer";
const dismissedValue = "dismissed";
const aYearInSeconds = 365 * 24 * 60 * 60;

export interface LanguageOffer {
  locale: Locale;
  /** The same page in `locale`, its query kept. */
  href: string;
  /** The offer's words, in the language offered. */
  text: string;
  accept: string;
  dismiss: string;
}

/**
 * The offer for `request` to a page in `pageLocale`, or null: none when the visitor turned it down, came from
 * another page of the site (a visitor who chose a language by the switch is not asked again), or prefers the
 * page's language or one the site does not have.
 */
export function languageOfferFor(request: Request, pageLocale: Locale): LanguageOffer | null {
  if (hasDismissed(request.headers.get("Cookie"))) return null;
  const url = new URL(request.url);
  if (cameFromTheSite(request.headers.get("Referer"), url.origin)) return null;
  const preferred = preferredLocale(request.headers.get("Accept-Language"));
  if (!preferred || preferred === pageLocale) return null;
  const { t } = translatorFor(preferred);
  return {
    locale: preferred,
    href: pathInLocale(`${url.pathname}${url.search}`, preferred),
    text: t("site-shell.language.offer"),
    accept: t("site-shell.language.offerAccept"),
    dismiss: t("site-shell.language.offerDismiss"),
  };
}

/** The `Set-Cookie` that turns the offer off for a year. */
export function dismissLanguageOfferCookie(): string {
  return `${languageOfferCookie}=${dismissedValue}; Path=/; Max-Age=${aYearInSeconds}; SameSite=Lax; HttpOnly`;
}

/**
 * The site's locale the visitor's first choice of language maps to, by the highest `q` in Accept-Language
 * (its first when tied): French of any region is `fr-CA`, English of any region `en-US`; null for another language.
 */
export function preferredLocale(acceptLanguage: string | null): Locale | null {
  const ranked = (acceptLanguage ?? "")
    .split(",")
    .map((entry, order) => {
      const [tag = "", ...parameters] = entry.split(";").map((part) => part.trim().toLowerCase());
      const q = parameters.find((parameter) => parameter.startsWith("q="));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { language: tag.split("-")[0] ?? "", weight: Number.isFinite(weight) ? weight : 0, order };
    })
    .filter((entry) => entry.language !== "" && entry.language !== "*" && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  const first = ranked[0]?.language;
  if (first === "fr") return "fr-CA";
  if (first === "en") return "en-US";
  return null;
}

function hasDismissed(cookieHeader: string | null): boolean {
  return (cookieHeader ?? "").split(";").some((pair) => pair.trim() === `${languageOfferCookie}=${dismissedValue}`);
}

function cameFromTheSite(referer: string | null, origin: string): boolean {
  if (!referer) return false;
  try {
    return new URL(referer).origin === origin;
  } catch {
    return false;
  }
}
