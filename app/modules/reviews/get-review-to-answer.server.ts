import { eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { reviews } from "#app/db/schema.ts";
import { AppError } from "#app/lib/app-error.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import type { PublicReview } from "./public-review.ts";
import { selectPublicReviews } from "./public-reviews.server.ts";
import { reviewRecordIdSchema } from "./sale-id.ts";

/**
 * The public review /reviews/{id}/reply answers (docs/product/people-and-trust.md, "Sales and reviews"), for the person
 * it reviews. AppError `not-found` (unknown, not yet public or removed) or `forbidden` (anyone but that person).
 */
export async function getReviewToAnswer(db: Database, rawId: unknown, viewerId: string): Promise<PublicReview> {
  const id = reviewRecordIdSchema.safeParse(rawId);
  const [review] = id.success ? await selectPublicReviews(db, eq(reviews.id, id.data), { limit: 1, offset: 0 }) : [];
  if (!review) throw new AppError("not-found", "reviews.reply.notPublic" satisfies MessageId);
  if (review.subject.id !== viewerId) throw new AppError("forbidden", "reviews.reply.notSubject" satisfies MessageId);
  return review;
}
