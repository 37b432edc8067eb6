import { eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { reviews } from "#app/db/schema.ts";
import type { PublicReview } from "./public-review.ts";
import { selectPublicReviews } from "./public-reviews.server.ts";

export const publicReviewsPageSize = 10;

export interface PublicReviewsPage {
  reviews: PublicReview[];
  /** 1-based. */
  page: number;
  hasNextPage: boolean;
}

/**
 * One page of the public reviews of a person, newest first, for their profile (docs/product/people-and-trust.md,
 * "Sales and reviews"): published (both parties wrote, or the 14 days passed) and not removed; read through
 * reviews_subject_public_idx. Render each with `ReviewItem` (app/components/reviews/review-item.tsx).
 */
export async function listPublicReviews(db: Database, subjectId: string, page = 1): Promise<PublicReviewsPage> {
  const current = Number.isSafeInteger(page) && page >= 1 ? page : 1;
  const found = await selectPublicReviews(db, eq(reviews.subjectId, subjectId), {
    limit: publicReviewsPageSize + 1,
    offset: (current - 1) * publicReviewsPageSize,
  });
  return {
    reviews: found.slice(0, publicReviewsPageSize),
    page: current,
    hasNextPage: found.length > publicReviewsPageSize,
  };
}
