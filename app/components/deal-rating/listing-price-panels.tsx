import { Link } from "react-router";
import { useVisitorMoney } from "#app/components/currencies/price.tsx";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import type { DealRating } from "#app/db/schema.ts";
import type { Money } from "#app/modules/currencies/currencies.ts";
import { comparableCampersText, dealRatingLinkText, dealRatingPath } from "#app/modules/deal-rating/deal-rating.ts";
import { formatLongDate } from "#app/modules/deal-rating/long-date.ts";
import { DealRatingBadge } from "./price-notes.tsx";

/** 'Price dropped $X on {date}' when the latest price change was a drop (docs/product/buyers-come-back.md). */
export function PriceDropLine({ drop, at }: { drop: Money | null; at: Date | null }) {
  const { t, locale } = useTranslator();
  const { format } = useVisitorMoney();
  if (drop === null || at === null) return null;
  return (
    <p className="mt-2 text-base font-semibold text-sunset-700">
      {t("deal-rating.priceDroppedOn", { amount: format(drop), date: formatLongDate(at, locale) })}
    </p>
  );
}

/** The rating, 'based on N comparable campers' and the link 'How we rate prices'; nothing without a rating. */
export function ListingDealRating({ rating, comparables }: { rating: DealRating | null; comparables: number | null }) {
  const { t } = useTranslator();
  if (rating === null || comparables === null) return null;
  return (
    <p className="mt-3 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-ink">
      <DealRatingBadge rating={rating} />
      <span>{comparableCampersText(t, comparables)}</span>
      <Link to={dealRatingPath} className="inline-flex min-h-11 items-center font-semibold text-pine-700 underline">
        {t(dealRatingLinkText)}
      </Link>
    </p>
  );
}
