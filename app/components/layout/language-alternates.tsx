import { useLocation } from "react-router";
import { usePageLocale } from "#app/components/i18n/page-translator.tsx";
import { locales, openGraphLocales, otherLocale, pathInLocale } from "#app/modules/i18n/locales.ts";

/**
 * The page in each language, for search engines and link previews (docs/product/languages.md): an `hreflang`
 * link per locale and `x-default` (English), and the page's `og:locale` with the other as its alternate.
 */
export function LanguageAlternates({ baseUrl }: { baseUrl: string }) {
  const locale = usePageLocale();
  const { pathname, search } = useLocation();
  const base = baseUrl.replace(/\/+$/, "");
  const urlIn = (each: (typeof locales)[number]) => `${base}${pathInLocale(`${pathname}${search}`, each)}`;
  return (
    <>
      {locales.map((each) => (
        <link key={each} rel="alternate" hrefLang={each} href={urlIn(each)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={urlIn("en-US")} />
      <meta property="og:locale" content={openGraphLocales[locale]} />
      <meta property="og:locale:alternate" content={openGraphLocales[otherLocale(locale)]} />
    </>
  );
}
