import { Form, useLocation, useRouteLoaderData } from "react-router";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import type { Currency, RootMoney } from "#app/modules/currencies/currencies.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";

// Each currency's choice, written here rather than read from the list of currencies: every page has the footer, and
// that list travels with the price formatting that pages without prices need not load. A currency added without its
// choice fails the type check.
const choiceLabels = {
  USD: "site-shell.currency.usd",
  CAD: "site-shell.currency.cad",
} as const satisfies Record<Currency, MessageId>;
const choices = Object.keys(choiceLabels) as Currency[];

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
        {choices.map((currency) => (
          <button
            key={currency}
            type="submit"
            name="currency"
            value={currency}
            aria-pressed={currency === money.currency}
            className={`${buttonClassName} aria-pressed:font-semibold aria-pressed:text-white aria-pressed:no-underline`}
          >
            {t(choiceLabels[currency])}
          </button>
        ))}
      </Form>
      <p className="mt-1 text-xs">{money.rateNote}</p>
    </div>
  );
}
