// How the pages write a document's month and size, the same on the server and in the browser (ADR 056), without Intl
// like every date and number a page shows while it hydrates (ADR 083). Browser-safe: the listing card imports it.
import { formatLocaleMonth } from "#app/modules/i18n/locale-dates.ts";
import { formatLocaleDecimal } from "#app/modules/i18n/locale-numbers.ts";
import type { Locale } from "#app/modules/i18n/locales.ts";
import type { Translator } from "#app/modules/i18n/translator.ts";
import { formatLocaleNumber } from "#app/modules/listings/locale-format.ts";

/** "March 2026" / "mars 2026": the month of a day ("2026-03-14"), in UTC. */
export function formatInspectionMonth(day: string, locale: Locale): string {
  return formatLocaleMonth(day, locale);
}

const kilobyte = 1024;
const megabyte = 1024 * kilobyte;

/** "840 KB", "1.2 MB" / "840 ko", "1,2 Mo". */
export function formatDocumentSize(bytes: number, { t, locale }: Translator): string {
  if (bytes < megabyte) {
    return t("documents.size.kilobytes", { size: formatLocaleNumber(Math.max(1, bytes / kilobyte), locale) });
  }
  const megabytes = bytes / megabyte;
  const size = formatLocaleDecimal(megabytes, locale, "decimal", { minimum: 1, maximum: 1 });
  return t("documents.size.megabytes", { size });
}
