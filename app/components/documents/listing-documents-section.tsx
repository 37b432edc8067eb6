import { Link } from "react-router";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { formatInspectionMonth } from "#app/modules/documents/document-format.ts";
import { documentDownloadPath, type ListingDocumentView } from "#app/modules/documents/document-kinds.ts";
import { DocumentDescription, DocumentDownloadLink } from "./document-description.tsx";

/**
 * The listing page's documents (docs/product/listing-documents.md, On the listing page): each PDF with what it is, by
 * whom and when, and a link that downloads it; its owner also gets the way to manage them. Plain markup: nothing here
 * runs in the browser but the page's own rendering.
 */
export function ListingDocuments({
  listingId,
  documents,
  isOwner,
}: {
  listingId: string;
  documents: readonly ListingDocumentView[];
  isOwner: boolean;
}) {
  const { t } = useTranslator();
  return (
    <>
      {documents.length > 0 ? (
        <>
          <p className="max-w-prose text-sm text-ink-muted">{t("documents.section.intro")}</p>
          <ul className="mt-4 divide-y divide-sand-200 rounded-xl border border-sand-200 bg-white">
            {documents.map((document) => (
              <li key={document.id} className="px-4 py-3">
                <DocumentDescription document={document} />
                <DocumentDownloadLink document={document} href={documentDownloadPath(document.id)} />
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="text-ink-muted">{t("documents.section.ownerNone")}</p>
      )}
      {isOwner ? (
        <p className="mt-3">
          <Link
            to={`/listing-documents/${listingId}`}
            className="inline-flex min-h-11 items-center font-semibold text-pine-700 underline"
          >
            {t("documents.section.manage")}
          </Link>
        </p>
      ) : null}
    </>
  );
}

/** 'Inspected March 2026', beside the listing's first facts while its latest inspection is recent (12 months). */
export function InspectedChip({ day }: { day: string }) {
  const { t, locale } = useTranslator();
  return (
    <p className="mt-3 inline-flex rounded-full border border-pine-700 px-2.5 py-1 text-xs font-semibold text-pine-800">
      {t("listings.inspection.inspected", { month: formatInspectionMonth(day, locale) })}
    </p>
  );
}
