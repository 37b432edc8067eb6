// The currency a visitor sees approximate amounts in (docs/product/currencies-and-units.md, "The visitor's
// currency"): the one they chose with the footer's switch, kept in a cookie, else their page language's country's.
import { translatorFor } from "#app/modules/i18n/catalogs.server.ts";
import { formatLocaleDate } from "#app/modules/i18n/locale-dates.ts";
import type { Locale } from "#app/modules/i18n/locales.ts";
import { type Currency, defaultCurrencyOf, isCurrency, type RootMoney } from "./currencies.ts";
import { currentRates } from "./exchange-rates.server.ts";
import { formatMoney } from "./format-money.ts";

export const currencyCookie = "currency";
const aYearInSeconds = 365 * 24 * 60 * 60;

export function visitorCurrencyOf(request: Request, locale: Locale): Currency {
  const chosen = /(?:^|;\s*)currency=([A-Z]{3})(?:;|$)/.exec(request.headers.get("Cookie") ?? "")?.[1];
  return isCurrency(chosen) ? chosen : defaultCurrencyOf(locale);
}

/**
 * What every page gets of money (the root loader): the visitor's currency, the rates, and the footer's sentence on
 * the rate and its date, worded here so that a page without a price carries no formatting code.
 */
export function visitorMoneyOf(request: Request, locale: Locale): RootMoney {
  const rates = currentRates();
  const { t } = translatorFor(locale);
  const rateNote = t("site-shell.currency.rate", {
    usd: formatMoney(100, "USD", locale),
    cad: formatMoney(Math.round(100 / rates.CAD.usdPerUnit), "CAD", locale),
    date: formatLocaleDate(`${rates.CAD.rateDate}T12:00:00Z`, locale, "medium"),
  });
  return { currency: visitorCurrencyOf(request, locale), rates, rateNote };
}

/** The `Set-Cookie` that keeps a visitor's choice for a year. */
export function chooseCurrencyCookie(currency: Currency): string {
  return `${currencyCookie}=${currency}; Path=/; Max-Age=${aYearInSeconds}; SameSite=Lax; HttpOnly`;
}
