import { Link } from "react-router";
import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import type { DocumentLine } from "#app/modules/documents/document-lines.ts";
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
  documents: readonly DocumentLine[];
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
                <DocumentDescription line={document} />
                <DocumentDownloadLink line={document} />
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
