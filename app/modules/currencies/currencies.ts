// A listing's currency and the conversions every comparison makes (docs/product/currencies-and-units.md). Pure and
// browser-safe: the rates come from the rate table (exchange-rates.server.ts), to the browser through the root loader.
import { type Currency, currencies } from "#app/db/money-vocabulary.ts";
import type { Locale } from "#app/modules/i18n/locales.ts";

export { type Currency, currencies };

/** An amount with its currency: a listing's asking price, a price change. */
export interface Money {
  cents: number;
  currency: Currency;
}

/** One currency's rate: what one unit is worth in US dollars, on which date, from where. */
export interface ExchangeRate {
  usdPerUnit: number;
  /** `YYYY-MM-DD`. */
  rateDate: string;
  /** 'shipped' for the default the code ships, else the adapter that fetched it. */
  source: string;
}

/** Every currency but the US dollar, with its rate. */
export type RateTable = Readonly<Record<Exclude<Currency, "USD">, ExchangeRate>>;

/** What the root loader gives every page of money (app/root.tsx). */
export interface RootMoney {
  /** The currency the visitor sees approximate amounts in. */
  currency: Currency;
  rates: RateTable;
  /** The footer's sentence on the rate and its date, in the page's language. */
  rateNote: string;
}

export function isCurrency(value: unknown): value is Currency {
  return typeof value === "string" && (currencies as readonly string[]).includes(value);
}

function usdPerUnit(currency: Currency, rates: RateTable): number {
  return currency === "USD" ? 1 : rates[currency].usdPerUnit;
}

/** Cents of `from` as cents of `to`, rounded to the cent. */
export function convertCents(cents: number, from: Currency, to: Currency, rates: RateTable): number {
  if (from === to) return cents;
  return Math.round((cents * usdPerUnit(from, rates)) / usdPerUnit(to, rates));
}

/** The US cents every comparison reads (`listings.price_cents`) for an asking price. */
export function comparisonCents(askingCents: number, currency: Currency, rates: RateTable): number {
  return convertCents(askingCents, currency, "USD", rates);
}

/** The currency a visitor sees approximate amounts in when they have not chosen one: their language's country's. */
export function defaultCurrencyOf(locale: Locale): Currency {
  return locale === "fr-CA" ? "CAD" : "USD";
}
