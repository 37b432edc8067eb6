// The admin area's dates and times, in the page's language and always in UTC (the pages say so), the same on the
// server and in the browser: "Jun 3, 2026" / "3 juin 2026", "June 3, 2026", "Jun 3, 2026, 4:05 PM".
import type { Locale } from "#app/modules/i18n/locales.ts";

type Style = "medium" | "long" | "medium-time";

const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(locale: Locale, style: Style): Intl.DateTimeFormat {
  const key = `${locale} ${style}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(
      locale,
      style === "medium-time"
        ? { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }
        : { dateStyle: style, timeZone: "UTC" },
    );
    formats.set(key, format);
  }
  return format;
}

/** A calendar day in UTC: "medium" is "Jun 3, 2026", "long" "June 3, 2026" (in English). */
export function formatAdminDate(date: Date, locale: Locale, style: "medium" | "long" = "medium"): string {
  return formatOf(locale, style).format(date);
}

/** A moment in UTC to the minute: "Jun 3, 2026, 4:05 PM" (in English). */
export function formatAdminDateTime(date: Date, locale: Locale): string {
  return formatOf(locale, "medium-time").format(date);
}
