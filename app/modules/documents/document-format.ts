// How the pages write a document's month and size, the same on the server and in the browser (ADR 056). English is
// written by hand like every date a page shows while it hydrates (ADR 025, app/lib/plain-format.ts); the tests hold
// it to Intl's output. Browser-safe: the listing card imports it.
import { formatDate } from "#app/lib/plain-format.ts";
import type { Locale } from "#app/modules/i18n/locales.ts";
import type { Translator } from "#app/modules/i18n/translator.ts";
import { formatLocaleNumber } from "#app/modules/listings/locale-format.ts";

/** "March 2026" / "mars 2026": the month of a day ("2026-03-14"), in UTC. */
export function formatInspectionMonth(day: string, locale: Locale): string {
  if (locale === "en-US") return formatDate(day, "long").replace(/ \d+, /, " ");
  return new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(day));
}

const kilobyte = 1024;
const megabyte = 1024 * kilobyte;

/** "840 KB", "1.2 MB" / "840 ko", "1,2 Mo". */
export function formatDocumentSize(bytes: number, { t, locale }: Translator): string {
  if (bytes < megabyte) {
    return t("documents.size.kilobytes", { size: formatLocaleNumber(Math.max(1, bytes / kilobyte), locale) });
  }
  const megabytes = bytes / megabyte;
  const size =
    locale === "en-US"
      ? megabytes.toFixed(1)
      : new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(megabytes);
  return t("documents.size.megabytes", { size });
}
