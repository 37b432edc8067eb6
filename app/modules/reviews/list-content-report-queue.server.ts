import { desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { contentReports, listingQuestions, listingSales, listings, reviews, user } from "#app/db/schema.ts";
import { type KeysetCursor, keysetPage } from "#app/lib/keyset-cursor.ts";
import { listingDisplayTitle } from "#app/modules/listings/listing-summary.ts";
import {
  newestReportAt,
  newestReportsOf,
  openReportTotals,
  reportedThingId,
  reportGroupColumns,
  reportTallyOf,
} from "#app/modules/moderation/report-groups.server.ts";
import { contentReportQueuePageSize } from "./content-report-queue.schema.ts";
import { type ContentReportEntry, type ReportedContent, reportsShownPerContent } from "./content-report-queue.ts";
import { namedPerson } from "./named-person.server.ts";
import { reviewAuthor, reviewColumns, reviewSubject } from "./public-reviews.server.ts";
import { aspectsRatedBy } from "./review-rules.ts";

export interface ContentReportQueuePage {
  entries: ContentReportEntry[];
  /** `?after=` for the next page; null on the last page. */
  nextCursor: string | null;
  /** Reviews and questions with open reports, and their open reports, over the whole queue. */
  openContents: number;
  openReports: number;
}

/** A report is about a review or a question: exactly one of the two columns is set. */
const reportedColumns = [contentReports.reviewId, contentReports.questionId];

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
  after?: KeysetCursor;
  pageSize?: number;
}): Promise<ContentReportQueuePage> {
  const latest = newestReportAt(contentReports);
  const contentId = reportedThingId(reportedColumns);
  const groups = await db
    .select({
      reviewId: contentReports.reviewId,
      questionId: contentReports.questionId,
      contentId: sql<string>`${contentId}`,
      ...reportGroupColumns(contentReports),
    })
    .from(contentReports)
    .where(eq(contentReports.status, "open"))
    .groupBy(contentReports.reviewId, contentReports.questionId)
    .having(after ? sql`(${latest}, ${contentId}) < (${after.instant}::timestamptz, ${after.id}::uuid)` : undefined)
    .orderBy(desc(latest), desc(contentId))
    .limit(pageSize + 1);

  const { shown, nextCursor } = keysetPage(groups, pageSize, (last) => ({
    instant: last.cursorAt,
    id: last.contentId,
  }));
  const reviewIds = shown.flatMap((group) => (group.reviewId ? [group.reviewId] : []));
  const questionIds = shown.flatMap((group) => (group.questionId ? [group.questionId] : []));
  const contents = new Map<string, ReportedContent>();
  for (const content of [...(await reportedReviews(db, reviewIds)), ...(await reportedQuestions(db, questionIds))]) {
    contents.set(content.id, content);
  }
  const reports = await newestReportsOf(db, {
    reports: contentReports,
    thingColumns: reportedColumns,
    thingIds: [...reviewIds, ...questionIds],
    status: "open",
    perThing: reportsShownPerContent,
  });
  const totals = await openReportTotals(db, contentReports, reportedColumns);
  return {
    entries: shown.flatMap((group) => {
      const content = contents.get(group.contentId);
      return content ? [{ content, ...reportTallyOf(group, reports.get(group.contentId) ?? []) }] : [];
    }),
    nextCursor,
    openContents: totals.things,
    openReports: totals.reports,
  };
}

async function reportedReviews(db: Database, ids: string[]): Promise<ReportedContent[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ ...reviewColumns(), removedAt: reviews.removedAt })
    .from(reviews)
    .innerJoin(listingSales, eq(listingSales.id, reviews.saleId))
    .innerJoin(reviewAuthor, eq(reviewAuthor.id, reviews.authorId))
    .innerJoin(reviewSubject, eq(reviewSubject.id, reviews.subjectId))
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
      reply: row.replyBody,
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
