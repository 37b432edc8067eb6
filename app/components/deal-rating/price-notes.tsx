import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import type { DealRating } from "#app/db/schema.ts";
import { formatPrice } from "#app/lib/money.ts";
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
  priceDropCents,
  dealRating,
  explainsMissingRating,
}: {
  priceDropCents: number | null;
  dealRating: DealRating | null;
  /** 'Deal rating: not enough data' when there is no rating (fewer than 5 comparables). */
  explainsMissingRating?: boolean;
}) {
  const { t } = useTranslator();
  if (priceDropCents === null && dealRating === null && !explainsMissingRating) return null;
  return (
    <p className="mt-1 flex flex-wrap items-center gap-2 text-sm">
      {priceDropCents === null ? null : (
        <span className="font-semibold text-sunset-700">
          {t("deal-rating.priceDropped", { amount: formatPrice(priceDropCents) })}
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
