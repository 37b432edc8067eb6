import { eq, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { listings } from "#app/db/schema.ts";
import type { ListingActor } from "#app/modules/listings/listing-actor.ts";
import { auditPendingSaleStep } from "./audit-pending-sale-step.server.ts";
import { findPendingListing } from "./find-pending-listing.server.ts";
import { salePendingDays } from "./hold-sale-pending.server.ts";
import { salePendingFailures } from "./sale-pending-failures.ts";

export interface ExtendPendingSaleOptions {
  db: Database;
  /** Unvalidated (a URL parameter). */
  listingId: string;
  /** The owner, or an administrator. */
  actor: ListingActor;
}

/**
 * Extends a pending sale once, by 7 days from its current end (docs/product/making-the-deal.md, Sale pending), and
 * gives back the new end. Throws AppError `not-found`, `forbidden`, or `conflict` when no sale is pending or it was
 * extended already.
 */
export async function extendPendingSale({ db, listingId, actor }: ExtendPendingSaleOptions): Promise<Date> {
  return db.transaction(async (tx) => {
    const listing = await findPendingListing(tx, listingId, actor, { forUpdate: true });
    if (listing.salePendingExtended) throw salePendingFailures.alreadyExtended();
    const [extended] = await tx
      .update(listings)
      .set({
        salePendingUntil: sql`${listings.salePendingUntil} + make_interval(days => ${salePendingDays})`,
        salePendingExtended: true,
      })
      .where(eq(listings.id, listing.id))
      .returning({ until: listings.salePendingUntil });
    if (!extended?.until) throw new Error(`The pending sale of ${listing.id} was not extended`);
    await auditPendingSaleStep(tx, actor, listing, "sale pending extended");
    return extended.until;
  });
}
