import { useLocation } from "react-router";
import { usePageLocale, useTranslator } from "#app/components/i18n/page-translator.tsx";
import { localeNames, otherLocale, pathInLocale } from "#app/modules/i18n/locales.ts";

/**
 * The same page in the other language (docs/product/languages.md), its filters and place kept. A plain link: the
 * other language is another set of addresses, loaded whole, so the page's words, dates and prices all change.
 */
export function LanguageSwitch({ className = "" }: { className?: string }) {
  const { t } = useTranslator();
  const locale = usePageLocale();
  const { pathname, search, hash } = useLocation();
  const other = otherLocale(locale);
  return (
    <a
      href={pathInLocale(`${pathname}${search}${hash}`, other)}
      hrefLang={other}
      lang={other}
      title={t("site-shell.language.label")}
      className={`min-h-11 items-center rounded-md px-3 text-sm font-medium text-ink underline-offset-2 hover:bg-sand-100 hover:underline ${className}`}
    >
      {localeNames[other]}
    </a>
  );
}
