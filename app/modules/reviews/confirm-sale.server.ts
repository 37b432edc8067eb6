import { eq, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { listingSales } from "#app/db/schema.ts";
import { AppError } from "#app/lib/app-error.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { enqueueMail } from "#app/modules/mail/enqueue-mail.server.ts";
import { lockPartySale } from "./lock-party-sale.server.ts";
import { readReviewParties } from "./review-parties.server.ts";
import { reviewWindowDays } from "./review-rules.ts";
import { saleConfirmedMail } from "./sale-confirmed-mail.ts";

export interface ConfirmSaleOptions {
  db: Database;
  /** Unvalidated (a URL parameter). */
  saleId: string;
  /** The signed-in account: only the buyer named may confirm. */
  actorId: string;
  baseUrl: string;
  /** Wakes the mail worker once the seller's mail is committed. */
  notifyOutbox?: () => void;
}

/**
 * The buyer's "I bought this" (docs/product/people-and-trust.md, "Sales and reviews"): the sale is confirmed now,
 * its reviews may be written for 14 days (`reviews_close_at`), and the seller is told they can review, unless they
 * turned mails about reviews off. AppError `not-found` (not a party), `forbidden` (the seller) or `conflict`
 * (already confirmed).
 */
export async function confirmSale({ db, saleId, actorId, baseUrl, notifyOutbox }: ConfirmSaleOptions): Promise<void> {
  const mails = await db.transaction(async (tx) => {
    const sale = await lockPartySale(tx, saleId, actorId);
    if (sale.role !== "buyer") throw new AppError("forbidden", "reviews.sale.notBuyer" satisfies MessageId);
    if (sale.confirmedAt) throw new AppError("conflict", "reviews.sale.alreadyConfirmed" satisfies MessageId);
    const [confirmed] = await tx
      .update(listingSales)
      .set({
        confirmedAt: sql`now()`,
        reviewsCloseAt: sql`now() + make_interval(days => ${reviewWindowDays})`,
      })
      .where(eq(listingSales.id, sale.id))
      .returning({ reviewsCloseAt: listingSales.reviewsCloseAt });

    const parties = await readReviewParties(tx, [sale.sellerId, sale.buyerId]);
    const seller = parties.get(sale.sellerId)?.recipient;
    const buyer = parties.get(sale.buyerId)?.person;
    if (!seller || !buyer || !confirmed?.reviewsCloseAt) return 0;
    await enqueueMail(
      tx,
      saleConfirmedMail({
        baseUrl,
        to: seller,
        buyer,
        listingTitle: sale.listingTitle,
        saleId: sale.id,
        reviewsCloseAt: confirmed.reviewsCloseAt,
      }),
    );
    return 1;
  });
  if (mails > 0) notifyOutbox?.();
}
