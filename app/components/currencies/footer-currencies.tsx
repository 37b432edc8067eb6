import { Form, useLocation, useRouteLoaderData } from "react-router";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { currencies } from "#app/db/money-vocabulary.ts";
import type { RootMoney } from "#app/modules/currencies/currencies.ts";

/**
 * The footer's currency switch (docs/product/currencies-and-units.md): the currency approximate amounts are shown in,
 * a form that works before JavaScript loads, and the rate they are worked out at with its date (worded by the root
 * loader, so that a page without prices carries no formatting code).
 */
export function FooterCurrencies({ buttonClassName }: { buttonClassName: string }) {
  const { t } = useTranslator();
  const money = useRouteLoaderData<{ money?: RootMoney }>("root")?.money;
  const { pathname, search, hash } = useLocation();
  if (!money) return null;
  return (
    <div className="mt-4">
      <p id="footer-currency" className="font-semibold text-white">
        {t("site-shell.currency.label")}
      </p>
      <Form method="post" action="/currency" className="mt-1 flex gap-3" aria-labelledby="footer-currency">
        <input type="hidden" name="redirectTo" value={`${pathname}${search}${hash}`} />
        {currencies.map((currency) => (
          <button
            key={currency}
            type="submit"
            name="currency"
            value={currency}
            aria-pressed={currency === money.currency}
            className={`${buttonClassName} aria-pressed:font-semibold aria-pressed:text-white aria-pressed:no-underline`}
          >
            {t(currency === "USD" ? "site-shell.currency.usd" : "site-shell.currency.cad")}
          </button>
        ))}
      </Form>
      <p className="mt-1 text-xs">{money.rateNote}</p>
    </div>
  );
}
