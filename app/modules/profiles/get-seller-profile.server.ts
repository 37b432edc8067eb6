import type { Database } from "#app/db/client.server.ts";
import type { ListingSummary } from "#app/modules/listings/listing-summary.ts";
import {
  type ListPage,
  listProfileListings,
  listProfileReviews,
  type ProfileReview,
} from "./list-seller-profile-parts.server.ts";
import { readSellerTrust, type SellerTrust } from "./read-seller-trust.server.ts";
import type { SellerProfileQuery } from "./seller-profile.schema.ts";

export interface GetSellerProfileOptions extends SellerProfileQuery {
  db: Database;
  /** A valid account id (isAccountId). */
  userId: string;
}

export interface SellerProfile {
  account: SellerTrust;
  listings: ListPage<ListingSummary>;
  reviews: ListPage<ProfileReview>;
}

/**
 * What /seller/{id} shows (docs/product/people-and-trust.md, "Seller profiles"): the account with its precomputed
 * figures (one primary-key lookup), a page of its public campers and a page of its public reviews, read at once.
 * `missing` for no such account, `deleted` for a deleted one (nothing of it is shown).
 */
export async function getSellerProfile({
  db,
  userId,
  listings,
  reviews,
}: GetSellerProfileOptions): Promise<SellerProfile | "missing" | "deleted"> {
  const [account, listingPage, reviewPage] = await Promise.all([
    readSellerTrust(db, { userId }),
    listProfileListings(db, userId, listings),
    listProfileReviews(db, userId, reviews),
  ]);
  if (!account) return "missing";
  if (account.deletedAt) return "deleted";
  return { account, listings: listingPage, reviews: reviewPage };
}
