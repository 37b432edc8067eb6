import { and, eq, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { listingReports, listings } from "#app/db/schema.ts";
import { isPublicListing } from "#app/modules/listings/listing-visibility.server.ts";

export interface ReportableListing {
  id: string;
  title: string;
  /** Whether the form is offered: not the reporter's own listing, and not reported by them before. */
  standing: "can-report" | "own-listing" | "already-reported";
}

/**
 * What /listing/{id}/report shows before anything is sent (docs/product/reports-and-moderation.md): the
 * public listing and where this reporter stands with it; null when the listing is not public (or gone).
 */
export async function getReportableListing({
  db,
  listingId,
  reporter,
}: {
  db: Database;
  listingId: string;
  reporter: { key: string; userId: string | null };
}): Promise<ReportableListing | null> {
  const [row] = await db
    .select({
      id: listings.id,
      title: listings.title,
      ownerId: listings.userId,
      hasReported: sql<boolean>`exists (
        select 1 from ${listingReports}
        where ${listingReports.listingId} = ${listingId} and ${listingReports.reporterKey} = ${reporter.key}
      )`.mapWith(Boolean),
    })
    .from(listings)
    .where(and(eq(listings.id, listingId), isPublicListing()));
  if (!row) return null;
  const isOwn = reporter.userId !== null && row.ownerId === reporter.userId;
  const standing = isOwn ? "own-listing" : row.hasReported ? "already-reported" : "can-report";
  return { id: row.id, title: row.title, standing };
}
