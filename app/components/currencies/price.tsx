import { useRouteLoaderData } from "react-router";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import {
  type Currency,
  convertCents,
  defaultCurrencyOf,
  type Money,
  type RootMoney,
} from "#app/modules/currencies/currencies.ts";
import { formatApproximateMoney, formatMoney } from "#app/modules/currencies/format-money.ts";

export interface VisitorMoney {
  /** The currency the visitor sees approximate amounts in. */
  currency: Currency;
  /** An amount as its currency writes it in the page's language: "US$51,900", "69 500 $ CA". */
  format(money: Money): string;
  /** The amount in the visitor's currency, "≈ CA$70,900"; null when it is already in it (or no rate is at hand). */
  approximate(money: Money): string | null;
}

/** Prices as this visitor reads them (docs/product/currencies-and-units.md), from the root loader's rates. */
export function useVisitorMoney(): VisitorMoney {
  const { locale } = useTranslator();
  // Typed here rather than from the root's loader, which renders the components that read it.
  const money = useRouteLoaderData<{ money?: RootMoney }>("root")?.money;
  const currency = money?.currency ?? defaultCurrencyOf(locale);
  return {
    currency,
    format: ({ cents, currency: its }) => formatMoney(cents, its, locale),
    approximate: ({ cents, currency: its }) =>
      its === currency || !money
        ? null
        : formatApproximateMoney(convertCents(cents, its, currency, money.rates), currency, locale),
  };
}

/**
 * An asking price in its own currency, and beside it, smaller, about what it is in the visitor's
 * (docs/product/currencies-and-units.md): "CA$69,500 ≈ US$49,600".
 */
export function Price({ money, approximateClassName = "" }: { money: Money; approximateClassName?: string }) {
  const { format, approximate } = useVisitorMoney();
  const converted = approximate(money);
  return (
    <>
      {format(money)}
      {converted ? (
        <span className={`ml-1.5 whitespace-nowrap text-sm font-normal text-ink-muted ${approximateClassName}`}>
          {converted}
        </span>
      ) : null}
    </>
  );
}
