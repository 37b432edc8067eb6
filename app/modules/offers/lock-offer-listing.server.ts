import { eq, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { listings } from "#app/db/schema.ts";
import type { Currency } from "#app/modules/currencies/currencies.ts";
import { isPublicListing } from "#app/modules/listings/listing-visibility.server.ts";
import { offerFailures } from "./offer-failures.ts";

/** What an offer step reads of its listing, under the listing's row lock. */
export interface OfferListing {
  id: string;
  currency: Currency;
  askingPriceCents: number;
  acceptsOffers: boolean;
  offerFloorCents: number | null;
}

/**
 * Locks the listing an offer is about and refuses it unless it can still be sold through an offer: public (approved,
 * active, not expired), not sold, no sale pending. `update` for an accept, which makes the sale pending: two accepts
 * on one listing then take turns, and the second finds it pending; `share` for the steps that only need it to stay
 * as it is until they commit (an offer, a counter), so they never wait for each other.
 */
export async function lockOfferListing(
  tx: Database,
  listingId: string | null,
  strength: "update" | "share",
): Promise<OfferListing> {
  if (!listingId) throw offerFailures.listingGone();
  const [row] = await tx
    .select({
      id: listings.id,
      currency: listings.currency,
      askingPriceCents: listings.askingPriceCents,
      acceptsOffers: listings.acceptsOffers,
      offerFloorCents: listings.offerFloorCents,
      soldAt: listings.soldAt,
      salePendingUntil: listings.salePendingUntil,
      isPublic: sql<boolean>`${isPublicListing()}`.mapWith(Boolean),
    })
    .from(listings)
    .where(eq(listings.id, listingId))
    .for(strength, { of: listings });
  if (!row) throw offerFailures.listingGone();
  if (row.soldAt) throw offerFailures.sold();
  if (!row.isPublic) throw offerFailures.listingGone();
  if (row.salePendingUntil) throw offerFailures.salePending();
  const { soldAt: _sold, salePendingUntil: _pending, isPublic: _public, ...listing } = row;
  return listing;
}
