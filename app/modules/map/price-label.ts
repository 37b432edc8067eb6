import type { Currency, Money } from "#app/modules/currencies/currencies.ts";
import type { Locale } from "#app/modules/i18n/locales.ts";

/** A pin's asking price. */
export const moneyOf = (listing: { askingPriceCents: number; currency: Currency }): Money => ({
  cents: listing.askingPriceCents,
  currency: listing.currency,
});

/**
 * A pin's short price (docs/product/map.md, Pins and clusters): '$950', '$9.5k', '$48k', '$1.2M'.
 * Thousands are whole from $10k and carry a tenth below; a price that rounds to 1,000k is in millions.
 */
export function shortPrice(cents: number): string {
  return `$${shortAmount(cents)}`;
}

/**
 * A pin's short price in the page's language, naming the currency only when it is not the visitor's
 * (docs/product/currencies-and-units.md): '$48k' and 'CA$62k' in English, '62 k$' and '48 k$ US' in French.
 */
export function shortMoney({ cents, currency }: Money, locale: Locale, visitorCurrency: Currency): string {
  const code = currency === visitorCurrency ? "" : currency.slice(0, 2);
  const amount = shortAmount(cents);
  if (locale !== "fr-CA") return `${code}$${amount}`;
  const [, number = amount, unit = ""] = /^([\d.]+)([kM]?)$/.exec(amount) ?? [];
  return `${number.replace(".", ",")}\u00a0${unit}$${code ? `\u00a0${code}` : ""}`;
}

function shortAmount(cents: number): string {
  const dollars = Math.max(0, cents) / 100;
  if (dollars < 999.5) return `${Math.round(dollars)}`;
  if (dollars < 9950) return `${trimmed((dollars / 1000).toFixed(1))}k`;
  if (dollars < 999_500) return `${Math.round(dollars / 1000)}k`;
  return `${trimmed((dollars / 1_000_000).toFixed(1))}M`;
}

const trimmed = (text: string) => text.replace(/\.0$/, "");
