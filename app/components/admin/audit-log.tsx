import { ScrollRegion } from "#app/components/ui/scroll-region.tsx";
import { type AdminAuditEntryView, describeAuditEntry } from "#app/modules/admin/audit-entry-text.ts";

const when = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

/** The newest administrator actions: when, who, what. */
export function AuditLog({ entries }: { entries: AdminAuditEntryView[] }) {
  return (
    <section aria-labelledby="audit-heading" className="mt-12">
      <h2 id="audit-heading" className="text-2xl font-bold tracking-tight text-ink">
        Recent Admin Activity
      </h2>
      {entries.length === 0 ? (
        <p className="mt-4 text-ink-muted">No admin actions yet.</p>
      ) : (
        <ScrollRegion label="Admin action table" className="mt-4 rounded-xl border border-sand-200 bg-white">
          <table className="w-full text-left text-sm">
            <thead className="bg-sand-100 text-ink">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  When (UTC)
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Who
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  What
                </th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id} className="border-t border-sand-200">
                  <td className="whitespace-nowrap px-4 py-3 text-ink-muted">
                    <time dateTime={entry.createdAt.toISOString()}>{when.format(entry.createdAt)}</time>
                  </td>
                  <td className="break-all px-4 py-3">{entry.actorEmail}</td>
                  <td className="px-4 py-3">{describeAuditEntry(entry)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </section>
  );
}
