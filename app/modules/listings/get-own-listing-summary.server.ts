import type { Database } from "#app/db/client.server.ts";
import type { Currency } from "#app/db/listing-vocabulary.ts";
import { listingTiers } from "#app/modules/billing/catalogue.ts";
import { type EditRefusalMessages, findEditableListing } from "./get-listing-for-edit.server.ts";
import type { ListingActor } from "./listing-actor.ts";
import { listingDisplayTitle } from "./listing-summary.ts";

export interface OwnListingSummary {
  id: string;
  title: string;
  tierName: string;
  expiresAt: Date;
  /** When it was marked sold (docs/product/mark-as-sold.md); null while not sold. */
  soldAt: Date | null;
  /** The currency of its asking price, and of the sale price its owner gives. */
  currency: Currency;
}

/** What the delete, renew and mark-as-sold pages name: the owner's (or an administrator's) listing, else AppError. */
export async function getOwnListingSummary({
  db,
  listingId,
  actor,
  messages,
}: {
  db: Database;
  listingId: string;
  actor: ListingActor;
  messages?: EditRefusalMessages;
}): Promise<OwnListingSummary> {
  const row = await findEditableListing(db, listingId, actor, messages);
  return {
    id: row.id,
    title: listingDisplayTitle(row),
    tierName: listingTiers[row.tier]?.name ?? row.tier,
    expiresAt: row.expiresAt,
    soldAt: row.soldAt,
    currency: row.currency,
  };
}
