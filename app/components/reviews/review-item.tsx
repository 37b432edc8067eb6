import { Link } from "react-router";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { formatLocaleDate } from "#app/modules/i18n/locale-dates.ts";
import { personName } from "#app/modules/reviews/party-name.ts";
import type { PublicReview } from "#app/modules/reviews/public-review.ts";
import { ReviewRatings } from "./review-ratings.tsx";

/** The catalog areas a page showing reviews names in its `handle` (ADR 056): these words, and the names' words. */
export const reviewItemMessageAreas = ["reviews", "accounts"] as const;

export interface ReviewItemProps {
  review: PublicReview;
  /** The signed-in account, if any: the person reviewed is offered 'Reply' while they have not answered. */
  viewerId?: string | null;
}

/** Public reviews in the order given (newest first, as they are read), each a `ReviewItem`. */
export function ReviewList({ reviews, viewerId = null }: { reviews: PublicReview[]; viewerId?: string | null }) {
  return (
    <ol className="mt-6 space-y-6">
      {reviews.map((review) => (
        <li key={review.id}>
          <ReviewItem review={review} viewerId={viewerId} />
        </li>
      ))}
    </ol>
  );
}

/**
 * One public review (docs/product/people-and-trust.md, "Sales and reviews"): who wrote it and after which sale, when,
 * the stars of each aspect it rates, its words as written, the reviewed person's reply, 'Report' for anyone, and
 * 'Reply' for the person reviewed. A deleted author shows as 'Former member'.
 */
export function ReviewItem({ review, viewerId = null }: ReviewItemProps) {
  const translator = useTranslator();
  const { t, locale } = translator;
  const author = personName(review.author, translator);
  const subject = personName(review.subject, translator);
  const headingId = `review-${review.id}`;
  const canReply = viewerId !== null && viewerId === review.subject.id && review.reply === null;
  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-sand-200 bg-white p-5 shadow-sm">
      <p id={headingId} className="font-semibold text-ink">
        {t(review.authorRole === "buyer" ? "reviews.item.authorBought" : "reviews.item.authorSold", {
          name: author,
          title: review.listingTitle,
        })}
      </p>
      <p className="text-sm text-ink-muted">
        <time dateTime={review.publishedAt.toISOString()}>{formatLocaleDate(review.publishedAt, locale)}</time>
      </p>
      <ReviewRatings ratings={review.ratings} />
      <p className="mt-3 whitespace-pre-wrap break-words text-ink">{review.body}</p>
      {review.reply ? (
        <div className="mt-4 border-l-4 border-sand-200 pl-4">
          <p className="text-sm font-semibold text-ink">
            {t("reviews.item.replyFrom", { name: subject })}{" "}
            <span className="font-normal text-ink-muted">
              ·{" "}
              <time dateTime={review.reply.repliedAt.toISOString()}>
                {formatLocaleDate(review.reply.repliedAt, locale)}
              </time>
            </span>
          </p>
          <p className="mt-1 whitespace-pre-wrap break-words text-ink">{review.reply.body}</p>
        </div>
      ) : null}
      <p className="mt-4 flex flex-wrap gap-4 text-sm">
        {canReply ? (
          <Link
            to={`/reviews/${review.id}/reply`}
            aria-label={t("reviews.item.replyLabel", { name: author })}
            className="inline-flex min-h-11 items-center font-semibold text-pine-700 underline"
          >
            {t("reviews.item.reply")}
          </Link>
        ) : null}
        <Link
          to={`/report-content/review/${review.id}`}
          aria-label={t("reviews.item.reportLabel", { name: author })}
          rel="nofollow"
          className="inline-flex min-h-11 items-center text-ink-muted underline"
        >
          {t("reviews.item.report")}
        </Link>
      </p>
    </article>
  );
}
