import { Link } from "react-router";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import {
  type ReportedListingState,
  type ReportQueueEntry,
  reportedListingState,
  reportedListingStateLabels,
} from "#app/modules/moderation/report-queue.ts";
import { DeleteConfirmation, deleteLinkClass } from "./admin-listing-card.tsx";
import {
  DecisionButton,
  QueueCard,
  QueueCardDecisions,
  type QueueCardProps,
  usePendingDecision,
} from "./queue-card-parts.tsx";
import { QueuedReports, ReportCounts } from "./report-tally-parts.tsx";

export interface ReportedListingCardProps extends QueueCardProps<ReportQueueEntry> {
  /** The page's URL asking to confirm deleting this listing, and the URL that cancels it. */
  deleteHref: string;
  cancelDeleteHref: string;
  isConfirmingDelete: boolean;
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
  const { t } = useTranslator();
  const state = reportedListingState(entry);
  const pending = usePendingDecision(entry.listingId);
  const headingId = `reported-${entry.listingId}-title`;
  const hasOpenReports = entry.reports.length > 0 && state !== "hidden";
  const decision = { targetId: entry.listingId, title: entry.title, formAction };
  return (
    <QueueCard
      headingId={headingId}
      href={`/listing/${entry.listingId}`}
      title={entry.title}
      stateLabel={t("moderation.queue.stateLabel")}
      state={t(reportedListingStateLabels[state])}
      stateTone={stateTones[state]}
    >
      <ReportCounts tally={entry} className="mt-1" />
      <p className="mt-1 break-all text-sm text-ink-muted">
        {t("moderation.queue.seller", { email: entry.ownerEmail ?? "—" })}
      </p>
      <QueuedReports tally={entry} />
      {entry.reportCount > entry.reports.length ? (
        <p className="mt-2 text-sm text-ink-muted">
          {t("moderation.queue.newestOf", { shown: entry.reports.length, total: entry.reportCount })}
        </p>
      ) : null}
      <QueueCardDecisions result={result}>
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
      </QueueCardDecisions>
      {isConfirmingDelete ? (
        <DeleteConfirmation
          listingId={entry.listingId}
          title={entry.title}
          formAction={formAction}
          cancelHref={cancelDeleteHref}
          isDeleting={pending === "delete"}
        />
      ) : null}
    </QueueCard>
  );
}
