import { useId } from "react";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";

/**
 * In place of 'Contact the Seller' on a sold listing's page: it is sold, and a search for similar campers
 * (docs/product/mark-as-sold.md) at `similarPath` (similarCampersPath, made by the page's loader).
 */
export function SoldListingPanel({ similarPath }: { similarPath: string }) {
  const { t } = useTranslator();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-sand-200 bg-white p-6 shadow-sm">
      <h2 id={headingId} className="text-xl font-bold tracking-tight text-ink">
        {t("listings.sold.soldHeading")}
      </h2>
      <p className="mt-2 text-ink-muted">{t("listings.sold.soldNotice")}</p>
      <ButtonLink to={similarPath} className="mt-4">
        {t("listings.sold.searchSimilar")}
      </ButtonLink>
    </section>
  );
}

/** The badge next to a sold listing's title. */
export function SoldBadge() {
  const { t } = useTranslator();
  return (
    <p className="mb-3 inline-flex rounded-full bg-pine-700 px-3 py-1 text-xs font-semibold text-white">
      {t("listings.sold.badge")}
    </p>
  );
}
