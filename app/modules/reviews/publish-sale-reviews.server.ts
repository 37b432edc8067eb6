import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { listingSales, reviews } from "#app/db/schema.ts";
import { enqueueMail } from "#app/modules/mail/enqueue-mail.server.ts";
import { refreshTrustFigures } from "#app/modules/profiles/refresh-trust-figures.server.ts";
import { readReviewParties } from "./review-parties.server.ts";
import { reviewPublishedMail } from "./review-published-mail.ts";

/**
 * Makes the hidden reviews of these sales public, in `tx`, whose caller holds the sales' rows: both reviews of a
 * sale at once, with the same time (docs/product/people-and-trust.md, "Sales and reviews"). The figures of each
 * person reviewed are recomputed in the same transaction, and each is mailed that a review of them is public,
 * unless they turned mails about reviews off. Returns the mails written.
 */
export async function publishSaleReviews(tx: Database, saleIds: readonly string[], baseUrl: string): Promise<number> {
  if (saleIds.length === 0) return 0;
  const published = await tx
    .update(reviews)
    .set({ publishedAt: sql`now()` })
    .where(and(inArray(reviews.saleId, [...saleIds]), isNull(reviews.publishedAt)))
    .returning({ saleId: reviews.saleId, authorId: reviews.authorId, subjectId: reviews.subjectId });
  if (published.length === 0) return 0;
  await refreshTrustFigures(
    tx,
    published.map((review) => review.subjectId),
  );

  const titles = new Map(
    (
      await tx
        .select({ id: listingSales.id, title: listingSales.listingTitle })
        .from(listingSales)
        .where(inArray(listingSales.id, [...new Set(published.map((review) => review.saleId))]))
    ).map((sale) => [sale.id, sale.title]),
  );
  const parties = await readReviewParties(
    tx,
    published.flatMap((review) => [review.authorId, review.subjectId]),
  );
  let mails = 0;
  for (const review of published) {
    const to = parties.get(review.subjectId)?.recipient;
    const author = parties.get(review.authorId)?.person;
    if (!to || !author) continue;
    const listingTitle = titles.get(review.saleId) ?? "";
    await enqueueMail(tx, reviewPublishedMail({ baseUrl, to, author, listingTitle, saleId: review.saleId }));
    mails += 1;
  }
  return mails;
}

/** Whether both parties of the sale have written. */
export async function hasBothReviews(tx: Database, saleId: string): Promise<boolean> {
  return (await tx.$count(reviews, eq(reviews.saleId, saleId))) >= 2;
}
