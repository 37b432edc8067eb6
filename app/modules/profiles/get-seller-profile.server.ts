import type { Database } from "#app/db/client.server.ts";
import { listPublicReviews, type PublicReviewsPage } from "#app/modules/reviews/list-public-reviews.server.ts";
import { listProfileListings, type ProfileListingsPage } from "./list-profile-listings.server.ts";
import { readSellerTrust, type SellerTrust } from "./read-seller-trust.server.ts";
import type { SellerProfileQuery } from "./seller-profile.schema.ts";

export interface GetSellerProfileOptions extends SellerProfileQuery {
  db: Database;
  /** A valid account id (isAccountId). */
  userId: string;
}

export interface SellerProfile {
  account: SellerTrust;
  listings: ProfileListingsPage;
  reviews: PublicReviewsPage;
}

/**
 * What /seller/{id} shows (docs/product/people-and-trust.md, "Seller profiles"): the account with its precomputed
 * figures (one primary-key lookup), a page of its public campers and a page of its public reviews (the reviews
 * area's own query, as the sale's page shows them), read at once. `missing` for no such account, `deleted` for a
 * deleted one (nothing of it is shown).
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
    listPublicReviews(db, userId, reviews),
  ]);
  if (!account) return "missing";
  if (account.deletedAt) return "deleted";
  return { account, listings: listingPage, reviews: reviewPage };
}
