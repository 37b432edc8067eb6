// The day a message was sent or a conversation last moved, as the inbox and a thread show it, in the page's
// language (ADR 056): the same words on the server and in the browser, in UTC, without Intl (ADR 083).
import { formatLocaleDate } from "#app/modules/i18n/locale-dates.ts";
import type { Locale } from "#app/modules/i18n/locales.ts";

/** "Jun 3, 2026" in English, "3 juin 2026" in French. */
export function formatConversationDate(date: Date, locale: Locale): string {
  return formatLocaleDate(date, locale, "medium");
}
