import { eq, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { listingSales, type SaleParty } from "#app/db/schema.ts";
import { AppError } from "#app/lib/app-error.ts";
import type { MessageId } from "#app/modules/i18n/message-ids.ts";
import { reviewRecordIdSchema } from "./sale-id.ts";

/**
 * The sale a party acts on, its row locked in `tx` until the action commits: a confirmation, a review and the
 * publication of reviews take turns on it, so two reviews written at once see each other. AppError `not-found` for
 * anyone but its two parties, as for an unknown id.
 */
export async function lockPartySale(tx: Database, rawSaleId: unknown, actorId: string) {
  const id = reviewRecordIdSchema.safeParse(rawSaleId);
  const [sale] = id.success
    ? await tx
        .select({
          id: listingSales.id,
          listingTitle: listingSales.listingTitle,
          sellerId: listingSales.sellerId,
          buyerId: listingSales.buyerId,
          confirmedAt: listingSales.confirmedAt,
          reviewsCloseAt: listingSales.reviewsCloseAt,
          isReviewOpen: sql<boolean>`coalesce(${listingSales.reviewsCloseAt} > now(), false)`.mapWith(Boolean),
        })
        .from(listingSales)
        .where(eq(listingSales.id, id.data))
        .for("update")
    : [];
  if (!sale || (sale.sellerId !== actorId && sale.buyerId !== actorId)) {
    throw new AppError("not-found", "site-shell.notFound.message" satisfies MessageId);
  }
  const role: SaleParty = sale.sellerId === actorId ? "seller" : "buyer";
  return { ...sale, role, otherId: role === "seller" ? sale.buyerId : sale.sellerId };
}
