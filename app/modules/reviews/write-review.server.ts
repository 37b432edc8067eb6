import type { Database } from "#app/db/client.server.ts";
import { reviews } from "#app/db/schema.ts";
import { AppError, fieldError } from "#app/lib/app-error.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { lockPartySale } from "./lock-party-sale.server.ts";
import { hasBothReviews, publishSaleReviews } from "./publish-sale-reviews.server.ts";
import type { ReviewInput } from "./review.schema.ts";

export interface WriteReviewOptions {
  db: Database;
  /** Unvalidated (a URL parameter). */
  saleId: string;
  /** The signed-in account: one of the sale's two parties. */
  authorId: string;
  review: ReviewInput;
  /** BASE_URL: the links of the mails once the reviews are public. */
  baseUrl: string;
  /** Wakes the mail worker once mails were committed. */
  notifyOutbox?: () => void;
}

export interface WrittenReview {
  /** Both parties have now written: the two reviews are public. */
  isPublished: boolean;
}

/**
 * One party's review of the other after a confirmed sale (docs/product/people-and-trust.md, "Sales and reviews"),
 * under the sale's row lock: only while the window is open (14 days from the confirmation), once per party (never
 * edited), the buyer rating the accuracy of the listing too. Hidden until the other has written: the second
 * review publishes both in the same transaction. AppError `not-found` (not a party: a stranger cannot review, and
 * nobody reviews themselves), `conflict` (not confirmed yet, window closed, or already written) or `invalid`
 * (the buyer's accuracy missing).
 */
export async function writeReview({
  db,
  saleId,
  authorId,
  review,
  baseUrl,
  notifyOutbox,
}: WriteReviewOptions): Promise<WrittenReview> {
  const result = await db.transaction(async (tx) => {
    const sale = await lockPartySale(tx, saleId, authorId);
    if (!sale.confirmedAt) throw new AppError("conflict", "reviews.review.notConfirmed" satisfies MessageId);
    if (!sale.isReviewOpen) throw new AppError("conflict", "reviews.review.closed" satisfies MessageId);
    const accuracy = sale.role === "buyer" ? review.accuracy : null;
    if (accuracy === undefined) throw fieldError("accuracy", "reviews.review.ratingRequired" satisfies MessageId);

    const [written] = await tx
      .insert(reviews)
      .values({
        saleId: sale.id,
        authorId,
        subjectId: sale.otherId,
        authorRole: sale.role,
        accuracy,
        communication: review.communication,
        handover: review.handover,
        body: review.body,
      })
      .onConflictDoNothing({ target: [reviews.saleId, reviews.authorId] })
      .returning({ id: reviews.id });
    if (!written) throw new AppError("conflict", "reviews.review.already" satisfies MessageId);

    if (!(await hasBothReviews(tx, sale.id))) return { isPublished: false, mails: 0 };
    return { isPublished: true, mails: await publishSaleReviews(tx, [sale.id], baseUrl) };
  });
  if (result.mails > 0) notifyOutbox?.();
  return { isPublished: result.isPublished };
}
