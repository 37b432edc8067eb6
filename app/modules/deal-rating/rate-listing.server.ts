import type { Database } from "#app/db/client.server.ts";
import { rateListingsSql } from "./rate-listings-sql.server.ts";

/**
 * Rates one listing, in the transaction that saved its price, type, make, year or mileage
 * (docs/product/buyers-come-back.md, Deal rating); the hourly batch catches its comparables up.
 */
export async function rateListing(tx: Pick<Database, "execute">, listingId: string): Promise<void> {
  await tx.execute(rateListingsSql(listingId));
}
