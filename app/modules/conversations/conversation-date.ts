// The day a message was sent or a conversation last moved, as the inbox and a thread show it, in the page's
// language (ADR 056): the same words on the server and in the browser (UTC, as the English form has always been).
import { formatDate } from "#app/lib/plain-format.ts";
import type { Locale } from "#app/modules/i18n/locales.ts";

const formats = new Map<Locale, Intl.DateTimeFormat>();

/** "Jun 3, 2026" in English (written by hand, ADR 025), "3 juin 2026" in French. */
export function formatConversationDate(date: Date, locale: Locale): string {
  if (locale === "en-US") return formatDate(date, "medium");
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
    formats.set(locale, format);
  }
  return format.format(date);
}
