import { Link, useLocation } from "react-router";
import { FooterCurrencies } from "#app/components/currencies/footer-currencies.tsx";
import { usePageLocale, useTranslator } from "#app/components/i18n/page-translator.tsx";
import { localeNames, locales, pathInLocale } from "#app/modules/i18n/locales.ts";
import { landingTypePath, landingTypes } from "#app/modules/landing-pages/landing-types.ts";
import { primaryNavigation } from "./navigation.ts";

/** The footer's links beyond the header's: the guides and the developers' reference. */
const guideLinks = [
  { to: "/off-grid-rating", label: "site-shell.footer.offGridRating" },
  { to: "/deal-rating", label: "site-shell.footer.dealRating" },
  { to: "/buying-safely", label: "site-shell.footer.buyingSafely" },
  { to: "/developers", label: "site-shell.footer.developers" },
] as const;

const footerLinkClass = "inline-flex min-h-11 items-center hover:text-white hover:underline";

/** `linksLanguages`: whether the other language is linked (OFFER_FRENCH): the footer's 'Language' section. */
export function SiteFooter({ linksLanguages }: { linksLanguages: boolean }) {
  const { t } = useTranslator();
  return (
    // Never a scroll anchor: on a phone the footer is taller than the screen, and anchored to it the browser would keep
    // it in view while infinite scroll adds cards above, so that every page loaded asks for the next (ADR 056).
    <footer className="mt-16 border-t border-sand-200 bg-pine-900 text-sand-100 [overflow-anchor:none]">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div>
          <p className="text-lg font-bold text-white">Roamstead</p>
          <p className="mt-2 text-sm text-sand-200">{t("site-shell.footer.tagline")}</p>
        </div>
        <nav aria-label={t("site-shell.nav.footer")}>
          <ul className="grid grid-cols-2 gap-1 text-sm">
            {[...primaryNavigation, ...guideLinks].map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={footerLinkClass}>
                  {t(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-browse-campers">
          <p id="footer-browse-campers" className="text-sm font-semibold text-white">
            {t("site-shell.footer.browseCampers")}
          </p>
          <ul className="mt-1 grid gap-1 text-sm">
            {landingTypes.map((type) => (
              <li key={type.slug}>
                <Link to={landingTypePath(type)} className={footerLinkClass}>
                  {t(`site-shell.footer.type.${type.slug}`)}
                </Link>
              </li>
            ))}
            <li>
              <Link to="/sold" className={footerLinkClass}>
                {t("site-shell.footer.soldCampers")}
              </Link>
            </li>
          </ul>
        </nav>
        <div className="text-sm text-sand-200">
          <p>
            {t("site-shell.footer.questions")}{" "}
            <a className="underline hover:text-white" href="mailto:hello@roamstead.com">
              hello@roamstead.com
            </a>
          </p>
          <p className="mt-2">{t("site-shell.footer.copyright", { year: String(new Date().getFullYear()) })}</p>
          {linksLanguages ? <FooterLanguages /> : null}
          <FooterCurrencies buttonClassName={footerLinkClass} />
        </div>
      </div>
    </footer>
  );
}

/** Both languages, the current one marked: the footer's language switch (docs/product/languages.md). */
function FooterLanguages() {
  const { t } = useTranslator();
  const current = usePageLocale();
  const { pathname, search, hash } = useLocation();
  return (
    <nav aria-labelledby="footer-languages" className="mt-4">
      <p id="footer-languages" className="font-semibold text-white">
        {t("site-shell.language.label")}
      </p>
      <ul className="mt-1 flex gap-3">
        {locales.map((locale) => (
          <li key={locale}>
            <a
              href={pathInLocale(`${pathname}${search}${hash}`, locale)}
              hrefLang={locale}
              lang={locale}
              aria-current={locale === current ? "page" : undefined}
              className={`${footerLinkClass} aria-[current=page]:font-semibold aria-[current=page]:text-white aria-[current=page]:no-underline`}
            >
              {localeNames[locale]}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
