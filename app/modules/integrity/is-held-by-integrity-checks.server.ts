import { and, eq, isNotNull } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { listingIntegrity } from "#app/db/schema.ts";

/**
 * Whether the integrity checks hold the listing from search (docs/product/integrity-checks.md): a decision on its
 * reports then leaves it under review, for the integrity queue to decide.
 */
export async function isHeldByIntegrityChecks(tx: Pick<Database, "select">, listingId: string): Promise<boolean> {
  const [row] = await tx
    .select({ listingId: listingIntegrity.listingId })
    .from(listingIntegrity)
    .where(and(eq(listingIntegrity.listingId, listingId), isNotNull(listingIntegrity.heldAt)));
  return row !== undefined;
}
