import type { Database } from "#app/db/client.server.ts";
import { rowCountOf } from "#app/db/raw-result.server.ts";
import { rateListingsSql } from "./rate-listings-sql.server.ts";

/** Rates every listing against its comparables (docs/product/buyers-come-back.md, Deal rating); returns how many changed. */
export async function rateAllListings(db: Pick<Database, "execute">): Promise<number> {
  const result = await db.execute(rateListingsSql());
  return rowCountOf(result);
}
