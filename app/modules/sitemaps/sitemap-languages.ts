// Every page in the sitemaps in each language it is announced in (docs/product/found-and-shared.md, Sitemaps;
// docs/product/languages.md): a `<url>` per language, each naming them all and `x-default` (English), as Google
// reads localized versions from a sitemap. Pure: no database.
import { defaultLocale, type Locale, locales, pathInLocale } from "#app/modules/i18n/locales.ts";
import type { LanguageAlternate, SitemapEntry } from "./sitemap-xml.ts";
import { urlsPerSitemap } from "./sitemap-xml.ts";

/** The languages the sitemaps list each page in: both, or English alone while French is not announced. */
export function sitemapLocales({ offersFrench }: { offersFrench: boolean }): readonly Locale[] {
  return offersFrench ? locales : [defaultLocale];
}

/** At most this many pages in one file, each giving a `<url>` per language, within `urlsPerFile` addresses. */
export function pagesPerSitemap(pageLocales: readonly Locale[], urlsPerFile = urlsPerSitemap): number {
  return Math.floor(urlsPerFile / pageLocales.length);
}

/** A page's `<url>`s: one per language, the same `lastmod`; alternates only when there are two languages or more. */
export function pageInLocales(
  { baseUrl, pageLocales }: { baseUrl: string; pageLocales: readonly Locale[] },
  { path, lastmod }: { path: string; lastmod?: Date },
): SitemapEntry[] {
  const urlIn = (locale: Locale) => `${baseUrl}${pathInLocale(path, locale)}`;
  const alternates: LanguageAlternate[] | undefined =
    pageLocales.length < 2
      ? undefined
      : [
          ...pageLocales.map((locale) => ({ hreflang: locale, href: urlIn(locale) })),
          { hreflang: "x-default", href: urlIn(defaultLocale) },
        ];
  return pageLocales.map((locale) => ({ loc: urlIn(locale), lastmod, ...(alternates && { alternates }) }));
}
