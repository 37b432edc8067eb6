import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { formatAdminDateTime } from "#app/modules/admin/admin-dates.ts";
import type { ReportTally } from "#app/modules/moderation/report-queue.ts";
import { reportReasonLabels } from "#app/modules/moderation/report-rules.ts";

// What the report queues' cards share (reported listings, reported reviews and questions): the counts of the reports,
// their reasons and the newest reports themselves (docs/product/reports-and-moderation.md, The report queue).

function useReportTime() {
  const { t, locale } = useTranslator();
  return (date: Date) => t("moderation.queue.at", { when: formatAdminDateTime(date, locale) });
}

/** How many reports, from how many signed-in reporters, and when the newest came (`className` places it). */
export function ReportCounts({ tally, className }: { tally: ReportTally; className: string }) {
  const { t } = useTranslator();
  const when = useReportTime();
  return (
    <p className={`${className} text-sm text-ink-muted`}>
      {t("moderation.queue.counts", { reports: tally.reportCount, reporters: tally.signedInReporters })}{" "}
      <time dateTime={tally.latestAt.toISOString()}>{when(tally.latestAt)}</time>
    </p>
  );
}

/** The reports' reasons with their counts, then the newest reports: reason, time, sender and words of each. */
export function QueuedReports({ tally }: { tally: ReportTally }) {
  const { t } = useTranslator();
  const when = useReportTime();
  return (
    <>
      <ul aria-label={t("moderation.queue.reasonsLabel")} className="mt-3 flex flex-wrap gap-2">
        {tally.reasons.map(({ reason, count }) => (
          <li key={reason} className="rounded-full bg-sand-100 px-3 py-1 text-xs font-semibold text-ink">
            {t("moderation.queue.reasonCount", { reason: t(reportReasonLabels[reason]), count })}
          </li>
        ))}
      </ul>
      <ol
        aria-label={t("moderation.queue.reportsLabel")}
        className="mt-4 divide-y divide-sand-200 border-y border-sand-200"
      >
        {tally.reports.map((report) => (
          <li key={report.id} className="py-3 text-sm">
            <p className="font-semibold text-ink">
              {t(reportReasonLabels[report.reason])}{" "}
              <span className="font-normal text-ink-muted">
                · <time dateTime={report.createdAt.toISOString()}>{when(report.createdAt)}</time> ·{" "}
                {report.isFromAccount ? t("moderation.queue.fromMember") : t("moderation.queue.fromVisitor")}
              </span>
            </p>
            <p className="mt-1 whitespace-pre-wrap break-words text-ink">
              {report.details || t("moderation.queue.noDetails")}
            </p>
          </li>
        ))}
      </ol>
    </>
  );
}
