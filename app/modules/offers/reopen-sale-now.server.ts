import type { Database } from "#app/db/client.server.ts";
import type { ListingActor } from "#app/modules/listings/listing-actor.ts";
import { auditPendingSaleStep } from "./audit-pending-sale-step.server.ts";
import { findPendingListing } from "./find-pending-listing.server.ts";
import { reopenPendingSale } from "./reopen-pending-sale.server.ts";

export interface ReopenSaleNowOptions {
  db: Database;
  /** Unvalidated (a URL parameter). */
  listingId: string;
  /** The owner, or an administrator. */
  actor: ListingActor;
  /** BASE_URL: the links of the mails. */
  baseUrl: string;
  /** Wakes the mail worker once the mails were committed. */
  notifyOutbox?: () => void;
}

/**
 * 'Reopen now': the seller (or an administrator) ends a pending sale before its time (docs/product/making-the-deal.md,
 * Sale pending), as its end would. Throws AppError `not-found`, `forbidden`, or `conflict` when no sale is pending.
 */
export async function reopenSaleNow({ db, listingId, actor, baseUrl, notifyOutbox }: ReopenSaleNowOptions) {
  await db.transaction(async (tx) => {
    const listing = await findPendingListing(tx, listingId, actor, { forUpdate: true });
    await reopenPendingSale(tx, { listingId: listing.id, baseUrl, isSellersStep: actor.id === listing.userId });
    await auditPendingSaleStep(tx, actor, listing, "sale pending reopened");
  });
  notifyOutbox?.();
}
