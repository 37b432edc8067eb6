import { and, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "#app/db/client.server.ts";
import { listingSales, reviews, type SaleParty, user } from "#app/db/schema.ts";
import { namedPerson } from "./named-person.server.ts";
import type { NamedPerson } from "./party-name.ts";
import type { PublicReview } from "./public-review.ts";
import { selectPublicReviews } from "./public-reviews.server.ts";
import { reviewRecordIdSchema } from "./sale-id.ts";

export interface PartySale {
  id: string;
  /** Null once the listing is deleted. */
  listingId: string | null;
  listingTitle: string;
  /** The asker's side. */
  role: SaleParty;
  other: NamedPerson;
  confirmedAt: Date | null;
  /** When writing ends and every review of the sale is public; null until confirmed. */
  reviewsCloseAt: Date | null;
  /** Whether reviews may still be written now. */
  isReviewOpen: boolean;
  /** The asker's own review, once written. */
  myReview: { createdAt: Date; publishedAt: Date | null } | null;
  /** The sale's reviews everyone may read. */
  publicReviews: PublicReview[];
}

const seller = alias(user, "sale_seller");
const buyer = alias(user, "sale_buyer");

/**
 * The sale `rawId` names, as /sale/{id} shows it to one of its two parties; null for anyone else (administrators
 * included), an unknown id or a malformed one alike (docs/product/people-and-trust.md, "Sales and reviews").
 */
export async function getPartySale(db: Database, rawId: unknown, viewerId: string): Promise<PartySale | null> {
  const id = reviewRecordIdSchema.safeParse(rawId);
  if (!id.success) return null;
  const [row] = await db
    .select({
      id: listingSales.id,
      listingId: listingSales.listingId,
      listingTitle: listingSales.listingTitle,
      confirmedAt: listingSales.confirmedAt,
      reviewsCloseAt: listingSales.reviewsCloseAt,
      seller: { id: seller.id, name: seller.name, email: seller.email, deletedAt: seller.deletedAt },
      buyer: { id: buyer.id, name: buyer.name, email: buyer.email, deletedAt: buyer.deletedAt },
    })
    .from(listingSales)
    .innerJoin(seller, eq(seller.id, listingSales.sellerId))
    .innerJoin(buyer, eq(buyer.id, listingSales.buyerId))
    .where(eq(listingSales.id, id.data));
  if (!row || (row.seller.id !== viewerId && row.buyer.id !== viewerId)) return null;
  const role: SaleParty = row.seller.id === viewerId ? "seller" : "buyer";
  const [mine] = await db
    .select({ createdAt: reviews.createdAt, publishedAt: reviews.publishedAt })
    .from(reviews)
    .where(and(eq(reviews.saleId, row.id), eq(reviews.authorId, viewerId)));
  const publicReviews = await selectPublicReviews(db, eq(reviews.saleId, row.id), { limit: 2, offset: 0 });
  return {
    id: row.id,
    listingId: row.listingId,
    listingTitle: row.listingTitle,
    role,
    other: namedPerson(role === "seller" ? row.buyer : row.seller),
    confirmedAt: row.confirmedAt,
    reviewsCloseAt: row.reviewsCloseAt,
    isReviewOpen: row.reviewsCloseAt !== null && row.reviewsCloseAt.getTime() > Date.now(),
    myReview: mine ?? null,
    publicReviews,
  };
}
