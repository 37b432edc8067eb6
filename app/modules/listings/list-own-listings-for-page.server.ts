import type { Database } from "#app/db/client.server.ts";
import type { Logger } from "#app/lib/logger.server.ts";
import { listOwnListings, type OwnListing } from "./list-own-listings.server.ts";

export interface ListOwnListingsForPageOptions {
  db: Database;
  logger: Logger;
  userId: string;
}

/** What the dashboard and /my-listings show when the seller's listings cannot be read (docs/product/selling.md). */
export const ownListingsFailedMessage = "listings.rules.ownListingsFailed";

/**
 * The seller's listings for the dashboard and /my-listings. A failed read is logged ('Failed to fetch
 * listings') and comes back as no listings with its message, so the rest of the page stays usable.
 */
export async function listOwnListingsForPage({
  db,
  logger,
  userId,
}: ListOwnListingsForPageOptions): Promise<{ listings: OwnListing[]; failure: string | null }> {
  try {
    return { listings: await listOwnListings({ db, userId }), failure: null };
  } catch (error) {
    logger.error({ err: error, userId }, "Failed to fetch listings");
    return { listings: [], failure: ownListingsFailedMessage };
  }
}
