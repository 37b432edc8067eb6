// What the report queues share (reported listings in /admin/reports, reported reviews and questions in
// /admin/content-reports): each reported thing's reports grouped, with their counts, the newest report's time, each
// reason's count and the newest reports themselves. listing_reports and content_reports have the same report columns;
// the reported thing is named by one column (a listing) or the one set of two (a review or a question).
import { and, count, eq, inArray, lte, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Database } from "#app/db/client.server.ts";
import {
  type contentReports,
  type listingReports,
  type ReportReason,
  type ReportStatus,
  reportReasons,
} from "#app/db/schema.ts";
import type { QueuedReport, ReportTally } from "./report-queue.ts";

type ReportTable = typeof listingReports | typeof contentReports;

/** The reported thing's id: its one column, or the one of several that is set. */
export function reportedThingId(columns: readonly PgColumn[]): SQL<string> {
  const [only] = columns;
  return columns.length === 1 && only
    ? sql<string>`${only}`
    : sql<string>`coalesce(${sql.join([...columns], sql`, `)})`;
}

/** The newest report's time of a group: what a queue is ordered and paged by. */
export function newestReportAt(reports: ReportTable): SQL {
  return sql`max(${reports.createdAt})`;
}

/**
 * What to select of a group of reports: how many, how many signed-in reporters, the newest report's time (and, to
 * the microsecond, the instant of the next page's cursor) and each reason's count ({@link reportTallyOf} reads them).
 */
export function reportGroupColumns(reports: ReportTable) {
  const latest = newestReportAt(reports);
  const reasonCount = (reason: ReportReason) =>
    sql<number>`count(*) filter (where ${reports.reason} = ${reason})`.mapWith(Number);
  return {
    reportCount: sql<number>`count(*)`.mapWith(Number),
    signedInReporters: sql<number>`count(distinct ${reports.reporterUserId})`.mapWith(Number),
    latestAt: sql<Date>`${latest}`.mapWith((value: string | Date) => new Date(value)),
    // Microseconds, so the next page starts exactly after this row.
    cursorAt: sql<string>`to_char(${latest} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
    ...Object.fromEntries(reportReasons.map((reason) => [`reason_${reason}`, reasonCount(reason)])),
  };
}

interface ReportGroupRow {
  reportCount: number;
  signedInReporters: number;
  latestAt: Date;
}

/** A group's figures as its queue entry shows them: the reasons given at all, the most given first. */
export function reportTallyOf(group: ReportGroupRow, reports: QueuedReport[]): ReportTally {
  const reasonCounts = group as ReportGroupRow & Record<`reason_${ReportReason}`, number>;
  return {
    reportCount: group.reportCount,
    signedInReporters: group.signedInReporters,
    latestAt: group.latestAt,
    reasons: reportReasons
      .map((reason) => ({ reason, count: reasonCounts[`reason_${reason}`] }))
      .filter((entry) => entry.count > 0)
      .sort((a, b) => b.count - a.count),
    reports,
  };
}

/** Over the whole queue: the things with open reports, and their open reports. */
export async function openReportTotals(
  db: Database,
  reports: ReportTable,
  thingColumns: readonly PgColumn[],
): Promise<{ things: number; reports: number }> {
  const [totals] = await db
    .select({
      things: sql<number>`count(distinct ${reportedThingId(thingColumns)})`.mapWith(Number),
      reports: count(),
    })
    .from(reports)
    .where(eq(reports.status, "open"));
  return { things: totals?.things ?? 0, reports: totals?.reports ?? 0 };
}

export interface NewestReportsOptions {
  reports: ReportTable;
  /** The column naming the reported thing, or the columns of which one does. */
  thingColumns: readonly PgColumn[];
  thingIds: readonly string[];
  status: ReportStatus;
  perThing: number;
}

/** The newest reports of each thing (at most `perThing` each) in `status`, newest first, by the thing's id. */
export async function newestReportsOf(
  db: Database,
  { reports, thingColumns, thingIds, status, perThing }: NewestReportsOptions,
): Promise<Map<string, QueuedReport[]>> {
  const byThing = new Map<string, QueuedReport[]>();
  if (thingIds.length === 0) return byThing;
  const thingId = reportedThingId(thingColumns);
  const ranked = db
    .select({
      id: reports.id,
      thingId: sql<string>`${thingId}`.as("thing_id"),
      reason: reports.reason,
      details: reports.details,
      createdAt: reports.createdAt,
      reporterUserId: reports.reporterUserId,
      position: sql<number>`row_number() over (
        partition by ${thingId} order by ${reports.createdAt} desc, ${reports.id}
      )`.as("position"),
    })
    .from(reports)
    .where(and(eq(reports.status, status), or(...thingColumns.map((column) => inArray(column, [...thingIds])))))
    .as("ranked");
  const rows = await db
    .select()
    .from(ranked)
    .where(lte(ranked.position, perThing))
    .orderBy(ranked.thingId, ranked.position);
  for (const row of rows) {
    const list = byThing.get(row.thingId) ?? [];
    list.push({
      id: row.id,
      reason: row.reason,
      details: row.details,
      createdAt: new Date(row.createdAt),
      isFromAccount: row.reporterUserId !== null,
    });
    byThing.set(row.thingId, list);
  }
  return byThing;
}
