import { and, asc, eq, exists, isNull, lte, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { listingSales, reviews } from "#app/db/schema.ts";
import { publishSaleReviews } from "./publish-sale-reviews.server.ts";

/** Sales published per transaction. */
const batchSize = 100;

export interface PublishDueReviewsOptions {
  db: Database;
  baseUrl: string;
}

/**
 * The hourly run of docs/product/people-and-trust.md, "Sales and reviews": the hidden reviews of every sale whose 14
 * days have passed become public (writing closed at the same moment: a review is only accepted before
 * `reviews_close_at`), a batch of sales per transaction, each sale's row locked as a review being written locks it.
 * Returns how many mails were written.
 */
export async function publishDueReviews({ db, baseUrl }: PublishDueReviewsOptions): Promise<number> {
  let mails = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const due = await tx
        .select({ id: listingSales.id })
        .from(listingSales)
        .where(
          and(
            lte(listingSales.reviewsCloseAt, sql`now()`),
            exists(
              tx
                .select({ one: sql`1` })
                .from(reviews)
                .where(and(eq(reviews.saleId, listingSales.id), isNull(reviews.publishedAt))),
            ),
          ),
        )
        .orderBy(asc(listingSales.reviewsCloseAt))
        .limit(batchSize)
        .for("update", { skipLocked: true });
      const saleIds = due.map((sale) => sale.id);
      return { sales: saleIds.length, mails: await publishSaleReviews(tx, saleIds, baseUrl) };
    });
    mails += batch.mails;
    if (batch.sales < batchSize) return mails;
  }
}
