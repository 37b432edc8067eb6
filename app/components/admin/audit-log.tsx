import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { ScrollRegion } from "#app/components/ui/scroll-region.tsx";
import { formatAdminDateTime } from "#app/modules/admin/admin-dates.ts";
import { type AdminAuditEntryView, describeAuditEntry } from "#app/modules/admin/audit-entry-text.ts";

/** The newest administrator actions: when, who, what. */
export function AuditLog({ entries }: { entries: AdminAuditEntryView[] }) {
  const translator = useTranslator();
  const { t, locale } = translator;
  return (
    <section aria-labelledby="audit-heading" className="mt-12">
      <h2 id="audit-heading" className="text-2xl font-bold tracking-tight text-ink">
        {t("admin.audit.heading")}
      </h2>
      {entries.length === 0 ? (
        <p className="mt-4 text-ink-muted">{t("admin.audit.empty")}</p>
      ) : (
        <ScrollRegion label={t("admin.audit.tableLabel")} className="mt-4 rounded-xl border border-sand-200 bg-white">
          <table className="w-full text-left text-sm">
            <thead className="bg-sand-100 text-ink">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t("admin.audit.when")}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t("admin.audit.who")}
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  {t("admin.audit.what")}
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id} className="border-t border-sand-200">
                  <td className="whitespace-nowrap px-4 py-3 text-ink-muted">
                    <time dateTime={entry.createdAt.toISOString()}>{formatAdminDateTime(entry.createdAt, locale)}</time>
                  </td>
                  <td className="break-all px-4 py-3">{entry.actorEmail}</td>
                  <td className="px-4 py-3">{describeAuditEntry(entry, translator)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </section>
  );
}
