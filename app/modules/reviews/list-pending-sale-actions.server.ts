import { and, desc, eq, gt, isNull, notExists, or, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { listingSales, reviews, user } from "#app/db/schema.ts";
import { namedPerson } from "./named-person.server.ts";
import type { PendingSaleAction } from "./pending-sale-action.ts";

/** The most the dashboard lists. */
const shownActions = 10;

/**
 * What the account has to do about its sales, newest first, for the dashboard's notice (docs/product/people-and-trust.md,
 * "Sales and reviews"), so a buyer finds it without the mail: purchases to confirm, and reviews to write while their
 * window is open.
 */
export async function listPendingSaleActions(db: Database, userId: string): Promise<PendingSaleAction[]> {
  const isSeller = eq(listingSales.sellerId, userId);
  const isBuyer = eq(listingSales.buyerId, userId);
  const otherId = sql`case when ${isSeller} then ${listingSales.buyerId} else ${listingSales.sellerId} end`;
  const rows = await db
    .select({
      saleId: listingSales.id,
      listingTitle: listingSales.listingTitle,
      confirmedAt: listingSales.confirmedAt,
      other: { id: user.id, name: user.name, email: user.email, deletedAt: user.deletedAt },
    })
    .from(listingSales)
    .innerJoin(user, eq(user.id, otherId))
    .where(
      or(
        and(isBuyer, isNull(listingSales.confirmedAt)),
        and(
          or(isBuyer, isSeller),
          gt(listingSales.reviewsCloseAt, sql`now()`),
          notExists(
            db
              .select({ one: sql`1` })
              .from(reviews)
              .where(and(eq(reviews.saleId, listingSales.id), eq(reviews.authorId, userId))),
          ),
        ),
      ),
    )
    .orderBy(desc(listingSales.namedAt), desc(listingSales.id))
    .limit(shownActions);
  return rows.map((row) => ({
    kind: row.confirmedAt ? "review" : "confirm",
    saleId: row.saleId,
    listingTitle: row.listingTitle,
    other: namedPerson(row.other),
  }));
}
