import { Link } from "react-router";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { ScrollRegion } from "#app/components/ui/scroll-region.tsx";
import type { InventoryImportStatus } from "#app/db/open-platform-vocabulary.ts";
import { importResultPath } from "#app/modules/imports/import-paths.ts";
import { importStatusLabels, outcomeCountsText } from "#app/modules/imports/import-words.ts";
import type { OutcomeCounts } from "#app/modules/imports/outcome-counts.ts";
import { formatLocaleDate } from "#app/modules/listings/locale-format.ts";

export interface RecentImportItem {
  id: string;
  fileName: string;
  status: InventoryImportStatus;
  createdAt: Date | string;
  counts: OutcomeCounts;
}

/** The seller's latest imports: when, which file, what its rows do, and where it stands. */
export function RecentImports({ imports }: { imports: readonly RecentImportItem[] }) {
  const { t, locale } = useTranslator();
  return (
    <section aria-labelledby="recent-imports-heading" className="mt-10">
      <h2 id="recent-imports-heading" className="text-xl font-bold tracking-tight text-ink">
        {t("imports.recent.heading")}
      </h2>
      {imports.length === 0 ? (
        <p className="mt-3 text-ink-muted">{t("imports.recent.none")}</p>
      ) : (
        <ScrollRegion label={t("imports.recent.caption")} className="mt-4 rounded-xl border border-sand-200 bg-white">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t("imports.recent.caption")}</caption>
            <thead className="bg-sand-100">
              <tr>
                <th scope="col" className="px-4 py-2 font-semibold text-ink">
                  {t("imports.recent.date")}
                </th>
                <th scope="col" className="px-4 py-2 font-semibold text-ink">
                  {t("imports.recent.file")}
                </th>
                <th scope="col" className="px-4 py-2 font-semibold text-ink">
                  {t("imports.recent.rows")}
                </th>
                <th scope="col" className="px-4 py-2 font-semibold text-ink">
                  {t("imports.recent.status")}
                </th>
                <th scope="col" className="px-4 py-2">
                  <span className="sr-only">{t("imports.recent.open")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {imports.map((item) => (
                <tr key={item.id} className="border-t border-sand-200 align-top">
                  <td className="whitespace-nowrap px-4 py-3 text-ink">{formatLocaleDate(item.createdAt, locale)}</td>
                  <th scope="row" className="break-all px-4 py-3 font-normal text-ink">
                    {item.fileName}
                  </th>
                  <td className="px-4 py-3 text-ink">{outcomeCountsText(t, item.counts)}</td>
                  <td className="whitespace-nowrap px-4 py-3 text-ink">{t(importStatusLabels[item.status])}</td>
                  <td className="px-4 py-3">
                    <Link
                      to={importResultPath(item.id)}
                      aria-label={t("imports.recent.openLabel", { fileName: item.fileName })}
                      className="inline-flex min-h-11 items-center font-semibold text-pine-700 underline hover:text-pine-800"
                    >
                      {t("imports.recent.open")}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </section>
  );
}
