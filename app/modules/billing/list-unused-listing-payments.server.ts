import { and, asc, eq, isNull } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { listingRenewals, paymentSessions } from "#app/db/schema.ts";

export interface UnusedListingPayment {
  /** What `/submit-listing?session_id=` takes. */
  sessionKey: string;
  tier: string;
  paidAt: Date | null;
}

/**
 * Listing payments the user made but has not turned into a listing yet (the tab was closed after
 * paying, say), so the dashboard can lead back to the form: a payment is never stranded.
 * Renewals are excluded: they extend their listing on their own.
 */
export async function listUnusedListingPayments(db: Database, userId: string): Promise<UnusedListingPayment[]> {
  const rows = await db
    .select({
      id: paymentSessions.id,
      providerSessionId: paymentSessions.providerSessionId,
      tier: paymentSessions.tier,
      paidAt: paymentSessions.paidAt,
    })
    .from(paymentSessions)
    .leftJoin(listingRenewals, eq(listingRenewals.paymentSessionId, paymentSessions.id))
    .where(
      and(
        eq(paymentSessions.userId, userId),
        eq(paymentSessions.kind, "listing"),
        eq(paymentSessions.status, "paid"),
        isNull(paymentSessions.usedAt),
        isNull(listingRenewals.paymentSessionId),
      ),
    )
    .orderBy(asc(paymentSessions.paidAt));
  return rows.map((row) => ({ sessionKey: row.providerSessionId ?? row.id, tier: row.tier, paidAt: row.paidAt }));
}
