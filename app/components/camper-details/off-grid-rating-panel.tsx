import { Link } from "react-router";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import type { CamperDetails } from "#app/db/listing-vocabulary.ts";
import type { Translate } from "#app/modules/camper-details/camper-details.ts";
import type { OffGridBreakdown, OffGridRating } from "#app/modules/camper-details/off-grid-rating.ts";
import { formatOffGridRatingIn } from "#app/modules/camper-details/short-labels.ts";
import { OffGridBreakdownTable } from "./off-grid-breakdown.tsx";

/** "solar", "solar and toilet", "solar, fresh water and toilet" (in the page's language). */
export function listInWords(t: Translate, items: readonly string[]): string {
  if (items.length < 2) return items[0] ?? "";
  return t("camper-details.list.and", { items: items.slice(0, -1).join(", "), last: items.at(-1) ?? "" });
}

const linkClass = "inline-flex min-h-11 items-center font-semibold text-pine-700 underline hover:text-pine-800";

/**
 * The listing page's off-grid rating (docs/product/camper-details.md, Off-grid rating): the rating out
 * of 10 with its breakdown, or "Not rated" and the details it lacks — never a number the seller's
 * details do not give. `result` is offGridRating(details), made by the page's loader.
 */
export function OffGridRatingPanel({ details, result }: { details: CamperDetails; result: OffGridRating }) {
  const { t } = useTranslator();
  return (
    <div className="space-y-4">
      {result.rated ? (
        <RatedSummary details={details} rating={result.rating} breakdown={result.breakdown} />
      ) : (
        <>
          <p className="text-2xl font-bold text-ink">{t("camper-details.rating.notRated")}</p>
          <p className="text-ink-muted">
            {t("camper-details.rating.needs", {
              missing: listInWords(
                t,
                result.missing.map((key) => t(`camper-details.rating.missing.${key}`)),
              ),
            })}
          </p>
        </>
      )}
      <p>
        <Link to="/off-grid-rating" className={linkClass}>
          {t("camper-details.rating.howItWorks")}
        </Link>
      </p>
    </div>
  );
}

function RatedSummary({
  details,
  rating,
  breakdown,
}: {
  details: CamperDetails;
  rating: number;
  breakdown: OffGridBreakdown;
}) {
  const { t, locale } = useTranslator();
  const ratingTenths = Math.round(rating * 10);
  return (
    <>
      <p className="text-3xl font-extrabold tracking-tight text-pine-700">
        {formatOffGridRatingIn(ratingTenths, locale)} <span className="text-xl font-semibold text-ink-muted">/ 10</span>
      </p>
      <OffGridBreakdownTable
        caption={t("camper-details.rating.caption")}
        details={details}
        breakdown={breakdown}
        ratingTenths={ratingTenths}
      />
    </>
  );
}
