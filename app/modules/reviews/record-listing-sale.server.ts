import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { conversations, listingSales, user } from "#app/db/schema.ts";
import { fieldError } from "#app/lib/app-error.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { enqueueMail } from "#app/modules/mail/enqueue-mail.server.ts";
import { readReviewParties } from "./review-parties.server.ts";
import { saleNamedMail } from "./sale-named-mail.ts";

export interface RecordListingSaleOptions {
  /** The listing's row is locked by the sale being made. */
  listing: { id: string; title: string; sellerId: string | null };
  /** The account the seller named. */
  buyerId: string;
  /** BASE_URL: the link of the buyer's mail. */
  baseUrl: string;
}

/**
 * Writes who bought a listing being marked sold, in `tx`, the sale's transaction (docs/product/people-and-trust.md,
 * "Sales and reviews"): the buyer must be an account that wrote to the seller about this listing and is not
 * deleted, else AppError `invalid` on the field `buyer`. The sale waits for the buyer's confirmation; the buyer gets
 * "{seller} says you bought {listing}: confirm it" unless they turned mails about reviews off. Returns the mails
 * written.
 */
export async function recordListingSale(
  tx: Database,
  { listing, buyerId, baseUrl }: RecordListingSaleOptions,
): Promise<number> {
  const sellerId = listing.sellerId;
  const [conversation] = sellerId
    ? await tx
        .select({ id: conversations.id })
        .from(conversations)
        .innerJoin(user, eq(user.id, conversations.buyerId))
        .where(
          and(
            eq(conversations.listingId, listing.id),
            eq(conversations.sellerId, sellerId),
            eq(conversations.buyerId, buyerId),
            isNull(user.deletedAt),
          ),
        )
    : [];
  if (!sellerId || !conversation) throw fieldError("buyer", "reviews.buyerChoice.notAWriter" satisfies MessageId);

  const [sale] = await tx
    .insert(listingSales)
    .values({ listingId: listing.id, listingTitle: listing.title, sellerId, buyerId, conversationId: conversation.id })
    .returning({ id: listingSales.id });
  if (!sale) throw new Error("The sale insert returned no row");

  const parties = await readReviewParties(tx, [sellerId, buyerId]);
  const seller = parties.get(sellerId);
  const buyer = parties.get(buyerId)?.recipient;
  if (!seller || !buyer) return 0;
  await enqueueMail(
    tx,
    saleNamedMail({ baseUrl, to: buyer, seller: seller.person, listingTitle: listing.title, saleId: sale.id }),
  );
  return 1;
}
