import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { type Offer, offers } from "#app/db/deal-schema.ts";
import { expireOffer } from "./expire-offer.server.ts";
import { recordOfferStep } from "./record-offer-step.server.ts";

/** An open offer on the listing, locked, and whether its time has passed. */
export interface LockedOpenOffer {
  offer: Offer;
  isDue: boolean;
}

/**
 * The listing's open offers, locked in one order (by id) for every writer that closes them, so two of them cannot
 * deadlock.
 */
export async function lockOpenOffers(tx: Database, listingId: string): Promise<LockedOpenOffer[]> {
  return tx
    .select({ offer: offers, isDue: sql<boolean>`${offers.expiresAt} <= now()`.mapWith(Boolean) })
    .from(offers)
    .where(and(eq(offers.listingId, listingId), eq(offers.status, "open")))
    .orderBy(asc(offers.id))
    .for("update");
}

/**
 * Closes open offers the camper can no longer meet (another offer was accepted, or it was sold): one past its time
 * expires, a buyer's is declined for the seller, a seller's counter withdrawn, each a step in its thread and a mail.
 * Returns how many it closed.
 */
export async function closeOpenOffers(
  tx: Database,
  open: readonly LockedOpenOffer[],
  baseUrl: string,
): Promise<number> {
  for (const { offer, isDue } of open) {
    if (isDue) await expireOffer(tx, offer, baseUrl);
    else await closeForTakenCamper(tx, offer, baseUrl);
  }
  return open.length;
}

async function closeForTakenCamper(tx: Database, offer: Offer, baseUrl: string): Promise<void> {
  const isCounter = offer.madeBy === "seller";
  const [closed] = await tx
    .update(offers)
    .set({ status: isCounter ? "withdrawn" : "declined", decidedAt: sql`now()` })
    .where(eq(offers.id, offer.id))
    .returning();
  if (!closed) return;
  await recordOfferStep(tx, {
    offer: closed,
    event: isCounter ? "withdrawn" : "declined",
    senderRole: "seller",
    baseUrl,
    isAutomatic: true,
  });
}
