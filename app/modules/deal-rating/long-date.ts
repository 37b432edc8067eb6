// A price change's day as the listing page writes it, in the page's language and in UTC, the same on the server
// and in the browser: "June 3, 2026", "3 juin 2026" (without Intl, ADR 083).
import { formatLocaleDate } from "#app/modules/i18n/locale-dates.ts";
import type { Locale } from "#app/modules/i18n/locales.ts";

export function formatLongDate(date: Date, locale: Locale): string {
  return formatLocaleDate(date, locale, "long");
}
