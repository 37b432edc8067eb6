import { lt, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { rowCountOf } from "#app/db/raw-result.server.ts";
import { listingViewVisitors } from "#app/db/schema.ts";

/**
 * Forgets which visitors were counted before yesterday (UTC): a visitor's hash changes with the day, so only
 * today's rows, and yesterday's for views written just after midnight, can still match
 * (docs/product/seller-statistics.md, What is kept). Returns how many rows went.
 */
export async function pruneListingViewVisitors(db: Database, now = new Date()): Promise<number> {
  const today = now.toISOString().slice(0, 10);
  const result = await db.delete(listingViewVisitors).where(lt(listingViewVisitors.day, sql`${today}::date - 1`));
  return rowCountOf(result);
}
