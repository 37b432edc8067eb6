import { useId } from "react";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { markAsSoldTexts } from "#app/modules/listings/mark-as-sold-texts.ts";

/**
 * In place of 'Contact the Seller' on a sold listing's page: it is sold, and a search for similar campers
 * (docs/product/mark-as-sold.md) at `similarPath` (similarCampersPath, made by the page's loader).
 */
export function SoldListingPanel({ similarPath }: { similarPath: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-sand-200 bg-white p-6 shadow-sm">
      <h2 id={headingId} className="text-xl font-bold tracking-tight text-ink">
        {markAsSoldTexts.soldHeading}
      </h2>
      <p className="mt-2 text-ink-muted">{markAsSoldTexts.soldNotice}</p>
      <ButtonLink to={similarPath} className="mt-4">
        {markAsSoldTexts.searchSimilar}
      </ButtonLink>
    </section>
  );
}

/** The badge next to a sold listing's title. */
export function SoldBadge() {
  return (
    <p className="mb-3 inline-flex rounded-full bg-pine-700 px-3 py-1 text-xs font-semibold text-white">
      {markAsSoldTexts.soldBadge}
    </p>
  );
}
