import { useTranslator } from "#app/components/i18n/page-translator.tsx";
import { formatDocumentSize } from "#app/modules/documents/document-format.ts";
import { documentKindNames, type ListingDocumentView } from "#app/modules/documents/document-kinds.ts";
import { formatLocaleDate } from "#app/modules/listings/locale-format.ts";

/** What a document is, by whom and when (docs/product/listing-documents.md): the listing page's and its owner's. */
export function DocumentDescription({ document }: { document: ListingDocumentView }) {
  const { t, locale } = useTranslator();
  const { inspectorName: inspector, inspectionCompany: company } = document;
  return (
    <>
      <p className="font-semibold text-ink">{t(documentKindNames[document.kind])}</p>
      {inspector ? (
        <p className="text-sm text-ink">
          {company
            ? t("documents.section.inspectedByAt", { inspector, company })
            : t("documents.section.inspectedBy", { inspector })}
        </p>
      ) : null}
      {document.datedOn ? (
        <p className="text-sm text-ink-muted">
          {t("documents.section.datedOn", { date: formatLocaleDate(document.datedOn, locale, "long") })}
        </p>
      ) : null}
    </>
  );
}

/** 'Download inspection-2026.pdf (PDF, 1.2 MB)': a plain link, so the browser fetches the file itself. */
export function DocumentDownloadLink({ document, href }: { document: ListingDocumentView; href: string }) {
  const translator = useTranslator();
  return (
    <a
      href={href}
      download={document.fileName}
      className="inline-flex min-h-11 items-center break-all font-semibold text-pine-700 underline"
    >
      {translator.t("documents.section.download", {
        fileName: document.fileName,
        size: formatDocumentSize(document.byteSize, translator),
      })}
    </a>
  );
}
