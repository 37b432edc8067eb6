import { and, desc, eq, gt, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { offers } from "#app/db/deal-schema.ts";
import type { OfferMaker } from "#app/db/offer-vocabulary.ts";
import { listings } from "#app/db/schema.ts";
import { canContactSeller } from "#app/modules/conversations/can-contact-seller.server.ts";
import type { PartyConversation } from "#app/modules/conversations/find-party-conversation.server.ts";
import type { Currency } from "#app/modules/currencies/currencies.ts";
import { isPublicListing } from "#app/modules/listings/listing-visibility.server.ts";
import type { OfferIntent } from "./offer-rules.ts";

/** Why a buyer cannot make an offer in the conversation now, as the panel says it. */
export type OffersClosedReason = "firm" | "salePending" | "sold" | "gone";

/** The thread's offer panel (docs/product/making-the-deal.md, "Offers"), as its viewer may act on it. */
export interface OfferPanelView {
  listingId: string | null;
  /** The listing's asking price while it exists: a counter-offer may not exceed it. */
  askingPriceCents: number | null;
  /** The conversation's open offer within its time, and what the viewer may do with it. */
  open: {
    id: string;
    madeBy: OfferMaker;
    isMine: boolean;
    amountCents: number;
    currency: Currency;
    expiresAt: Date;
    intents: OfferIntent[];
  } | null;
  /** The offer accepted in this conversation: the deal the two are carrying out. */
  accepted: { id: string; amountCents: number; currency: Currency } | null;
  /** The buyer may make an offer: the form's currency and the asking price it may not exceed. */
  newOffer: { listingId: string; currency: Currency; askingPriceCents: number } | null;
  /** For the buyer with no open offer: why no offer can be made. */
  closedReason: OffersClosedReason | null;
}

/**
 * What the offer panel of a conversation shows its viewer, a party (findPartyConversation): the open offer with the
 * buttons the server would accept from them, the accepted offer, and the buyer's 'Make an offer' form or why there is
 * none. The server checks every step again; this only spares a party buttons that could not work.
 */
export async function getOfferPanel(db: Database, conversation: PartyConversation): Promise<OfferPanelView> {
  const [openRow, acceptedRow, listing] = await Promise.all([
    db
      .select()
      .from(offers)
      .where(
        and(eq(offers.conversationId, conversation.id), eq(offers.status, "open"), gt(offers.expiresAt, sql`now()`)),
      )
      .then((rows) => rows[0]),
    db
      .select({ id: offers.id, amountCents: offers.amountCents, currency: offers.currency })
      .from(offers)
      .where(and(eq(offers.conversationId, conversation.id), eq(offers.status, "accepted")))
      .orderBy(desc(offers.decidedAt))
      .limit(1)
      .then((rows) => rows[0]),
    readListingTerms(db, conversation.listingId),
  ]);
  const isReachable = !conversation.isOtherDeleted && !conversation.hasBlocked && !conversation.isBlockedBy;
  const closedReason = listing ? listing.closedReason : "gone";
  const canGoOn = isReachable && closedReason !== "gone" && closedReason !== "sold" && closedReason !== "salePending";
  const open = openRow
    ? {
        id: openRow.id,
        madeBy: openRow.madeBy,
        isMine: openRow.madeBy === conversation.role,
        amountCents: openRow.amountCents,
        currency: openRow.currency,
        expiresAt: openRow.expiresAt,
        intents: openIntents(openRow.madeBy, conversation.role, canGoOn),
      }
    : null;
  const mayOffer =
    conversation.role === "buyer" &&
    !open &&
    isReachable &&
    listing !== null &&
    listing.closedReason === null &&
    conversation.listingId !== null &&
    (await canContactSeller({ db, listingId: conversation.listingId }));
  return {
    listingId: conversation.listingId,
    askingPriceCents: listing?.askingPriceCents ?? null,
    open,
    accepted: acceptedRow ?? null,
    newOffer:
      mayOffer && listing && conversation.listingId
        ? { listingId: conversation.listingId, currency: listing.currency, askingPriceCents: listing.askingPriceCents }
        : null,
    closedReason: conversation.role === "buyer" && !open && !acceptedRow && isReachable ? closedReason : null,
  };
}

/** The buttons for an open offer: its maker may withdraw it; the other party decline it, and accept or counter it while the deal can go on. */
function openIntents(madeBy: OfferMaker, viewerRole: OfferMaker, canGoOn: boolean): OfferIntent[] {
  if (madeBy === viewerRole) return ["withdraw"];
  const goingOn: OfferIntent[] = viewerRole === "seller" ? ["accept", "counter"] : ["accept"];
  return canGoOn ? [...goingOn, "decline"] : ["decline"];
}

async function readListingTerms(db: Database, listingId: string | null) {
  if (!listingId) return null;
  const [row] = await db
    .select({
      currency: listings.currency,
      askingPriceCents: listings.askingPriceCents,
      acceptsOffers: listings.acceptsOffers,
      isSold: sql<boolean>`${listings.soldAt} is not null`.mapWith(Boolean),
      isSalePending: sql<boolean>`${listings.salePendingUntil} is not null`.mapWith(Boolean),
      isPublic: sql<boolean>`coalesce(${isPublicListing()}, false)`.mapWith(Boolean),
    })
    .from(listings)
    .where(eq(listings.id, listingId));
  if (!row) return null;
  const closedReason: OffersClosedReason | null = row.isSold
    ? "sold"
    : !row.isPublic
      ? "gone"
      : row.isSalePending
        ? "salePending"
        : row.acceptsOffers
          ? null
          : "firm";
  return { currency: row.currency, askingPriceCents: row.askingPriceCents, closedReason };
}
