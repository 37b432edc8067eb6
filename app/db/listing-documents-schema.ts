// The PDFs a seller attaches to a listing (docs/product/condition.md, Documents): inspection reports and a build's
// papers. The file itself is in the media storage under `documents/<id>.pdf`; this row says what it is.
import { sql } from "drizzle-orm";
import { check, date, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { listingDocumentKinds } from "./disclosure-vocabulary.ts";
import { listings } from "./listings-schema.ts";

/** A PDF is at most 20 MB. */
export const maxListingDocumentBytes = 20 * 1024 * 1024;

export const listingDocuments = pgTable(
  "listing_documents",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    listingId: uuid("listing_id")
      .notNull()
      .references(() => listings.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: listingDocumentKinds }).notNull(),
    /** The file's name as the seller sent it: shown, and the name a download is saved under. */
    fileName: text("file_name").notNull(),
    byteSize: integer("byte_size").notNull(),
    /** Hex SHA-256 of the bytes: the same file attached twice to a listing is one document. */
    sha256: text("sha256").notNull(),
    /** An inspection report's inspector and their company. */
    inspectorName: text("inspector_name"),
    inspectionCompany: text("inspection_company"),
    /** The day the inspection was made or the certificate issued; required for an inspection report. */
    datedOn: date("dated_on"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("listing_documents_listing_idx").on(t.listingId, t.createdAt),
    check(
      "listing_documents_kind_check",
      sql`${t.kind} in (${sql.raw(listingDocumentKinds.map((kind) => `'${kind}'`).join(", "))})`,
    ),
    check(
      "listing_documents_byte_size_check",
      sql`${t.byteSize} between 1 and ${sql.raw(String(maxListingDocumentBytes))}`,
    ),
    check(
      "listing_documents_inspection_check",
      sql`${t.kind} <> 'inspection_report' or (${t.inspectorName} is not null and ${t.datedOn} is not null)`,
    ),
  ],
);

export type ListingDocument = typeof listingDocuments.$inferSelect;
