import type { Database } from "#app/db/client.server.ts";
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
}

/** What the delete and renew pages name: the listing of its owner (or an administrator), else AppError. */
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
  };
}
