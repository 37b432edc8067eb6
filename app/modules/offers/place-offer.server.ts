import { and, eq, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { offers } from "#app/db/deal-schema.ts";
import { isUniqueViolation } from "#app/lib/app-error.ts";
import { expireOffer } from "./expire-offer.server.ts";
import { lockOfferListing } from "./lock-offer-listing.server.ts";
import type { MakeOfferInput } from "./offer.schema.ts";
import { offerFailures } from "./offer-failures.ts";
import { recordOfferStep } from "./record-offer-step.server.ts";

export interface PlaceOfferOptions {
  /** The transaction that also started the conversation, when the offer is the buyer's first word. */
  tx: Database;
  baseUrl: string;
  conversationId: string;
  listingId: string;
  buyerId: string;
  sellerId: string;
  input: MakeOfferInput;
  isFirstMessage: boolean;
}

/**
 * A buyer's offer in their conversation (docs/product/making-the-deal.md, "Offers"), under the listing's shared row
 * lock: the listing takes offers (public, not sold, no sale pending, not at a firm price), the amount is at most the
 * asking price, in the listing's currency, and the conversation has no other open offer (one past its time is
 * expired first). Under the seller's private floor the offer is declined at once: both steps are in the thread, the
 * buyer is told politely, and the seller is neither mailed nor reminded to answer. Throws the offers' AppErrors.
 */
export async function placeOffer({
  tx,
  baseUrl,
  conversationId,
  listingId,
  buyerId,
  sellerId,
  input,
  isFirstMessage,
}: PlaceOfferOptions): Promise<void> {
  const listing = await lockOfferListing(tx, listingId, "share");
  if (!listing.acceptsOffers) throw offerFailures.firmPrice();
  if (input.amount > listing.askingPriceCents) throw offerFailures.aboveAsking();
  await clearDueOpenOffer(tx, conversationId, baseUrl);

  const isUnderFloor = listing.offerFloorCents !== null && input.amount < listing.offerFloorCents;
  let offer: typeof offers.$inferSelect | undefined;
  try {
    [offer] = await tx
      .insert(offers)
      .values({
        conversationId,
        listingId,
        buyerId,
        sellerId,
        madeBy: "buyer",
        amountCents: input.amount,
        currency: listing.currency,
        status: isUnderFloor ? "declined" : "open",
        decidedAt: isUnderFloor ? sql`now()` : null,
        expiresAt: sql`now() + make_interval(days => ${input.open_days})`,
      })
      .returning();
  } catch (error) {
    // Another tab's offer committed first: one open offer per conversation.
    if (isUniqueViolation(error)) throw offerFailures.openOfferExists();
    throw error;
  }
  if (!offer) throw new Error("The offer insert returned no row");
  await recordOfferStep(tx, {
    offer,
    event: "made",
    senderRole: "buyer",
    note: input.note,
    baseUrl,
    isFirstMessage,
    // Under the floor the seller is spared: no mail, and no reminder to answer what the site already declined.
    isMailed: !isUnderFloor,
    isAutomatic: isUnderFloor,
  });
  if (isUnderFloor) await recordOfferStep(tx, { offer, event: "declined_under_floor", senderRole: "seller", baseUrl });
}

/** Refuses a second open offer in the conversation; one whose time has passed (the job has not run yet) expires now. */
async function clearDueOpenOffer(tx: Database, conversationId: string, baseUrl: string): Promise<void> {
  const [open] = await tx
    .select({ offer: offers, isDue: sql<boolean>`${offers.expiresAt} <= now()`.mapWith(Boolean) })
    .from(offers)
    .where(and(eq(offers.conversationId, conversationId), eq(offers.status, "open")))
    .for("update");
  if (!open) return;
  if (!open.isDue) throw offerFailures.openOfferExists();
  await expireOffer(tx, open.offer, baseUrl);
}
