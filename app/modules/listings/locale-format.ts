// Counts on the sellers' and buyers' listing pages in the page's locale (ADR 056), the same on the server and in the
// browser, without Intl (ADRs 025, 083). Dates: app/modules/i18n/locale-dates.ts.
import { formatLocaleDecimal } from "#app/modules/i18n/locale-numbers.ts";
import type { Locale } from "#app/modules/i18n/locales.ts";

const wholeNumber = { minimum: 0, maximum: 0 };

/** A whole number with the locale's thousands separators: "12,345" / "12 345". */
export function formatLocaleNumber(value: number, locale: Locale): string {
  return formatLocaleDecimal(Math.round(value), locale, "decimal", wholeNumber);
}
