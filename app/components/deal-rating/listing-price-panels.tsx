import { Link } from "react-router";
import type { DealRating } from "#app/db/schema.ts";
import { formatPrice } from "#app/lib/money.ts";
import { formatDate } from "#app/lib/plain-format.ts";
import { comparableCampersText, dealRatingLinkText, dealRatingPath } from "#app/modules/deal-rating/deal-rating.ts";
import type { PriceHistory } from "#app/modules/listings/list-price-history.server.ts";
import { DealRatingBadge } from "./price-notes.tsx";

/** 'Price dropped $X on {date}' when the latest price change was a drop (docs/product/buyers-come-back.md). */
export function PriceDropLine({ cents, at }: { cents: number | null; at: Date | null }) {
  if (cents === null || at === null) return null;
  return (
    <p className="mt-2 text-base font-semibold text-sunset-700">
      Price dropped {formatPrice(cents)} on {formatDate(at, "long")}
    </p>
  );
}

/** The rating, 'based on N comparable campers' and the link 'How we rate prices'; nothing without a rating. */
export function ListingDealRating({ rating, comparables }: { rating: DealRating | null; comparables: number | null }) {
  if (rating === null || comparables === null) return null;
  return (
    <p className="mt-3 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink">
      <DealRatingBadge rating={rating} />
      <span>{comparableCampersText(comparables)}</span>
      <Link to={dealRatingPath} className="inline-flex min-h-11 items-center font-semibold text-pine-700 underline">
        {dealRatingLinkText}
      </Link>
    </p>
  );
}

/** 'Listed at $A' on the listing's date, then each change with its date. */
export function PriceHistoryList({ history }: { history: PriceHistory }) {
  return (
    <ol className="space-y-2 text-base text-ink">
      <li>
        Listed at {formatPrice(history.listed.priceCents)}{" "}
        <span className="text-ink-muted">on {formatDate(history.listed.at, "long")}</span>
      </li>
      {history.changes.map((change) => (
        <li key={`${change.at.toISOString()}-${change.priceCents}`}>
          Changed to {formatPrice(change.priceCents)}{" "}
          <span className="text-ink-muted">on {formatDate(change.at, "long")}</span>
        </li>
      ))}
    </ol>
  );
}
