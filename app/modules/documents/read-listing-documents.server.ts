import { asc, desc, eq, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { listingDocuments, listings } from "#app/db/schema.ts";
import type { ListingDocumentView } from "./document-kinds.ts";
import { recentInspectionOf } from "./inspection-recency.server.ts";

export interface ListingDocuments {
  /** Inspection reports first, the latest first; then the build's papers, the latest first. */
  documents: ListingDocumentView[];
  /** The latest inspection's day while it is recent (within 12 months), else null: "Inspected {Month YYYY}". */
  inspectedOn: string | null;
}

/** What a page shows of a document ({@link ListingDocumentView}); the account's data export shows it too. */
export const listingDocumentViewColumns = {
  id: listingDocuments.id,
  kind: listingDocuments.kind,
  fileName: listingDocuments.fileName,
  byteSize: listingDocuments.byteSize,
  inspectorName: listingDocuments.inspectorName,
  inspectionCompany: listingDocuments.inspectionCompany,
  datedOn: listingDocuments.datedOn,
};

/** A listing's documents, for its page and its owner's (who may see them is the caller's to decide). */
export async function readListingDocuments(db: Database, listingId: string): Promise<ListingDocuments> {
  const [documents, [listing]] = await Promise.all([
    db
      .select(listingDocumentViewColumns)
      .from(listingDocuments)
      .where(eq(listingDocuments.listingId, listingId))
      .orderBy(
        desc(sql`${listingDocuments.kind} = 'inspection_report'`),
        sql`${listingDocuments.datedOn} desc nulls last`,
        desc(listingDocuments.createdAt),
        asc(listingDocuments.id),
      ),
    db
      .select({ inspectedOn: recentInspectionOf(listings.lastInspectedOn) })
      .from(listings)
      .where(eq(listings.id, listingId)),
  ]);
  return { documents, inspectedOn: listing?.inspectedOn ?? null };
}
