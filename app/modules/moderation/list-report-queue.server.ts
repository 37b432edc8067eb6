import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { listingReports, listings, user } from "#app/db/schema.ts";
import { type KeysetCursor, keysetPage } from "#app/lib/keyset-cursor.ts";
import { isPublicListing } from "#app/modules/listings/listing-visibility.server.ts";
import {
  newestReportAt,
  newestReportsOf,
  openReportTotals,
  reportGroupColumns,
  reportTallyOf,
} from "./report-groups.server.ts";
import { type ReportQueueView, reportQueuePageSize } from "./report-queue.schema.ts";
import { type ReportQueueEntry, reportsShownPerListing } from "./report-queue.ts";

export interface ListReportQueueOptions {
  db: Database;
  /** `open`: listings with open reports; `hidden`: listings an administrator hid, with the reports acted on. */
  view: ReportQueueView;
  after?: KeysetCursor;
  pageSize?: number;
}

export interface ReportQueuePage {
  entries: ReportQueueEntry[];
  /** `?after=` for the next page; null on the last page. */
  nextCursor: string | null;
  /** Listings with open reports, and their open reports, over the whole queue. */
  openListings: number;
  openReports: number;
}

/**
 * The report queue (docs/product/reports-and-moderation.md, The report queue): reports grouped by listing,
 * the listing with the newest report first, one page at a time (keyset on the newest report's time and the
 * listing's id), with counts, reasons and the newest reports of each listing. Open reports are read through
 * their partial index, so the page costs the open reports, not the listings.
 */
export async function listReportQueue({
  db,
  view,
  after,
  pageSize = reportQueuePageSize,
}: ListReportQueueOptions): Promise<ReportQueuePage> {
  const status = view === "open" ? "open" : "actioned";
  const latest = newestReportAt(listingReports);
  const groups = await db
    .select({
      listingId: listings.id,
      title: listings.title,
      ownerEmail: user.email,
      moderationState: listings.moderationState,
      isPublic: sql<boolean>`${isPublicListing()}`.mapWith(Boolean),
      isSold: sql<boolean>`${listings.soldAt} is not null`.mapWith(Boolean),
      ...reportGroupColumns(listingReports),
    })
    .from(listingReports)
    .innerJoin(listings, eq(listings.id, listingReports.listingId))
    .leftJoin(user, eq(user.id, listings.userId))
    .where(
      and(eq(listingReports.status, status), view === "hidden" ? eq(listings.moderationState, "hidden") : undefined),
    )
    .groupBy(listings.id, user.id)
    .having(after ? sql`(${latest}, ${listings.id}) < (${after.instant}::timestamptz, ${after.id}::uuid)` : undefined)
    .orderBy(desc(latest), desc(listings.id))
    .limit(pageSize + 1);

  const { shown, nextCursor } = keysetPage(groups, pageSize, (last) => ({
    instant: last.cursorAt,
    id: last.listingId,
  }));
  const thingColumns = [listingReports.listingId];
  const reports = await newestReportsOf(db, {
    reports: listingReports,
    thingColumns,
    thingIds: shown.map((group) => group.listingId),
    status,
    perThing: reportsShownPerListing,
  });
  const totals = await openReportTotals(db, listingReports, thingColumns);
  return {
    entries: shown.map((group) => ({
      listingId: group.listingId,
      title: group.title,
      ownerEmail: group.ownerEmail,
      moderationState: group.moderationState,
      isPublic: group.isPublic,
      isSold: group.isSold,
      ...reportTallyOf(group, reports.get(group.listingId) ?? []),
    })),
    nextCursor,
    openListings: totals.things,
    openReports: totals.reports,
  };
}
