import type { Database } from "#app/db/client.server.ts";
import { rateListingsSql } from "./rate-listings-sql.server.ts";

/** Rates every listing against its comparables (docs/product/buyers-come-back.md, Deal rating); returns how many changed. */
export async function rateAllListings(db: Pick<Database, "execute">): Promise<number> {
  const result = await db.execute(rateListingsSql());
  return rowCountOf(result);
}

/** PGlite and node-postgres name the changed rows differently. */
export function rowCountOf(result: unknown): number {
  const counted = result as { rowCount?: number | null; affectedRows?: number };
  return counted.rowCount ?? counted.affectedRows ?? 0;
}
