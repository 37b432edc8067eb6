import { and, asc, eq, isNotNull, lte, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { listings } from "#app/db/schema.ts";
import { reopenPendingSale } from "./reopen-pending-sale.server.ts";

export interface ReopenDueSalesOptions {
  db: Database;
  /** BASE_URL: the links of the mails. */
  baseUrl: string;
  /** How many to reopen in one run at most; the next run takes the rest. */
  limit?: number;
}

const isDue = () => and(isNotNull(listings.salePendingUntil), lte(listings.salePendingUntil, sql`now()`));

/**
 * Reopens every pending sale whose time ran out, neither sold nor extended past now (docs/product/making-the-deal.md,
 * Sale pending), each in its own transaction under the listing's row lock: a sale or an extension that won the lock
 * first leaves nothing to reopen. Returns how many reopened.
 */
export async function reopenDueSales({ db, baseUrl, limit = 500 }: ReopenDueSalesOptions): Promise<number> {
  const due = await db
    .select({ id: listings.id })
    .from(listings)
    .where(isDue())
    .orderBy(asc(listings.salePendingUntil))
    .limit(limit);
  let reopened = 0;
  for (const { id } of due) {
    const isReopened = await db.transaction(async (tx) => {
      const [still] = await tx
        .select({ id: listings.id })
        .from(listings)
        .where(and(eq(listings.id, id), isDue()))
        .for("update");
      if (!still) return false;
      await reopenPendingSale(tx, { listingId: id, baseUrl, isSellersStep: false });
      return true;
    });
    if (isReopened) reopened += 1;
  }
  return reopened;
}
