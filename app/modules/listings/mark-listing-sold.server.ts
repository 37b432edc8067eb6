import { eq, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { listings } from "#app/db/schema.ts";
import { closeOpenOffers, lockOpenOffers } from "#app/modules/offers/close-open-offers.server.ts";
import { refreshTrustFigures } from "#app/modules/profiles/refresh-trust-figures.server.ts";
import { recordListingSale } from "#app/modules/reviews/record-listing-sale.server.ts";
import { recordListingEvent } from "#app/modules/webhooks/record-listing-event.server.ts";
import { afterListingCommit, followListingChange, type ListingChange } from "./after-listing-change.server.ts";
import { type ListingActor, mayChangeListing } from "./listing-actor.ts";
import { listingFailures } from "./listing-failures.ts";
import { listingMessages } from "./listing-form-rules.ts";
import { listingIdSchema } from "./listing-id.ts";
import { listingDisplayTitle } from "./listing-summary.ts";
import { refuseSoldListing } from "./sold-listing-guard.server.ts";

/** A sale price in cents of the listing's currency, and whether its seller published it. */
export interface SalePrice {
  cents: number;
  isPublic: boolean;
}

export interface MarkListingSoldOptions {
  db: Database;
  /** Unvalidated (a URL parameter). */
  listingId: string;
  /** The owner, or an administrator. */
  actor: ListingActor;
  /**
   * The sale price the owner gave, in the listing's currency, if any: used in aggregate by the deal rating, and
   * shown on `/sold` when the owner published it (docs/product/making-the-deal.md, "Sold prices").
   */
  salePrice: SalePrice | null;
  /** The account the owner named as the buyer (docs/product/people-and-trust.md, "Sales and reviews"), or null. */
  buyerId?: string | null;
  /** BASE_URL: the links of the 'Sold' mails. */
  baseUrl: string;
  /** Wakes the mail worker once mails were committed. */
  notifyOutbox?: () => void;
}

/**
 * Marks a listing sold (docs/product/mark-as-sold.md), in one transaction under the listing's row lock, so a
 * second click or tab finds it sold: sets sold_at, makes it inactive (it leaves search at once), ends a pending
 * sale (an accepted offer held it; the offer stays accepted), keeps the sale price and whether it is published, and
 * writes the 'Sold' mail to the buyers who saved it while it was public (those with the
 * price-drop preference on, never its seller). An administrator's sale of someone else's listing is written
 * to the audit log in the same transaction. A buyer named is written for them to confirm, with their mail
 * (recordListingSale). Throws AppError `not-found`, `forbidden`, `conflict` (already sold) or `invalid` (a buyer who
 * did not write about this listing).
 */
export async function markListingSold({
  db,
  listingId,
  actor,
  salePrice,
  buyerId = null,
  baseUrl,
  notifyOutbox,
}: MarkListingSoldOptions): Promise<void> {
  if (!listingIdSchema.safeParse(listingId).success) throw listingFailures.notFound(listingMessages.listingGone);
  const { change, followed } = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        id: listings.id,
        title: listings.title,
        make: listings.make,
        model: listings.model,
        userId: listings.userId,
        soldAt: listings.soldAt,
      })
      .from(listings)
      .where(eq(listings.id, listingId))
      .for("update");
    if (!row) throw listingFailures.notFound(listingMessages.listingGone);
    if (!mayChangeListing(actor, row.userId)) throw listingFailures.forbidden("listings.sold.forbidden");
    refuseSoldListing(row, "listings.sold.alreadySold");
    const change: ListingChange = {
      kind: "sold",
      actor,
      listing: { id: row.id, title: listingDisplayTitle(row), userId: row.userId },
      baseUrl,
    };
    // Before the sale makes the listing inactive: the buyers to tell are those of a public listing.
    const followed = await followListingChange(tx, change);
    await tx
      .update(listings)
      .set({
        soldAt: sql`now()`,
        isActive: false,
        salePendingUntil: null,
        soldPriceCents: salePrice?.cents ?? null,
        soldPriceIsPublic: salePrice?.isPublic ?? false,
      })
      .where(eq(listings.id, row.id));
    await recordListingEvent(tx, "listing.sold", row);
    if (row.userId) await refreshTrustFigures(tx, [row.userId]);
    // Sold: no open offer can be met any more (docs/product/making-the-deal.md, "Offers").
    const closedOffers = await closeOpenOffers(tx, await lockOpenOffers(tx, row.id), baseUrl);
    const sold = { id: row.id, title: change.listing.title, sellerId: row.userId };
    const buyerMails = buyerId ? await recordListingSale(tx, { listing: sold, buyerId, baseUrl }) : 0;
    return { change, followed: { ...followed, mails: followed.mails + buyerMails + closedOffers } };
  });
  await afterListingCommit(db, change, followed, notifyOutbox);
}
