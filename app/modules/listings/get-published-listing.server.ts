import type { Database } from "#app/db/client.server.ts";
import type { Money } from "#app/modules/currencies/currencies.ts";
import { findEditableListing } from "./get-listing-for-edit.server.ts";
import type { ListingActor } from "./listing-actor.ts";
import { listingMessages } from "./listing-form-rules.ts";
import { listingDisplayTitle } from "./listing-summary.ts";

export interface PublishedListing {
  id: string;
  title: string;
  /** The first 160 characters of the description: what the share sheet says. */
  shareText: string;
  /** The cover photo, or null: 'No photo yet'. */
  image: string | null;
  /** The asking price, as the listing shows it. */
  askingPrice: Money;
  location: string;
}

/**
 * What "Your listing is live" shows of a listing its seller has just published (docs/product/selling.md):
 * the owner's or an administrator's, else AppError ('You do not have permission to edit this listing.',
 * 'This listing no longer exists.').
 */
export async function getPublishedListing({
  db,
  listingId,
  actor,
}: {
  db: Database;
  listingId: string;
  actor: ListingActor;
}): Promise<PublishedListing> {
  const row = await findEditableListing(db, listingId, actor, {
    notFound: listingMessages.listingGone,
    forbidden: listingMessages.noPermission,
  });
  return {
    id: row.id,
    title: listingDisplayTitle(row),
    shareText: row.description.slice(0, 160),
    image: row.images[0] ?? null,
    askingPrice: { cents: row.askingPriceCents, currency: row.currency },
    location: row.location,
  };
}
