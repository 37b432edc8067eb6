// A builder's free listing (docs/product/payments.md, Builder perks): no checkout, but a payment session
// all the same, recorded as paid with amount 0, so the listing form consumes it like any other and the count of listings bought
// stays in one table.
import { randomUUID } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { type ListingTierId, type PaymentProviderId, paymentSessions } from "#app/db/schema.ts";
import { getListingPerks } from "./listing-perks.server.ts";

export interface GrantFreeListingOptions {
  db: Database;
  userId: string;
  tier: ListingTierId;
  /** The configured provider's name (the column needs one; no provider is asked). */
  provider: PaymentProviderId;
}

export interface GrantedFreeListing {
  sessionId: string;
  providerSessionId: string;
}

/** What a free listing's provider session id starts with (it names no provider's checkout). */
export const freeListingSessionPrefix = "free_";

/** The listing form for a free listing's session. */
export function freeListingFormPath(providerSessionId: string): string {
  return `/submit-listing?session_id=${encodeURIComponent(providerSessionId)}`;
}

/**
 * Records a free listing for a builder who has one left, or returns null (no active profile, or the
 * free ones are used). One per user at a time: an unused free session of the same tier is handed out
 * again, and one of another tier is replaced (it was never charged, and only one free listing may be
 * open, or several tabs could hold more free listings than the package gives). A per-user advisory
 * lock makes concurrent requests take turns.
 */
export async function grantFreeListing({
  db,
  userId,
  tier,
  provider,
}: GrantFreeListingOptions): Promise<GrantedFreeListing | null> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`listing-perks:${userId}`}))`);
    const perks = await getListingPerks({ db: tx, userId });
    if (!perks || perks.freeListingsLeft === 0) return null;

    const unusedFree = and(
      eq(paymentSessions.userId, userId),
      eq(paymentSessions.kind, "listing"),
      eq(paymentSessions.status, "paid"),
      eq(paymentSessions.amountCents, 0),
      isNull(paymentSessions.usedAt),
    );
    const [sameTier] = await tx
      .select({ id: paymentSessions.id, providerSessionId: paymentSessions.providerSessionId })
      .from(paymentSessions)
      .where(and(unusedFree, eq(paymentSessions.tier, tier)))
      .limit(1);
    if (sameTier?.providerSessionId) return { sessionId: sameTier.id, providerSessionId: sameTier.providerSessionId };
    await tx.delete(paymentSessions).where(unusedFree);

    const id = randomUUID();
    const providerSessionId = `${freeListingSessionPrefix}${id}`;
    await tx.insert(paymentSessions).values({
      id,
      provider,
      providerSessionId,
      userId,
      kind: "listing",
      tier,
      amountCents: 0,
      currency: "usd",
      status: "paid",
      paidAt: sql`now()`,
    });
    return { sessionId: id, providerSessionId };
  });
}
