import { and, eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { listings } from "#app/db/schema.ts";

/** Whether the account owns the listing: its page then offers no contact form and no report link. */
export async function isListingOwner(db: Database, listingId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: listings.id })
    .from(listings)
    .where(and(eq(listings.id, listingId), eq(listings.userId, userId)))
    .limit(1);
  return row !== undefined;
}
