import { Link } from "react-router";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";

export interface ReportListingLinkProps {
  listingId: string;
  className?: string;
}

/**
 * 'Report this listing' on a listing's page: a plain link to /listing/{id}/report, so it works before
 * JavaScript (docs/product/reports-and-moderation.md). Not for the listing's owner (the page refuses them). Its
 * page names the `moderation` messages in its handle.
 */
export function ReportListingLink({ listingId, className = "" }: ReportListingLinkProps) {
  const { t } = useTranslator();
  return (
    <Link
      to={`/listing/${listingId}/report`}
      rel="nofollow"
      className={`inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-ink-muted underline underline-offset-2 hover:text-red-800 ${className}`}
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
        <path d="M4 2.75a.75.75 0 0 0-1.5 0v14.5a.75.75 0 0 0 1.5 0v-4.392l1.657-.348a6.449 6.449 0 0 1 4.271.572 7.948 7.948 0 0 0 5.965.524l2.078-.64A.75.75 0 0 0 18.5 12.3V3.75a.75.75 0 0 0-.971-.717l-2.079.64a6.449 6.449 0 0 1-4.836-.425 7.948 7.948 0 0 0-5.264-.705L4 2.869V2.75Z" />
      </svg>
      {t("moderation.report.linkLabel")}
    </Link>
  );
}
