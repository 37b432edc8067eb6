import { and, desc, eq, isNotNull, isNull } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "#app/db/client.server.ts";
import { listingSales, reviews } from "#app/db/people-schema.ts";
import { listings, user } from "#app/db/schema.ts";
import { listingCardColumns } from "#app/modules/listings/listing-card-columns.server.ts";
import type { ListingSummary } from "#app/modules/listings/listing-summary.ts";
import { isPublicListing } from "#app/modules/listings/listing-visibility.server.ts";

/** Campers per page of a profile (docs/product/people-and-trust.md, "Seller profiles"). */
export const profileListingsPageSize = 24;
/** Reviews per page of a profile. */
export const profileReviewsPageSize = 10;

export interface ListPage<T> {
  items: T[];
  hasMore: boolean;
}

/** One page of the account's public campers, newest first (over listings_user_id_idx). */
export async function listProfileListings(
  db: Database,
  userId: string,
  page: number,
): Promise<ListPage<ListingSummary>> {
  const rows = await db
    .select(listingCardColumns)
    .from(listings)
    .where(and(eq(listings.userId, userId), isPublicListing()))
    .orderBy(desc(listings.createdAt), desc(listings.id))
    .limit(profileListingsPageSize + 1)
    .offset((page - 1) * profileListingsPageSize);
  return { items: rows.slice(0, profileListingsPageSize), hasMore: rows.length > profileListingsPageSize };
}

/** A public review of the account, with its author (whose name the page works out) and the one public reply. */
export interface ProfileReview {
  id: string;
  authorRole: "buyer" | "seller";
  author: { id: string; name: string; email: string; deletedAt: Date | null };
  listingTitle: string;
  accuracy: number | null;
  communication: number;
  handover: number;
  body: string;
  publishedAt: Date;
  replyBody: string | null;
}

const author = alias(user, "author");

/** One page of the public reviews of the account, newest first (over reviews_subject_public_idx). */
export async function listProfileReviews(db: Database, userId: string, page: number): Promise<ListPage<ProfileReview>> {
  const rows = await db
    .select({
      id: reviews.id,
      authorRole: reviews.authorRole,
      author: { id: author.id, name: author.name, email: author.email, deletedAt: author.deletedAt },
      listingTitle: listingSales.listingTitle,
      accuracy: reviews.accuracy,
      communication: reviews.communication,
      handover: reviews.handover,
      body: reviews.body,
      publishedAt: reviews.publishedAt,
      replyBody: reviews.replyBody,
    })
    .from(reviews)
    .innerJoin(author, eq(author.id, reviews.authorId))
    .innerJoin(listingSales, eq(listingSales.id, reviews.saleId))
    .where(and(eq(reviews.subjectId, userId), isNotNull(reviews.publishedAt), isNull(reviews.removedAt)))
    .orderBy(desc(reviews.publishedAt), desc(reviews.id))
    .limit(profileReviewsPageSize + 1)
    .offset((page - 1) * profileReviewsPageSize);
  const items = rows.slice(0, profileReviewsPageSize).map((row) => ({ ...row, publishedAt: row.publishedAt as Date }));
  return { items, hasMore: rows.length > profileReviewsPageSize };
}
