// Dates and counts on the sellers' and buyers' listing pages in the page's locale (ADR 056), the same on the server
// and in the browser. English keeps the hand-written forms of plain-format.ts (no Intl formatter to load while a
// page hydrates, ADR 025); other locales take Intl's, in UTC like the English ones.
import { formatDate, formatWholeNumber } from "#app/lib/plain-format.ts";
import type { Locale } from "#app/modules/i18n/locales.ts";

/** A calendar date (UTC): "Jun 3, 2026" / "3 juin 2026" (medium), "June 3, 2026" / "3 juin 2026" (long). */
export function formatLocaleDate(date: Date | string | number, locale: Locale, style: "long" | "medium" = "medium") {
  if (locale === "en-US") return formatDate(date, style);
  return new Intl.DateTimeFormat(locale, { dateStyle: style, timeZone: "UTC" }).format(new Date(date));
}

/** A whole number with the locale's thousands separators: "12,345" / "12 345". */
export function formatLocaleNumber(value: number, locale: Locale): string {
  if (locale === "en-US") return formatWholeNumber(value);
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(Math.round(value));
}
