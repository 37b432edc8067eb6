// Amounts with their currency, as each language writes them (docs/product/currencies-and-units.md): "US$51,900",
// "CA$69,500" in English, "51 900 $ US", "69 500 $ CA" in French. Both currencies are named on every amount, since a
// bare "$" is either. The same on the server and in the browser.

import type { Locale } from "#app/modules/i18n/locales.ts";
import { formatLocaleNumber } from "#app/modules/listings/locale-format.ts";
import type { Currency } from "./currencies.ts";

const englishPrefix: Readonly<Record<Currency, string>> = { USD: "US$", CAD: "CA$" };
const frenchSuffix: Readonly<Record<Currency, string>> = { USD: "$\u00a0US", CAD: "$\u00a0CA" };

/** Cents of `currency`, with the cents only when there are any: "US$45,500", "US$31,500.50", "45 500,50 $ CA". */
export function formatMoney(cents: number, currency: Currency, locale: Locale): string {
  const sign = cents < 0 ? "-" : "";
  const absolute = Math.abs(Math.round(cents));
  const whole = formatLocaleNumber(Math.floor(absolute / 100), locale);
  const remainder = absolute % 100;
  const decimals = remainder === 0 ? "" : `${locale === "fr-CA" ? "," : "."}${String(remainder).padStart(2, "0")}`;
  if (locale === "fr-CA") return `${sign}${whole}${decimals}\u00a0${frenchSuffix[currency]}`;
  return `${sign}${englishPrefix[currency]}${whole}${decimals}`;
}

/** A converted amount, rounded to the hundred since a rate is only a day's: "≈ US$49,800". */
export function formatApproximateMoney(cents: number, currency: Currency, locale: Locale): string {
  return `≈\u00a0${formatMoney(Math.round(cents / 10_000) * 10_000, currency, locale)}`;
}
