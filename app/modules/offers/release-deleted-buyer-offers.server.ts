import { and, asc, eq, inArray, isNotNull } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { listings, offers } from "#app/db/schema.ts";
import { recordOfferStep } from "./record-offer-step.server.ts";
import { reopenPendingSale } from "./reopen-pending-sale.server.ts";

/**
 * A buyer deleting their account (docs/product/making-the-deal.md, Offers; people-and-trust.md, Deleting an account)
 * leaves no seller waiting on them: a sale pending on their accepted offer reopens at once, and their open offers,
 * and the counters made to them, are withdrawn, each a step in its thread. In the deletion's transaction, before
 * the account is emptied (the steps name it); listings are locked before offers, as an accept locks them. Returns
 * how many offers it closed (each may have mailed someone).
 */
export async function releaseDeletedBuyerOffers(tx: Database, buyerId: string, baseUrl: string): Promise<number> {
  const held = await tx
    .select({ id: listings.id })
    .from(listings)
    .innerJoin(offers, and(eq(offers.listingId, listings.id), eq(offers.status, "accepted")))
    .where(and(eq(offers.buyerId, buyerId), isNotNull(listings.salePendingUntil)))
    .orderBy(asc(listings.id))
    .for("update", { of: listings });
  for (const { id } of held) await reopenPendingSale(tx, { listingId: id, baseUrl, isSellersStep: false });

  const open = await tx
    .select()
    .from(offers)
    .where(and(eq(offers.buyerId, buyerId), eq(offers.status, "open")))
    .orderBy(asc(offers.id))
    .for("update");
  if (open.length === 0) return held.length;
  const withdrawn = await tx
    .update(offers)
    .set({ status: "withdrawn", decidedAt: new Date() })
    .where(
      inArray(
        offers.id,
        open.map((offer) => offer.id),
      ),
    )
    .returning();
  for (const offer of withdrawn) {
    await recordOfferStep(tx, { offer, event: "withdrawn", senderRole: offer.madeBy, baseUrl, isAutomatic: true });
  }
  return held.length + withdrawn.length;
}
