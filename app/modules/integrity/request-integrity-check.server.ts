import { sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { listingIntegrity } from "#app/db/schema.ts";

/**
 * Asks for the integrity checks of a listing (docs/product/integrity-checks.md), in `tx`, the transaction that
 * published or edited it: the request commits with the change or not at all, and the checks run after the commit
 * (integrity-check-schedule.server.ts), so a failing check never fails the seller's save and is tried again.
 */
export async function requestIntegrityCheck(tx: Pick<Database, "insert">, listingId: string): Promise<void> {
  await tx
    .insert(listingIntegrity)
    .values({ listingId, pendingSince: sql`now()` })
    .onConflictDoUpdate({
      target: listingIntegrity.listingId,
      set: { pendingSince: sql`now()`, retryAt: null, failures: 0 },
    });
}

/** A request as text to the microsecond, which a JavaScript Date would round: what a run answers. */
export const pendingRequestText = () =>
  sql<string>`to_char(${listingIntegrity.pendingSince} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')`;
