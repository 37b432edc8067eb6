import { and, desc, eq, inArray, lte, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "#app/db/client.server.ts";
import {
  contentReports,
  listingQuestions,
  listingSales,
  listings,
  type ReportReason,
  reportReasons,
  reviews,
  user,
} from "#app/db/schema.ts";
import { listingDisplayTitle } from "#app/modules/listings/listing-summary.ts";
import type { QueuedReport } from "#app/modules/moderation/report-queue.ts";
import {
  type ContentReportQueueCursor,
  contentReportQueuePageSize,
  encodeContentReportQueueCursor,
} from "./content-report-queue.schema.ts";
import { type ContentReportEntry, type ReportedContent, reportsShownPerContent } from "./content-report-queue.ts";
import { namedPerson } from "./named-person.server.ts";
import { aspectsRatedBy } from "./review-rules.ts";

export interface ContentReportQueuePage {
  entries: ContentReportEntry[];
  /** `?after=` for the next page; null on the last page. */
  nextCursor: string | null;
  /** Reviews and questions with open reports, and their open reports, over the whole queue. */
  openContents: number;
  openReports: number;
}

/** The review or question a report is about (exactly one of the two columns is set). */
const contentId = sql<string>`coalesce(${contentReports.reviewId}, ${contentReports.questionId})`;

/**
 * The queue of reported reviews and questions (docs/product/people-and-trust.md, "Reports of reviews and questions"):
 * open reports grouped by the thing reported, the one with the newest report first, one page at a time (keyset on
 * the newest report's time and the thing's id), each with its words and context, counts, reasons and newest reports.
 * Read through the open reports' partial index.
 */
export async function listContentReportQueue({
  db,
  after,
  pageSize = contentReportQueuePageSize,
}: {
  db: Database;
  after?: ContentReportQueueCursor;
  pageSize?: number;
}): Promise<ContentReportQueuePage> {
  const latest = sql`max(${contentReports.createdAt})`;
  const reasonCount = (reason: ReportReason) =>
    sql<number>`count(*) filter (where ${contentReports.reason} = ${reason})`.mapWith(Number);
  const groups = await db
    .select({
      reviewId: contentReports.reviewId,
      questionId: contentReports.questionId,
      reportCount: sql<number>`count(*)`.mapWith(Number),
      signedInReporters: sql<number>`count(distinct ${contentReports.reporterUserId})`.mapWith(Number),
      latestAt: sql<Date>`${latest}`.mapWith((value: string | Date) => new Date(value)),
      // Microseconds, so the next page starts exactly after this row.
      cursorAt: sql<string>`to_char(${latest} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
      ...Object.fromEntries(reportReasons.map((reason) => [`reason_${reason}`, reasonCount(reason)])),
    })
    .from(contentReports)
    .where(eq(contentReports.status, "open"))
    .groupBy(contentReports.reviewId, contentReports.questionId)
    .having(
      after ? sql`(${latest}, ${contentId}) < (${after.latestAt}::timestamptz, ${after.contentId}::uuid)` : undefined,
    )
    .orderBy(desc(latest), desc(contentId))
    .limit(pageSize + 1);

  const pageGroups = groups.slice(0, pageSize);
  const reviewIds = pageGroups.flatMap((group) => (group.reviewId ? [group.reviewId] : []));
  const questionIds = pageGroups.flatMap((group) => (group.questionId ? [group.questionId] : []));
  const contents = new Map<string, ReportedContent>();
  for (const content of [...(await reportedReviews(db, reviewIds)), ...(await reportedQuestions(db, questionIds))]) {
    contents.set(content.id, content);
  }
  const reports = await newestOpenReports(db, [...reviewIds, ...questionIds]);
  const [totals] = await db
    .select({
      contents: sql<number>`count(distinct ${contentId})`.mapWith(Number),
      reports: sql<number>`count(*)`.mapWith(Number),
    })
    .from(contentReports)
    .where(eq(contentReports.status, "open"));

  const last = pageGroups.at(-1);
  const lastId = last?.reviewId ?? last?.questionId;
  return {
    entries: pageGroups.flatMap((group) => {
      const id = group.reviewId ?? group.questionId ?? "";
      const content = contents.get(id);
      if (!content) return [];
      const row = group as typeof group & Record<`reason_${ReportReason}`, number>;
      return [
        {
          content,
          reportCount: group.reportCount,
          signedInReporters: group.signedInReporters,
          latestAt: group.latestAt,
          reasons: reportReasons
            .map((reason) => ({ reason, count: row[`reason_${reason}`] }))
            .filter((entry) => entry.count > 0)
            .sort((a, b) => b.count - a.count),
          reports: reports.get(id) ?? [],
        },
      ];
    }),
    nextCursor:
      groups.length > pageSize && last && lastId
        ? encodeContentReportQueueCursor({ latestAt: last.cursorAt, contentId: lastId })
        : null,
    openContents: totals?.contents ?? 0,
    openReports: totals?.reports ?? 0,
  };
}

async function reportedReviews(db: Database, ids: string[]): Promise<ReportedContent[]> {
  if (ids.length === 0) return [];
  const author = alias(user, "reported_review_author");
  const subject = alias(user, "reported_review_subject");
  const rows = await db
    .select({
      id: reviews.id,
      body: reviews.body,
      authorRole: reviews.authorRole,
      accuracy: reviews.accuracy,
      communication: reviews.communication,
      handover: reviews.handover,
      reply: reviews.replyBody,
      publishedAt: reviews.publishedAt,
      removedAt: reviews.removedAt,
      listingTitle: listingSales.listingTitle,
      author: { id: author.id, name: author.name, email: author.email, deletedAt: author.deletedAt },
      subject: { id: subject.id, name: subject.name, email: subject.email, deletedAt: subject.deletedAt },
    })
    .from(reviews)
    .innerJoin(listingSales, eq(listingSales.id, reviews.saleId))
    .innerJoin(author, eq(author.id, reviews.authorId))
    .innerJoin(subject, eq(subject.id, reviews.subjectId))
    .where(inArray(reviews.id, ids));
  return rows.map((row) => {
    const stars = { accuracy: row.accuracy, communication: row.communication, handover: row.handover };
    return {
      kind: "review",
      id: row.id,
      body: row.body,
      author: namedPerson(row.author),
      subject: namedPerson(row.subject),
      listingTitle: row.listingTitle,
      ratings: aspectsRatedBy(row.authorRole).map((aspect) => ({ aspect, stars: stars[aspect] ?? 0 })),
      reply: row.reply,
      state: row.removedAt ? "removed" : row.publishedAt ? "public" : "not-yet-public",
    };
  });
}

async function reportedQuestions(db: Database, ids: string[]): Promise<ReportedContent[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: listingQuestions.id,
      body: listingQuestions.body,
      answer: listingQuestions.answerBody,
      hiddenAt: listingQuestions.hiddenAt,
      removedAt: listingQuestions.removedAt,
      listingId: listings.id,
      title: listings.title,
      make: listings.make,
      model: listings.model,
      author: { id: user.id, name: user.name, email: user.email, deletedAt: user.deletedAt },
    })
    .from(listingQuestions)
    .innerJoin(listings, eq(listings.id, listingQuestions.listingId))
    .innerJoin(user, eq(user.id, listingQuestions.askerId))
    .where(inArray(listingQuestions.id, ids));
  return rows.map((row) => ({
    kind: "question",
    id: row.id,
    body: row.body,
    author: namedPerson(row.author),
    listing: { id: row.listingId, title: listingDisplayTitle(row) },
    answer: row.answer,
    state: row.removedAt ? "removed" : row.hiddenAt ? "hidden-by-seller" : "public",
  }));
}

/** The newest open reports of each thing (at most {@link reportsShownPerContent} each), newest first. */
async function newestOpenReports(db: Database, ids: string[]): Promise<Map<string, QueuedReport[]>> {
  const byContent = new Map<string, QueuedReport[]>();
  if (ids.length === 0) return byContent;
  const condition: SQL | undefined = and(
    eq(contentReports.status, "open"),
    or(inArray(contentReports.reviewId, ids), inArray(contentReports.questionId, ids)),
  );
  const ranked = db
    .select({
      id: contentReports.id,
      contentId: sql<string>`${contentId}`.as("content_id"),
      reason: contentReports.reason,
      details: contentReports.details,
      createdAt: contentReports.createdAt,
      reporterUserId: contentReports.reporterUserId,
      position: sql<number>`row_number() over (
        partition by ${contentId} order by ${contentReports.createdAt} desc, ${contentReports.id}
      )`.as("position"),
    })
    .from(contentReports)
    .where(condition)
    .as("ranked");
  const rows = await db
    .select()
    .from(ranked)
    .where(lte(ranked.position, reportsShownPerContent))
    .orderBy(ranked.contentId, ranked.position);
  for (const row of rows) {
    const list = byContent.get(row.contentId) ?? [];
    list.push({
      id: row.id,
      reason: row.reason,
      details: row.details,
      createdAt: new Date(row.createdAt),
      isFromAccount: row.reporterUserId !== null,
    });
    byContent.set(row.contentId, list);
  }
  return byContent;
}
