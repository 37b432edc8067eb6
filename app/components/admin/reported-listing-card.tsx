import { Link } from "react-router";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { formatAdminDateTime } from "#app/modules/admin/admin-dates.ts";
import {
  type ReportedListingState,
  type ReportQueueEntry,
  reportedListingState,
  reportedListingStateLabels,
} from "#app/modules/moderation/report-queue.ts";
import { reportReasonLabels } from "#app/modules/moderation/report-rules.ts";
import { DeleteConfirmation, deleteLinkClass } from "./admin-listing-card.tsx";
import { DecisionButton, QueueCardTitle, usePendingDecision } from "./queue-card-parts.tsx";

export interface ReportedListingCardProps {
  entry: ReportQueueEntry;
  /** Where the card's forms post: the page's own URL (view and page kept). */
  formAction: string;
  /** The page's URL asking to confirm deleting this listing, and the URL that cancels it. */
  deleteHref: string;
  cancelDeleteHref: string;
  isConfirmingDelete: boolean;
  /** The outcome of the last decision on this listing, if any. */
  result?: { ok: boolean; message: string };
}

const stateTones: Record<ReportedListingState, string> = {
  "under-review": "bg-red-100 text-red-900",
  hidden: "bg-red-100 text-red-900",
  public: "bg-pine-50 text-pine-900",
  sold: "bg-sand-200 text-ink",
  "not-public": "bg-sand-200 text-ink",
};

/** One reported listing in the queue (docs/product/reports-and-moderation.md, The report queue). */
export function ReportedListingCard({
  entry,
  formAction,
  deleteHref,
  cancelDeleteHref,
  isConfirmingDelete,
  result,
}: ReportedListingCardProps) {
  const { t, locale } = useTranslator();
  const when = (date: Date) => t("moderation.queue.at", { when: formatAdminDateTime(date, locale) });
  const state = reportedListingState(entry);
  const pending = usePendingDecision(entry.listingId);
  const headingId = `reported-${entry.listingId}-title`;
  const hasOpenReports = entry.reports.length > 0 && state !== "hidden";
  const decision = { listingId: entry.listingId, title: entry.title, formAction, pending };
  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-sand-200 bg-white p-5 shadow-sm">
      <QueueCardTitle
        headingId={headingId}
        listingId={entry.listingId}
        title={entry.title}
        stateLabel={t("moderation.queue.stateLabel")}
        state={t(reportedListingStateLabels[state])}
        stateTone={stateTones[state]}
      />
      <p className="mt-1 text-sm text-ink-muted">
        {t("moderation.queue.counts", { reports: entry.reportCount, reporters: entry.signedInReporters })}{" "}
        <time dateTime={entry.latestAt.toISOString()}>{when(entry.latestAt)}</time>
      </p>
      <p className="mt-1 break-all text-sm text-ink-muted">
        {t("moderation.queue.seller", { email: entry.ownerEmail ?? "—" })}
      </p>
      <ul aria-label={t("moderation.queue.reasonsLabel")} className="mt-3 flex flex-wrap gap-2">
        {entry.reasons.map(({ reason, count }) => (
          <li key={reason} className="rounded-full bg-sand-100 px-3 py-1 text-xs font-semibold text-ink">
            {t("moderation.queue.reasonCount", { reason: t(reportReasonLabels[reason]), count })}
          </li>
        ))}
      </ul>
      <ol
        aria-label={t("moderation.queue.reportsLabel")}
        className="mt-4 divide-y divide-sand-200 border-y border-sand-200"
      >
        {entry.reports.map((report) => (
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
      {entry.reportCount > entry.reports.length ? (
        <p className="mt-2 text-sm text-ink-muted">
          {t("moderation.queue.newestOf", { shown: entry.reports.length, total: entry.reportCount })}
        </p>
      ) : null}
      {result ? (
        <div className="mt-3">
          <Alert tone={result.ok ? "success" : "error"}>{result.message}</Alert>
        </div>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2">
        {hasOpenReports ? (
          <DecisionButton
            {...decision}
            intent="dismiss"
            label="moderation.queue.dismiss"
            busyLabel="moderation.queue.dismissing"
          />
        ) : null}
        {state === "hidden" ? null : (
          <DecisionButton
            {...decision}
            intent="hide"
            label="moderation.queue.hide"
            busyLabel="moderation.queue.hiding"
            isPrimary
          />
        )}
        {entry.moderationState ? (
          <DecisionButton
            {...decision}
            intent="restore"
            label="moderation.queue.restore"
            busyLabel="moderation.queue.restoring"
            isPrimary
          />
        ) : null}
        {isConfirmingDelete ? null : (
          <Link to={deleteHref} preventScrollReset className={deleteLinkClass}>
            {t("moderation.queue.delete")}
            <span className="sr-only"> {entry.title}</span>
          </Link>
        )}
      </div>
      {isConfirmingDelete ? (
        <DeleteConfirmation
          listingId={entry.listingId}
          title={entry.title}
          formAction={formAction}
          cancelHref={cancelDeleteHref}
          isDeleting={pending === "delete"}
        />
      ) : null}
    </article>
  );
}
