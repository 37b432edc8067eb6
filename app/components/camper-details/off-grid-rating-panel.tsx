import { Link } from "react-router";
import type { CamperDetails } from "#app/db/listing-vocabulary.ts";
import type { OffGridBreakdown, OffGridRating } from "#app/modules/camper-details/off-grid-rating.ts";
import { formatOffGridRating } from "#app/modules/camper-details/short-labels.ts";
import { OffGridBreakdownTable } from "./off-grid-breakdown.tsx";

/** "solar", "solar and toilet", "solar, fresh water and toilet". */
export function listInWords(items: readonly string[]): string {
  return items.length > 1 ? `${items.slice(0, -1).join(", ")} and ${items.at(-1)}` : (items[0] ?? "");
}

const linkClass = "inline-flex min-h-11 items-center font-semibold text-pine-700 underline hover:text-pine-800";

/**
 * The listing page's off-grid rating (docs/product/camper-details.md, Off-grid rating): the rating out
 * of 10 with its breakdown, or "Not rated" and the details it lacks — never a number the seller's
 * details do not give. `result` is offGridRating(details), made by the page's loader.
 */
export function OffGridRatingPanel({ details, result }: { details: CamperDetails; result: OffGridRating }) {
  return (
    <div className="space-y-4">
      {result.rated ? (
        <RatedSummary details={details} rating={result.rating} breakdown={result.breakdown} />
      ) : (
        <>
          <p className="text-2xl font-bold text-ink">Not rated</p>
          <p className="text-ink-muted">
            The rating needs details the seller has not stated: {listInWords(result.missing)}.
          </p>
        </>
      )}
      <p>
        <Link to="/off-grid-rating" className={linkClass}>
          How the off-grid rating works
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
  const ratingTenths = Math.round(rating * 10);
  return (
    <>
      <p className="text-3xl font-extrabold tracking-tight text-pine-700">
        {formatOffGridRating(ratingTenths)} <span className="text-xl font-semibold text-ink-muted">/ 10</span>
      </p>
      <OffGridBreakdownTable
        caption="How this camper's off-grid rating adds up"
        details={details}
        breakdown={breakdown}
        ratingTenths={ratingTenths}
      />
    </>
  );
}
