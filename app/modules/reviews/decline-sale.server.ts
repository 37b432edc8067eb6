import { eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { listingSales } from "#app/db/schema.ts";
import { AppError } from "#app/lib/app-error.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { lockPartySale } from "./lock-party-sale.server.ts";

/**
 * The buyer's "This wasn't me" (docs/product/people-and-trust.md, "Sales and reviews"): the sale loses its buyer, that
 * is its row is deleted (the listing stays sold); nobody is mailed, and the seller learns nothing about the
 * person. AppError `not-found` (not a party), `forbidden` (the seller) or `conflict` (already confirmed).
 */
export async function declineSale({ db, saleId, actorId }: { db: Database; saleId: string; actorId: string }) {
  await db.transaction(async (tx) => {
    const sale = await lockPartySale(tx, saleId, actorId);
    if (sale.role !== "buyer") throw new AppError("forbidden", "reviews.sale.notBuyer" satisfies MessageId);
    if (sale.confirmedAt) throw new AppError("conflict", "reviews.sale.alreadyConfirmed" satisfies MessageId);
    await tx.delete(listingSales).where(eq(listingSales.id, sale.id));
  });
}
