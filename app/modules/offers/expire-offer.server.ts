import { and, asc, eq, lte, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { type Offer, offers } from "#app/db/deal-schema.ts";
import { recordOfferStep } from "./record-offer-step.server.ts";

/**
 * Marks an open offer whose time has passed `expired` and tells its maker in the thread and by mail (the step is
 * told from the other side, which did not answer). The caller holds the offer's row lock.
 */
export async function expireOffer(tx: Database, offer: Offer, baseUrl: string): Promise<void> {
  const [expired] = await tx
    .update(offers)
    .set({ status: "expired", decidedAt: sql`now()` })
    .where(and(eq(offers.id, offer.id), eq(offers.status, "open")))
    .returning();
  if (!expired) return;
  await recordOfferStep(tx, {
    offer: expired,
    event: "expired",
    senderRole: expired.madeBy === "buyer" ? "seller" : "buyer",
    baseUrl,
  });
}

export interface ExpireDueOffersOptions {
  db: Database;
  baseUrl: string;
  /** Offers one transaction takes; the run goes on until none is due. */
  batchSize?: number;
}

/**
 * The expiry job (docs/product/making-the-deal.md, "Offers"): every open offer past its time becomes `expired`, each a
 * step in its thread and a mail to its maker. Each batch locks its offers (`skip locked`: an accept or a second run
 * holding one leaves it to them), so no offer is expired twice. Returns how many expired; the caller wakes the mail
 * worker.
 */
export async function expireDueOffers({ db, baseUrl, batchSize = 100 }: ExpireDueOffersOptions): Promise<number> {
  let expired = 0;
  for (;;) {
    const taken = await db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(offers)
        .where(and(eq(offers.status, "open"), lte(offers.expiresAt, sql`now()`)))
        .orderBy(asc(offers.expiresAt))
        .limit(batchSize)
        .for("update", { skipLocked: true });
      for (const offer of due) await expireOffer(tx, offer, baseUrl);
      return due.length;
    });
    expired += taken;
    if (taken < batchSize) return expired;
  }
}
