// A sold listing stays sold (docs/product/mark-as-sold.md): it cannot be edited, renewed or marked sold again.
import { eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { listings } from "#app/db/schema.ts";
import type { Money } from "#app/modules/currencies/currencies.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { listingFailures } from "./listing-failures.ts";

/** AppError `conflict` with the page's own words when the listing is sold. */
export function refuseSoldListing(listing: { soldAt: Date | null }, message: MessageId = "listings.sold.soldNoEdit") {
  if (listing.soldAt !== null) throw listingFailures.sold(message);
}

/**
 * Locks the listing's row until the transaction ends and refuses it when sold: an edit that raced a sale
 * finds it sold here. Returns the asking price the edit replaces, read where no concurrent edit can change
 * it first.
 */
export async function lockUnsoldListing(tx: Database, listingId: string): Promise<{ askingPrice: Money }> {
  const [row] = await tx
    .select({ cents: listings.askingPriceCents, currency: listings.currency, soldAt: listings.soldAt })
    .from(listings)
    .where(eq(listings.id, listingId))
    .for("update");
  if (!row) throw listingFailures.notFound();
  refuseSoldListing(row);
  return { askingPrice: { cents: row.cents, currency: row.currency } };
}
