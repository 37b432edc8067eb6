import { and, eq, gt, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { conversations } from "#app/db/conversations-schema.ts";
import { offers } from "#app/db/deal-schema.ts";
import { listings } from "#app/db/schema.ts";
import { findListingSeller } from "#app/modules/conversations/find-listing-seller.server.ts";
import type { Currency } from "#app/modules/currencies/currencies.ts";
import { listingDisplayTitle } from "#app/modules/listings/listing-summary.ts";
import type { OffersClosedReason } from "./get-offer-panel.server.ts";

export interface MakeOfferPage {
  listing: { id: string; title: string; askingPriceCents: number; currency: Currency };
  isOwnListing: boolean;
  /** Why no offer can be made now (a firm price, a pending sale, nobody to receive it); null: it can. */
  closedReason: OffersClosedReason | "sellerUnavailable" | null;
  /** The buyer's conversation when it holds an open offer already: they answer or withdraw it there. */
  openOfferConversationId: string | null;
}

/**
 * What /listing/{id}/offer shows a signed-in viewer (docs/product/making-the-deal.md, "Offers"): the public listing's
 * title and asking price, and whether they may make an offer on it now; null when the listing is not public.
 */
export async function getMakeOfferPage(
  db: Database,
  listingId: string,
  viewerId: string,
): Promise<MakeOfferPage | null> {
  const seller = await findListingSeller(db, listingId);
  if (seller.status === "listing-not-found") return null;
  const [[listing], [openOffer]] = await Promise.all([
    db
      .select({
        title: listings.title,
        make: listings.make,
        model: listings.model,
        askingPriceCents: listings.askingPriceCents,
        currency: listings.currency,
        acceptsOffers: listings.acceptsOffers,
        isSalePending: sql<boolean>`${listings.salePendingUntil} is not null`.mapWith(Boolean),
        ownerId: listings.userId,
      })
      .from(listings)
      .where(eq(listings.id, listingId)),
    db
      .select({ conversationId: offers.conversationId })
      .from(offers)
      .innerJoin(conversations, eq(conversations.id, offers.conversationId))
      .where(
        and(
          eq(conversations.listingId, listingId),
          eq(conversations.buyerId, viewerId),
          eq(offers.status, "open"),
          gt(offers.expiresAt, sql`now()`),
        ),
      ),
  ]);
  if (!listing) return null;
  return {
    listing: {
      id: listingId,
      title: listingDisplayTitle(listing),
      askingPriceCents: listing.askingPriceCents,
      currency: listing.currency,
    },
    isOwnListing: listing.ownerId === viewerId,
    closedReason: listing.isSalePending
      ? "salePending"
      : !listing.acceptsOffers
        ? "firm"
        : seller.status === "seller-unavailable"
          ? "sellerUnavailable"
          : null,
    openOfferConversationId: openOffer?.conversationId ?? null,
  };
}
