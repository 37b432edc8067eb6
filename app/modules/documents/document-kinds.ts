// The PDFs a seller attaches to a listing (docs/product/listing-documents.md): each kind and the name the pages give
// it. Browser-safe.
import { type ListingDocumentKind, listingDocumentKinds } from "#app/db/disclosure-vocabulary.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";

export { type ListingDocumentKind, listingDocumentKinds };

export const documentKindNames: Readonly<Record<ListingDocumentKind, MessageId>> = {
  inspection_report: "documents.kind.inspectionReport",
  wiring_diagram: "documents.kind.wiringDiagram",
  gas_certificate: "documents.kind.gasCertificate",
  electrical_certificate: "documents.kind.electricalCertificate",
};

/** A document as the listing page and the owner's page show it. */
export interface ListingDocumentView {
  id: string;
  kind: ListingDocumentKind;
  fileName: string;
  byteSize: number;
  /** An inspection report's; null for the other kinds. */
  inspectorName: string | null;
  inspectionCompany: string | null;
  /** "2026-03-14": the day of the inspection or of the certificate; null when not given. */
  datedOn: string | null;
}

/** Where a document downloads from (an address of every language: the bytes are the seller's). */
export const documentDownloadPath = (id: string): string => `/documents/${id}`;
