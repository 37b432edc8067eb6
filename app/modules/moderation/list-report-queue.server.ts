import { and, desc, eq, inArray, lte, type SQL, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { listingReports, listings, type ReportReason, reportReasons, user } from "#app/db/schema.ts";
import { isPublicListing } from "#app/modules/listings/listing-visibility.server.ts";
import {
  encodeReportQueueCursor,
  type ReportQueueCursor,
  type ReportQueueView,
  reportQueuePageSize,
} from "./report-queue.schema.ts";
import { type QueuedReport, type ReportQueueEntry, reportsShownPerListing } from "./report-queue.ts";

export interface ListReportQueueOptions {
  db: Database;
  /** `open`: listings with open reports; `hidden`: listings an administrator hid, with the reports acted on. */
  view: ReportQueueView;
  after?: ReportQueueCursor;
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
  const latest = sql`max(${listingReports.createdAt})`;
  const reasonCount = (reason: ReportReason) =>
    sql<number>`count(*) filter (where ${listingReports.reason} = ${reason})`.mapWith(Number);
  const groups = await db
    .select({
      listingId: listings.id,
      title: listings.title,
      ownerEmail: user.email,
      moderationState: listings.moderationState,
      isPublic: sql<boolean>`${isPublicListing()}`.mapWith(Boolean),
      isSold: sql<boolean>`${listings.soldAt} is not null`.mapWith(Boolean),
      reportCount: sql<number>`count(*)`.mapWith(Number),
      signedInReporters: sql<number>`count(distinct ${listingReports.reporterUserId})`.mapWith(Number),
      latestAt: sql<Date>`${latest}`.mapWith((value: string | Date) => new Date(value)),
      // Microseconds, so the next page starts exactly after this row.
      cursorAt: sql<string>`to_char(${latest} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      ...Object.fromEntries(reportReasons.map((reason) => [`reason_${reason}`, reasonCount(reason)])),
    })
    .from(listingReports)
    .innerJoin(listings, eq(listings.id, listingReports.listingId))
    .leftJoin(user, eq(user.id, listings.userId))
    .where(
      and(eq(listingReports.status, status), view === "hidden" ? eq(listings.moderationState, "hidden") : undefined),
    )
    .groupBy(listings.id, user.id)
    .having(
      after ? sql`(${latest}, ${listings.id}) < (${after.latestAt}::timestamptz, ${after.listingId}::uuid)` : undefined,
    )
    .orderBy(desc(latest), desc(listings.id))
    .limit(pageSize + 1);

  const pageGroups = groups.slice(0, pageSize);
  const reports = await newestReports(
    db,
    pageGroups.map((group) => group.listingId),
    eq(listingReports.status, status),
  );
  const [totals] = await db
    .select({
      listings: sql<number>`count(distinct ${listingReports.listingId})`.mapWith(Number),
      reports: sql<number>`count(*)`.mapWith(Number),
    })
    .from(listingReports)
    .where(eq(listingReports.status, "open"));

  const last = pageGroups.at(-1);
  return {
    entries: pageGroups.map((group) => {
      const row = group as typeof group & Record<`reason_${ReportReason}`, number>;
      return {
        listingId: group.listingId,
        title: group.title,
        ownerEmail: group.ownerEmail,
        moderationState: group.moderationState,
        isPublic: group.isPublic,
        isSold: group.isSold,
        reportCount: group.reportCount,
        signedInReporters: group.signedInReporters,
        latestAt: group.latestAt,
        reasons: reportReasons
          .map((reason) => ({ reason, count: row[`reason_${reason}`] }))
          .filter((entry) => entry.count > 0)
          .sort((a, b) => b.count - a.count),
        reports: reports.get(group.listingId) ?? [],
      };
    }),
    nextCursor:
      groups.length > pageSize && last
        ? encodeReportQueueCursor({ latestAt: last.cursorAt, listingId: last.listingId })
        : null,
    openListings: totals?.listings ?? 0,
    openReports: totals?.reports ?? 0,
  };
}

/** The newest reports of each listing (at most {@link reportsShownPerListing} each), newest first. */
async function newestReports(db: Database, listingIds: string[], condition: SQL): Promise<Map<string, QueuedReport[]>> {
  const byListing = new Map<string, QueuedReport[]>();
  if (listingIds.length === 0) return byListing;
  const ranked = db
    .select({
      id: listingReports.id,
      listingId: listingReports.listingId,
      reason: listingReports.reason,
      details: listingReports.details,
      createdAt: listingReports.createdAt,
      reporterUserId: listingReports.reporterUserId,
      position: sql<number>`row_number() over (
        partition by ${listingReports.listingId} order by ${listingReports.createdAt} desc, ${listingReports.id}
      )`.as("position"),
    })
    .from(listingReports)
    .where(and(inArray(listingReports.listingId, listingIds), condition))
    .as("ranked");
  const rows = await db
    .select()
    .from(ranked)
    .where(lte(ranked.position, reportsShownPerListing))
    .orderBy(ranked.listingId, ranked.position);
  for (const row of rows) {
    const list = byListing.get(row.listingId) ?? [];
    list.push({
      id: row.id,
      reason: row.reason,
      details: row.details,
      createdAt: new Date(row.createdAt),
      isFromAccount: row.reporterUserId !== null,
    });
    byListing.set(row.listingId, list);
  }
  return byListing;
}
