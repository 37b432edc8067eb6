import { and, desc, eq, isNotNull, isNull, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "#app/db/client.server.ts";
import { listingSales, reviews, user } from "#app/db/schema.ts";
import { namedPerson } from "./named-person.server.ts";
import type { PublicReview } from "./public-review.ts";
import { aspectsRatedBy } from "./review-rules.ts";

/** A review's two people, as `reviewColumns` reads them: join them on `author_id` and `subject_id`. */
export const reviewAuthor = alias(user, "review_author");
export const reviewSubject = alias(user, "review_subject");

/**
 * What a page reads of a review, its sale's title and its two people ({@link reviewAuthor} and {@link reviewSubject}
 * joined on `author_id` and `subject_id`, and `listing_sales` on `sale_id`).
 */
export function reviewColumns() {
  const person = (account: typeof reviewAuthor | typeof reviewSubject) => ({
    id: account.id,
    name: account.name,
    email: account.email,
    deletedAt: account.deletedAt,
  });
  return {
    id: reviews.id,
    authorRole: reviews.authorRole,
    accuracy: reviews.accuracy,
    communication: reviews.communication,
    handover: reviews.handover,
    body: reviews.body,
    publishedAt: reviews.publishedAt,
    replyBody: reviews.replyBody,
    listingTitle: listingSales.listingTitle,
    author: person(reviewAuthor),
    subject: person(reviewSubject),
  };
}

/** The reviews that everyone may read: published, and not removed by an administrator. */
export const isPublicReview = () => and(isNotNull(reviews.publishedAt), isNull(reviews.removedAt));

/** The public reviews `condition` picks, newest first, as pages show them. */
export async function selectPublicReviews(
  db: Database,
  condition: SQL | undefined,
  page: { limit: number; offset: number },
): Promise<PublicReview[]> {
  const rows = await db
    .select({ ...reviewColumns(), repliedAt: reviews.repliedAt })
    .from(reviews)
    .innerJoin(listingSales, eq(listingSales.id, reviews.saleId))
    .innerJoin(reviewAuthor, eq(reviewAuthor.id, reviews.authorId))
    .innerJoin(reviewSubject, eq(reviewSubject.id, reviews.subjectId))
    .where(and(isPublicReview(), condition))
    .orderBy(desc(reviews.publishedAt), desc(reviews.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((row) => {
    const stars = { accuracy: row.accuracy, communication: row.communication, handover: row.handover };
    return {
      id: row.id,
      author: namedPerson(row.author),
      subject: namedPerson(row.subject),
      authorRole: row.authorRole,
      listingTitle: row.listingTitle,
      ratings: aspectsRatedBy(row.authorRole).map((aspect) => ({ aspect, stars: stars[aspect] ?? 0 })),
      body: row.body,
      publishedAt: row.publishedAt ?? new Date(0),
      reply:
        row.replyBody !== null && row.repliedAt !== null ? { body: row.replyBody, repliedAt: row.repliedAt } : null,
    };
  });
}
