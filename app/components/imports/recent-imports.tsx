import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import type { InventoryImportStatus } from "#app/db/open-platform-vocabulary.ts";
import { formatLocaleDate } from "#app/modules/i18n/locale-dates.ts";
import { importResultPath } from "#app/modules/imports/import-paths.ts";
import { importStatusLabels, outcomeCountsText } from "#app/modules/imports/import-words.ts";
import type { OutcomeCounts } from "#app/modules/imports/outcome-counts.ts";
import { ImportTable, ImportTableLink } from "./import-table.tsx";

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
        <ImportTable
          caption={t("imports.recent.caption")}
          columns={[
            { key: "date", heading: t("imports.recent.date") },
            { key: "file", heading: t("imports.recent.file") },
            { key: "rows", heading: t("imports.recent.rows") },
            { key: "status", heading: t("imports.recent.status") },
            { key: "open", heading: <span className="sr-only">{t("imports.recent.open")}</span> },
          ]}
        >
          {imports.map((item) => (
            <tr key={item.id} className="border-t border-sand-200 align-top">
              <td className="whitespace-nowrap px-3 py-3 text-ink">{formatLocaleDate(item.createdAt, locale)}</td>
              <th scope="row" className="break-all px-3 py-3 font-normal text-ink">
                {item.fileName}
              </th>
              <td className="px-3 py-3 text-ink">{outcomeCountsText(t, item.counts)}</td>
              <td className="whitespace-nowrap px-3 py-3 text-ink">{t(importStatusLabels[item.status])}</td>
              <td className="px-3 py-3">
                <ImportTableLink
                  to={importResultPath(item.id)}
                  text={t("imports.recent.open")}
                  label={t("imports.recent.openLabel", { fileName: item.fileName })}
                />
              </td>
            </tr>
          ))}
        </ImportTable>
      )}
    </section>
  );
}
