import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { ReviewRatings } from "#app/components/reviews/review-ratings.tsx";
import {
  type ContentReportEntry,
  type ReportedContentState,
  reportedContentStateLabels,
} from "#app/modules/reviews/content-report-queue.ts";
import { personName } from "#app/modules/reviews/party-name.ts";
import { DecisionButton, QueueCard, QueueCardDecisions, type QueueCardProps } from "./queue-card-parts.tsx";
import { QueuedReports, ReportCounts } from "./report-tally-parts.tsx";

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
export function ReportedContentCard({ entry, formAction, result }: QueueCardProps<ContentReportEntry>) {
  const translator = useTranslator();
  const { t } = translator;
  const { content } = entry;
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
  const decision = { targetId: content.id, title: heading, formAction, idField: "contentId" };
  return (
    <QueueCard
      headingId={headingId}
      href={content.kind === "review" ? `/seller/${content.subject.id}` : `/listing/${content.listing.id}`}
      kind={t(content.kind === "review" ? "reviews.queue.kind.review" : "reviews.queue.kind.question")}
      title={heading}
      stateLabel={t("moderation.queue.stateLabel")}
      state={t(reportedContentStateLabels[content.state])}
      stateTone={stateTones[content.state]}
    >
      {content.kind === "review" ? <ReviewRatings ratings={content.ratings} /> : null}
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
      <ReportCounts tally={entry} className="mt-3" />
      <QueuedReports tally={entry} />
      <QueueCardDecisions result={result}>
        <DecisionButton
          {...decision}
          intent="remove"
          label="reviews.queue.remove"
          busyLabel="reviews.queue.removing"
          isPrimary
        />
        <DecisionButton {...decision} intent="keep" label="reviews.queue.keep" busyLabel="reviews.queue.keeping" />
      </QueueCardDecisions>
    </QueueCard>
  );
}
