import { Link } from "react-router";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { StarRating } from "#app/components/reviews/star-rating.tsx";
import { Alert } from "#app/components/ui/alert.tsx";
import { formatAdminDateTime } from "#app/modules/admin/admin-dates.ts";
import { reportReasonLabels } from "#app/modules/moderation/report-rules.ts";
import {
  type ContentReportEntry,
  type ReportedContentState,
  reportedContentStateLabels,
} from "#app/modules/reviews/content-report-queue.ts";
import { personName } from "#app/modules/reviews/party-name.ts";
import { reviewAspectLabels } from "#app/modules/reviews/review-rules.ts";
import { DecisionButton, usePendingDecision } from "./queue-card-parts.tsx";

export interface ReportedContentCardProps {
  entry: ContentReportEntry;
  /** Where the card's forms post: the page's own URL (its page kept). */
  formAction: string;
  /** The outcome of the last decision on this review or question, if any. */
  result?: { ok: boolean; message: string };
}

const stateTones: Record<ReportedContentState, string> = {
  public: "bg-pine-50 text-pine-900",
  "not-yet-public": "bg-sand-200 text-ink",
  "hidden-by-seller": "bg-sand-200 text-ink",
  removed: "bg-red-100 text-red-900",
};

/**
 * One reported review or question in /admin/content-reports (docs/product/people-and-trust.md, "Reports of reviews and
 * questions"): its words and where they stand, the open reports, and 'Remove' / 'Keep'.
 */
export function ReportedContentCard({ entry, formAction, result }: ReportedContentCardProps) {
  const translator = useTranslator();
  const { t, locale } = translator;
  const { content } = entry;
  const when = (date: Date) => t("moderation.queue.at", { when: formatAdminDateTime(date, locale) });
  const idField = "contentId";
  const pending = usePendingDecision(content.id, idField);
  const headingId = `reported-${content.id}-title`;
  const author = personName(content.author, translator);
  const heading =
    content.kind === "review"
      ? t("reviews.queue.reviewOf", {
          subject: personName(content.subject, translator),
          author,
          title: content.listingTitle,
        })
      : t("reviews.queue.questionBy", { asker: author, title: content.listing.title });
  const decision = { listingId: content.id, title: heading, formAction, pending, idField };
  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-sand-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold leading-snug text-ink">
          <span className="mr-2 rounded-full bg-sand-100 px-2 py-0.5 text-xs font-semibold uppercase">
            {t(content.kind === "review" ? "reviews.queue.kind.review" : "reviews.queue.kind.question")}
          </span>
          {content.kind === "review" ? (
            <Link to={`/seller/${content.subject.id}`} className="underline-offset-2 hover:underline">
              {heading}
            </Link>
          ) : (
            <Link to={`/listing/${content.listing.id}`} className="underline-offset-2 hover:underline">
              {heading}
            </Link>
          )}
        </h2>
        <p className={`rounded-full px-3 py-1 text-xs font-semibold ${stateTones[content.state]}`}>
          <span className="sr-only">{t("moderation.queue.stateLabel")} </span>
          {t(reportedContentStateLabels[content.state])}
        </p>
      </div>
      {content.kind === "review" ? (
        <dl className="mt-3 grid gap-1 sm:grid-cols-[14rem_1fr]">
          {content.ratings.map(({ aspect, stars }) => (
            <div key={aspect} className="contents">
              <dt className="text-sm font-medium text-ink">{t(reviewAspectLabels[aspect])}</dt>
              <dd>
                <StarRating stars={stars} />
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
      <blockquote className="mt-3 whitespace-pre-wrap break-words border-l-4 border-sand-200 pl-4 text-ink">
        {content.body}
      </blockquote>
      {content.kind === "review" && content.reply ? (
        <p className="mt-2 whitespace-pre-wrap break-words text-sm text-ink">
          <span className="font-semibold">
            {t("reviews.queue.reply", { name: personName(content.subject, translator) })}
          </span>{" "}
          {content.reply}
        </p>
      ) : null}
      {content.kind === "question" && content.answer ? (
        <p className="mt-2 whitespace-pre-wrap break-words text-sm text-ink">
          <span className="font-semibold">{t("reviews.queue.answer")}</span> {content.answer}
        </p>
      ) : null}
      <p className="mt-3 text-sm text-ink-muted">
        {t("moderation.queue.counts", { reports: entry.reportCount, reporters: entry.signedInReporters })}{" "}
        <time dateTime={entry.latestAt.toISOString()}>{when(entry.latestAt)}</time>
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
      {result ? (
        <div className="mt-3">
          <Alert tone={result.ok ? "success" : "error"}>{result.message}</Alert>
        </div>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2">
        <DecisionButton
          {...decision}
          intent="remove"
          label="reviews.queue.remove"
          busyLabel="reviews.queue.removing"
          isPrimary
        />
        <DecisionButton {...decision} intent="keep" label="reviews.queue.keep" busyLabel="reviews.queue.keeping" />
      </div>
    </article>
  );
}
