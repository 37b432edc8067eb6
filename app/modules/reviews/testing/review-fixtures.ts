// Sales and reviews as tests need them, written straight to the tables (the use cases are tested on their own).
import type { Database } from "#app/db/client.server.ts";
import { listingSales, reviews } from "#app/db/schema.ts";
import { reviewWindowDays } from "../review-rules.ts";

const dayMs = 24 * 60 * 60 * 1000;

export interface SaleFixture {
  sellerId: string;
  buyerId: string;
  listingId?: string | null;
  listingTitle?: string;
  /** Not confirmed yet (the default), confirmed with the window open, or confirmed with the window closed. */
  state?: "named" | "open" | "closed";
}

/** A sale between two accounts; its id. */
export async function insertSale(
  db: Database,
  { sellerId, buyerId, listingId = null, listingTitle = "2019 Sprinter 144", state = "named" }: SaleFixture,
): Promise<string> {
  const closesAt = new Date(Date.now() + (state === "closed" ? -1 : reviewWindowDays) * dayMs);
  const confirmation =
    state === "named"
      ? {}
      : { confirmedAt: new Date(closesAt.getTime() - reviewWindowDays * dayMs), reviewsCloseAt: closesAt };
  const [sale] = await db
    .insert(listingSales)
    .values({ sellerId, buyerId, listingId, listingTitle, ...confirmation })
    .returning({ id: listingSales.id });
  if (!sale) throw new Error("the sale insert returned no row");
  return sale.id;
}

/** The buyer's public review of the seller, after a sale of its own whose 14 days have passed; its id. */
export async function insertPublicReview(
  db: Database,
  {
    sellerId,
    buyerId,
    body = "Mireille answered every question and the camper was just as described.",
  }: SaleFixture & {
    body?: string;
  },
): Promise<string> {
  const saleId = await insertSale(db, { sellerId, buyerId, state: "closed" });
  const [review] = await db
    .insert(reviews)
    .values({
      saleId,
      authorId: buyerId,
      subjectId: sellerId,
      authorRole: "buyer",
      accuracy: 5,
      communication: 5,
      handover: 4,
      body,
      publishedAt: new Date(),
    })
    .returning({ id: reviews.id });
  if (!review) throw new Error("the review insert returned no row");
  return review.id;
}
