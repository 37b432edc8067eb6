import { and, eq, isNull, or, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { contentReports, listingQuestions, listings, reviews, user } from "#app/db/schema.ts";
import { listingDisplayTitle } from "#app/modules/listings/listing-summary.ts";
import { isPublicListing } from "#app/modules/listings/listing-visibility.server.ts";
import { isSoldPageOpen } from "#app/modules/listings/sold-listing-page.server.ts";
import type { ContentKind } from "./content-kinds.ts";
import { namedPerson } from "./named-person.server.ts";
import type { NamedPerson } from "./party-name.ts";
import { isPublicReview } from "./public-reviews.server.ts";
import { reviewRecordIdSchema } from "./sale-id.ts";

export interface ReportableContent {
  kind: ContentKind;
  id: string;
  /** The words reported, as everyone reads them. */
  text: string;
  author: NamedPerson;
  /** The listing a question is under; null for a review. */
  listing: { id: string; title: string } | null;
  /** Where it is read: the reviewed person's profile, or the question's listing. */
  readAt: string;
  /** Whether the form is offered: not the reporter's own words, and not reported by them before. */
  standing: "can-report" | "own" | "already-reported";
}

export interface Reporter {
  /** `user:{id}`, or `ip:` and a keyed hash of the address (reporter-key.server.ts). */
  key: string;
  userId: string | null;
}

/**
 * A review or a public question anyone can read, and where this reporter stands with it
 * (docs/product/people-and-trust.md, "Reports of reviews and questions"); null when it is not there to be read: unknown,
 * a review not yet public, removed by an administrator, a question its seller hid or under a listing buyers cannot open.
 */
export async function getReportableContent(
  db: Database,
  kind: ContentKind,
  rawId: unknown,
  reporter: Reporter,
): Promise<ReportableContent | null> {
  const id = reviewRecordIdSchema.safeParse(rawId);
  if (!id.success) return null;
  const found = kind === "review" ? await findReview(db, id.data, reporter) : await findQuestion(db, id.data, reporter);
  if (!found) return null;
  const { authorRow, hasReported, ...content } = found;
  const isOwn = reporter.userId !== null && authorRow.id === reporter.userId;
  return {
    kind,
    ...content,
    author: namedPerson(authorRow),
    standing: isOwn ? "own" : hasReported ? "already-reported" : "can-report",
  };
}

const authorColumns = { id: user.id, name: user.name, email: user.email, deletedAt: user.deletedAt };

const reportedBy = (
  column: typeof contentReports.reviewId | typeof contentReports.questionId,
  id: string,
  key: string,
) =>
  sql<boolean>`exists (
    select 1 from ${contentReports} where ${column} = ${id} and ${contentReports.reporterKey} = ${key}
  )`.mapWith(Boolean);

async function findReview(db: Database, id: string, reporter: Reporter) {
  const [row] = await db
    .select({
      id: reviews.id,
      text: reviews.body,
      subjectId: reviews.subjectId,
      authorRow: authorColumns,
      hasReported: reportedBy(contentReports.reviewId, id, reporter.key),
    })
    .from(reviews)
    .innerJoin(user, eq(user.id, reviews.authorId))
    .where(and(eq(reviews.id, id), isPublicReview()));
  if (!row) return null;
  const { subjectId, ...review } = row;
  return { ...review, listing: null, readAt: `/seller/${subjectId}` };
}

async function findQuestion(db: Database, id: string, reporter: Reporter) {
  const [row] = await db
    .select({
      id: listingQuestions.id,
      text: listingQuestions.body,
      authorRow: authorColumns,
      hasReported: reportedBy(contentReports.questionId, id, reporter.key),
      listingId: listings.id,
      listingTitle: listings.title,
      make: listings.make,
      model: listings.model,
    })
    .from(listingQuestions)
    .innerJoin(user, eq(user.id, listingQuestions.askerId))
    .innerJoin(listings, eq(listings.id, listingQuestions.listingId))
    .where(
      and(
        eq(listingQuestions.id, id),
        isNull(listingQuestions.removedAt),
        isNull(listingQuestions.hiddenAt),
        // Shown under its listing only while buyers can open the listing's page (public, or its 'Sold' page).
        or(isPublicListing(), isSoldPageOpen()),
      ),
    );
  if (!row) return null;
  const { listingId, listingTitle, make, model, ...question } = row;
  const title = listingDisplayTitle({ title: listingTitle, make, model });
  return { ...question, listing: { id: listingId, title }, readAt: `/listing/${listingId}` };
}
