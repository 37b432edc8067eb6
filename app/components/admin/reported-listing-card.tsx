import { Form, Link, useNavigation } from "react-router";
import { Alert } from "#app/components/ui/alert.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { formatWholeNumber } from "#app/lib/plain-format.ts";
import type { ReportDecision } from "#app/modules/moderation/report-queue.schema.ts";
import { type ReportQueueEntry, reportedListingState } from "#app/modules/moderation/report-queue.ts";
import { reportQueueTexts, reportReasonLabels } from "#app/modules/moderation/report-texts.ts";
import { DeleteConfirmation, deleteLinkClass } from "./admin-listing-card.tsx";

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

const when = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

const stateTones: Record<ReturnType<typeof reportedListingState>, string> = {
  "Under review": "bg-red-100 text-red-900",
  Hidden: "bg-red-100 text-red-900",
  Public: "bg-pine-50 text-pine-900",
  Sold: "bg-sand-200 text-ink",
  "Not public": "bg-sand-200 text-ink",
};

const plural = (count: number, one: string, many: string) => `${formatWholeNumber(count)} ${count === 1 ? one : many}`;

/** One reported listing in the queue (docs/product/reports-and-moderation.md, The report queue). */
export function ReportedListingCard({
  entry,
  formAction,
  deleteHref,
  cancelDeleteHref,
  isConfirmingDelete,
  result,
}: ReportedListingCardProps) {
  const state = reportedListingState(entry);
  const navigation = useNavigation();
  const pending =
    navigation.state === "submitting" && navigation.formData?.get("listingId") === entry.listingId
      ? navigation.formData.get("intent")
      : null;
  const headingId = `reported-${entry.listingId}-title`;
  const hasOpenReports = entry.reports.length > 0 && state !== "Hidden";
  const decisionButton = (intent: ReportDecision, label: string, busyLabel: string, isPrimary = false) => (
    <Form method="post" action={formAction} preventScrollReset>
      <input type="hidden" name="listingId" value={entry.listingId} />
      <Button
        type="submit"
        name="intent"
        value={intent}
        variant={isPrimary ? "primary" : "secondary"}
        className="px-4"
        disabled={pending !== null}
      >
        {pending === intent ? busyLabel : label}
        <span className="sr-only"> {entry.title}</span>
      </Button>
    </Form>
  );
  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-sand-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold leading-snug text-ink">
          <Link to={`/listing/${entry.listingId}`} className="underline-offset-2 hover:underline">
            {entry.title}
          </Link>
        </h2>
        <p className={`rounded-full px-3 py-1 text-xs font-semibold ${stateTones[state]}`}>
          <span className="sr-only">State: </span>
          {state}
        </p>
      </div>
      <p className="mt-1 text-sm text-ink-muted">
        {plural(entry.reportCount, "report", "reports")} ·{" "}
        {plural(entry.signedInReporters, "signed-in reporter", "signed-in reporters")} · latest{" "}
        <time dateTime={entry.latestAt.toISOString()}>{when.format(entry.latestAt)} UTC</time>
      </p>
      <p className="mt-1 break-all text-sm text-ink-muted">Seller: {entry.ownerEmail ?? "—"}</p>
      <ul aria-label="Reasons" className="mt-3 flex flex-wrap gap-2">
        {entry.reasons.map(({ reason, count }) => (
          <li key={reason} className="rounded-full bg-sand-100 px-3 py-1 text-xs font-semibold text-ink">
            {reportReasonLabels[reason]} ({formatWholeNumber(count)})
          </li>
        ))}
      </ul>
      <ol aria-label="Reports, newest first" className="mt-4 divide-y divide-sand-200 border-y border-sand-200">
        {entry.reports.map((report) => (
          <li key={report.id} className="py-3 text-sm">
            <p className="font-semibold text-ink">
              {reportReasonLabels[report.reason]}{" "}
              <span className="font-normal text-ink-muted">
                · <time dateTime={report.createdAt.toISOString()}>{when.format(report.createdAt)} UTC</time> ·{" "}
                {report.isFromAccount ? "signed-in member" : "visitor without an account"}
              </span>
            </p>
            <p className="mt-1 whitespace-pre-wrap break-words text-ink">{report.details || "No details."}</p>
          </li>
        ))}
      </ol>
      {entry.reportCount > entry.reports.length ? (
        <p className="mt-2 text-sm text-ink-muted">
          The newest {formatWholeNumber(entry.reports.length)} of {formatWholeNumber(entry.reportCount)} reports.
        </p>
      ) : null}
      {result ? (
        <div className="mt-3">
          <Alert tone={result.ok ? "success" : "error"}>{result.message}</Alert>
        </div>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2">
        {hasOpenReports ? decisionButton("dismiss", reportQueueTexts.dismiss, reportQueueTexts.dismissing) : null}
        {state === "Hidden" ? null : decisionButton("hide", reportQueueTexts.hide, reportQueueTexts.hiding, true)}
        {entry.moderationState
          ? decisionButton("restore", reportQueueTexts.restore, reportQueueTexts.restoring, true)
          : null}
        {isConfirmingDelete ? null : (
          <Link to={deleteHref} preventScrollReset className={deleteLinkClass}>
            {reportQueueTexts.delete}
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
