import { useVisitorMoney } from "#app/components/currencies/price.tsx";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import type { DealRating } from "#app/db/schema.ts";
import type { Money } from "#app/modules/currencies/currencies.ts";
import { dealRatingMessageIds } from "#app/modules/deal-rating/deal-rating.ts";

const ratingClassNames: Record<DealRating, string> = {
  great: "bg-pine-700 text-white",
  good: "bg-pine-100 text-pine-900",
  fair: "bg-sand-100 text-ink",
  high: "border border-sunset-700 text-sunset-700",
};

/** The deal rating's label as a badge: 'Great price' … 'High price' (docs/product/buyers-come-back.md). */
export function DealRatingBadge({ rating }: { rating: DealRating }) {
  const { t } = useTranslator();
  return (
    <span className={`inline-flex rounded-full px-2.5 py-1 text-xs font-semibold ${ratingClassNames[rating]}`}>
      {t(dealRatingMessageIds[rating])}
    </span>
  );
}

/** Under a card's price: 'Price dropped $X' while recently reduced, and the deal rating. */
export function CardPriceNotes({
  priceDrop,
  dealRating,
  explainsMissingRating,
}: {
  /** The latest drop while 'Recently reduced', in the listing's currency. */
  priceDrop: Money | null;
  dealRating: DealRating | null;
  /** 'Deal rating: not enough data' when there is no rating (fewer than 5 comparables). */
  explainsMissingRating?: boolean;
}) {
  const { t } = useTranslator();
  const { format } = useVisitorMoney();
  if (priceDrop === null && dealRating === null && !explainsMissingRating) return null;
  return (
    <p className="mt-1 flex flex-wrap items-center gap-2 text-sm">
      {priceDrop === null ? null : (
        <span className="font-semibold text-sunset-700">
          {t("deal-rating.priceDropped", { amount: format(priceDrop) })}
        </span>
      )}
      {dealRating !== null ? (
        <DealRatingBadge rating={dealRating} />
      ) : explainsMissingRating ? (
        <span className="inline-flex rounded-full border border-sand-300 px-2.5 py-1 text-xs font-semibold text-ink-muted">
          {t("deal-rating.notEnoughData")}
        </span>
      ) : null}
    </p>
  );
}
