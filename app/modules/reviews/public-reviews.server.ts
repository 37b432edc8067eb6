import { and, desc, eq, isNotNull, isNull, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "#app/db/client.server.ts";
import { listingSales, reviews, user } from "#app/db/schema.ts";
import { namedPerson } from "./named-person.server.ts";
import type { PublicReview } from "./public-review.ts";
import { aspectsRatedBy } from "./review-rules.ts";

const author = alias(user, "review_author");
const subject = alias(user, "review_subject");

/** The reviews that everyone may read: published, and not removed by an administrator. */
export const isPublicReview = () => and(isNotNull(reviews.publishedAt), isNull(reviews.removedAt));

/** The public reviews `condition` picks, newest first, as pages show them. */
export async function selectPublicReviews(
  db: Database,
  condition: SQL | undefined,
  page: { limit: number; offset: number },
): Promise<PublicReview[]> {
  const rows = await db
    .select({
      id: reviews.id,
      authorRole: reviews.authorRole,
      accuracy: reviews.accuracy,
      communication: reviews.communication,
      handover: reviews.handover,
      body: reviews.body,
      publishedAt: reviews.publishedAt,
      replyBody: reviews.replyBody,
      repliedAt: reviews.repliedAt,
      listingTitle: listingSales.listingTitle,
      author: { id: author.id, name: author.name, email: author.email, deletedAt: author.deletedAt },
      subject: { id: subject.id, name: subject.name, email: subject.email, deletedAt: subject.deletedAt },
    })
    .from(reviews)
    .innerJoin(listingSales, eq(listingSales.id, reviews.saleId))
    .innerJoin(author, eq(author.id, reviews.authorId))
    .innerJoin(subject, eq(subject.id, reviews.subjectId))
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
