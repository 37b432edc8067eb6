import { Link } from "react-router";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";

export interface SalePendingBadgeProps {
  /** Where it sits: over a card's photo, or above the listing page's title. */
  className?: string;
  size?: "small" | "regular";
}

/** 'Sale pending': an accepted offer holds the camper (docs/product/making-the-deal.md, Sale pending). */
export function SalePendingBadge({ className = "", size = "regular" }: SalePendingBadgeProps) {
  const { t } = useTranslator();
  const sizing = size === "small" ? "px-2 py-0.5 text-[11px]" : "px-3 py-1 text-xs";
  return (
    <span
      className={`inline-flex rounded-full border border-amber-300 bg-amber-50 font-semibold text-amber-950 ${sizing} ${className}`}
    >
      {t("listings.card.salePending")}
    </span>
  );
}

/**
 * Above the listing page's title while a sale is pending: the badge, what it means, and for the owner (or an
 * administrator) the way to extend or reopen it.
 */
export function ListingSalePending({ listingId, canManage }: { listingId: string; canManage: boolean }) {
  const { t } = useTranslator();
  return (
    <div className="mb-3">
      <SalePendingBadge />
      <p className="mt-2 text-sm text-ink-muted">
        {t("listings.detail.salePendingNotice")}
        {canManage ? (
          <>
            {" "}
            <Link to={`/sale-pending/${listingId}`} className="font-semibold text-pine-800 underline">
              {t("listings.detail.manageSalePending")}
            </Link>
          </>
        ) : null}
      </p>
    </div>
  );
}
