import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import type { PublicReview } from "#app/modules/reviews/public-review.ts";
import { reviewAspectLabels } from "#app/modules/reviews/review-rules.ts";
import { StarRating } from "./star-rating.tsx";

/** The aspects a review rates, each with its stars ('Communication', '4 out of 5 stars'), as one list named 'Ratings'. */
export function ReviewRatings({ ratings }: { ratings: PublicReview["ratings"] }) {
  const { t } = useTranslator();
  return (
    <dl aria-label={t("reviews.item.ratingsLabel")} className="mt-3 grid gap-1 sm:grid-cols-[14rem_1fr]">
      {ratings.map(({ aspect, stars }) => (
        <div key={aspect} className="contents">
          <dt className="text-sm font-medium text-ink">{t(reviewAspectLabels[aspect])}</dt>
          <dd>
            <StarRating stars={stars} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
