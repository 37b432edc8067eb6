// "Inspected {Month YYYY}" (docs/product/listing-documents.md, Inspected): a listing's latest inspection report counts
// for 12 months from its date. `listings.last_inspected_on` holds that date, kept by every write of the documents
// (refreshLastInspectedOn); the cards and the listing page read it through recentInspectionOf, one rule in one place.
import { and, eq, max, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "#app/db/client.server.ts";
import { listingDocuments, listings } from "#app/db/schema.ts";

/** How long an inspection report says something of the camper's state. */
export const recentInspectionMonths = 12;

/** Whether `lastInspectedOn` is within the last 12 months (today's date on the database's clock, in UTC). */
export function isRecentInspection(lastInspectedOn: AnyPgColumn): SQL<boolean> {
  return sql<boolean>`${lastInspectedOn} >= current_date - interval '${sql.raw(String(recentInspectionMonths))} months'`;
}

/** "2026-03-14" when the listing's latest inspection is recent, else null. */
export function recentInspectionOf(lastInspectedOn: AnyPgColumn): SQL<string | null> {
  return sql<
    string | null
  >`case when ${isRecentInspection(lastInspectedOn)} then to_char(${lastInspectedOn}, 'YYYY-MM-DD') end`;
}

/** Sets the listing's last_inspected_on to its latest inspection report's date, or null without one; in `tx`. */
export async function refreshLastInspectedOn(tx: Database, listingId: string): Promise<void> {
  const latest = tx
    .select({ datedOn: max(listingDocuments.datedOn) })
    .from(listingDocuments)
    .where(and(eq(listingDocuments.listingId, listingId), eq(listingDocuments.kind, "inspection_report")));
  await tx
    .update(listings)
    .set({ lastInspectedOn: sql`(${latest})` })
    .where(eq(listings.id, listingId));
}
