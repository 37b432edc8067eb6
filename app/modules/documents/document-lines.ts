// A listing's documents as the pages word them (docs/product/listing-documents.md): made on the server with the page,
// so that the browser is sent the words and not the code that makes them (ADR 052). The listing page and the owner's
// documents page show the same lines.

import { formatLocaleDate } from "#app/modules/i18n/locale-dates.ts";
import type { Translator } from "#app/modules/i18n/translator.ts";
import { formatDocumentSize, formatInspectionMonth } from "./document-format.ts";
import { documentDownloadPath, documentKindNames, type ListingDocumentView } from "./document-kinds.ts";

/** A document in words: what it is, by whom and when, and its download link. */
export interface DocumentLine {
  id: string;
  /** 'Inspection report'. */
  kind: string;
  /** 'Inspected by Dana Ruiz, Cascade RV Inspections'; null for a document without an inspector. */
  by: string | null;
  /** 'Dated March 14, 2026'; null without a date. */
  dated: string | null;
  /** 'Download inspection-2026.pdf (PDF, 1.2 MB)'. */
  download: string;
  href: string;
  /** The name a download is saved under. */
  fileName: string;
}

export function documentLines(translator: Translator, documents: readonly ListingDocumentView[]): DocumentLine[] {
  const { t, locale } = translator;
  return documents.map((document) => {
    const { inspectorName: inspector, inspectionCompany: company } = document;
    return {
      id: document.id,
      kind: t(documentKindNames[document.kind]),
      by: inspector
        ? company
          ? t("documents.section.inspectedByAt", { inspector, company })
          : t("documents.section.inspectedBy", { inspector })
        : null,
      dated: document.datedOn
        ? t("documents.section.datedOn", { date: formatLocaleDate(document.datedOn, locale, "long") })
        : null,
      download: t("documents.section.download", {
        fileName: document.fileName,
        size: formatDocumentSize(document.byteSize, translator),
      }),
      href: documentDownloadPath(document.id),
      fileName: document.fileName,
    };
  });
}

/** 'Inspected March 2026' while the latest inspection is recent; null otherwise. */
export const inspectedLabel = ({ t, locale }: Translator, inspectedOn: string | null): string | null =>
  inspectedOn === null
    ? null
    : t("listings.inspection.inspected", { month: formatInspectionMonth(inspectedOn, locale) });
