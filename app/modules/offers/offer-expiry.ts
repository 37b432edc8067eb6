// When an open offer runs out, as the thread and the mails write it (docs/product/making-the-deal.md, "Offers"): the
// day and the hour, in UTC like every date on the site, so the server and the browser write the same words.

import { formatLocaleDate } from "#app/modules/i18n/locale-dates.ts";
import type { Locale } from "#app/modules/i18n/locales.ts";

/** "Jun 3, 2026, 2:05 PM UTC" in English, "3 juin 2026 à 14 h 05 UTC" in French. */
export function formatOfferExpiry(date: Date, locale: Locale): string {
  const day = formatLocaleDate(date, locale);
  const hours = date.getUTCHours();
  const minutes = String(date.getUTCMinutes()).padStart(2, "0");
  if (locale === "fr-CA") return `${day} à ${hours} h ${minutes} UTC`;
  return `${day}, ${hours % 12 || 12}:${minutes} ${hours < 12 ? "AM" : "PM"} UTC`;
}
