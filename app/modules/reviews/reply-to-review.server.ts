import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { reviews } from "#app/db/schema.ts";
import { AppError } from "#app/lib/app-error.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { getReviewToAnswer } from "./get-review-to-answer.server.ts";

export interface ReplyToReviewOptions {
  db: Database;
  /** Unvalidated (a URL parameter). */
  reviewId: string;
  /** The signed-in account: only the person reviewed may answer. */
  actorId: string;
  body: string;
}

/**
 * The reviewed person's one public answer to a public review (docs/product/people-and-trust.md, "Sales and
 * reviews"): written once, never changed. AppError `not-found` (not public), `forbidden` (not the person reviewed) or
 * `conflict` (answered before; the write only fills an empty reply, so two posts at once make one).
 */
export async function replyToReview({ db, reviewId, actorId, body }: ReplyToReviewOptions): Promise<void> {
  const review = await getReviewToAnswer(db, reviewId, actorId);
  const [replied] = await db
    .update(reviews)
    .set({ replyBody: body, repliedAt: sql`now()` })
    .where(
      and(
        eq(reviews.id, review.id),
        eq(reviews.subjectId, actorId),
        isNull(reviews.replyBody),
        isNull(reviews.removedAt),
      ),
    )
    .returning({ id: reviews.id });
  if (!replied) throw new AppError("conflict", "reviews.reply.already" satisfies MessageId);
}
