// The listing events (docs/product/open-platform.md, Webhooks), told to the listing's owner: `listing.published` by
// the one insert of a new listing (insertNewListing: the form, a draft's 'Publish', a payment's return),
// `listing.updated` by the listing form's save (updateListing) and by a sale pending's start and end
// (holdForAcceptedOffer, reopenPendingSale), `listing.sold` by 'Mark as sold' (markListingSold).
import { eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { listings } from "#app/db/schema.ts";
import { recordWebhookEvent } from "./record-webhook-event.server.ts";
import type { ListingEventData, ListingEventStatus } from "./webhook-payload.ts";

export type ListingEvent = "listing.published" | "listing.updated" | "listing.sold";

/** Writes `event` about the listing for its owner's endpoints, in `tx`, after the change (its data is the listing now). */
export function recordListingEvent(
  tx: Database,
  event: ListingEvent,
  listing: { id: string; userId: string | null },
): Promise<number> {
  return recordWebhookEvent(tx, { userId: listing.userId, event, data: () => listingEventData(tx, listing.id) });
}

async function listingEventData(tx: Database, listingId: string): Promise<ListingEventData> {
  const [row] = await tx
    .select({
      id: listings.id,
      title: listings.title,
      priceCents: listings.askingPriceCents,
      currency: listings.currency,
      stockNumber: listings.stockNumber,
      soldAt: listings.soldAt,
      salePendingUntil: listings.salePendingUntil,
      moderationState: listings.moderationState,
      expiresAt: listings.expiresAt,
      isActive: listings.isActive,
      isApproved: listings.isApproved,
    })
    .from(listings)
    .where(eq(listings.id, listingId));
  if (!row) throw new Error(`No listing ${listingId} to tell of`);
  const { id, title, priceCents, currency, stockNumber } = row;
  return { id, url: `/listing/${id}`, title, status: listingEventStatus(row), priceCents, currency, stockNumber };
}

interface ListingState {
  soldAt: Date | null;
  salePendingUntil: Date | null;
  moderationState: "under_review" | "hidden" | null;
  expiresAt: Date;
  isActive: boolean;
  isApproved: boolean;
}

/** In the order the owner's pages decide a listing's state (own-listing-status.ts), a pending sale before 'active'. */
function listingEventStatus(listing: ListingState, now = new Date()): ListingEventStatus {
  if (listing.soldAt) return "sold";
  if (listing.moderationState) return listing.moderationState;
  if (listing.expiresAt <= now) return "expired";
  if (!listing.isActive) return "inactive";
  if (!listing.isApproved) return "awaiting_approval";
  if (listing.salePendingUntil && listing.salePendingUntil > now) return "sale_pending";
  return "active";
}
