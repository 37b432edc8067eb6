// A price change's day as the listing page writes it, in the page's language and in UTC, the same on the server
// and in the browser: "June 3, 2026", "3 juin 2026". English keeps the hand-written form (no Intl to load, ADR 025).
import { formatDate } from "#app/lib/plain-format.ts";
import type { Locale } from "#app/modules/i18n/locales.ts";

const formats = new Map<Locale, Intl.DateTimeFormat>();

export function formatLongDate(date: Date, locale: Locale): string {
  if (locale === "en-US") return formatDate(date, "long");
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" });
    formats.set(locale, format);
  }
  return format.format(date);
}
