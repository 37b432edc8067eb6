// `offer.updated` (docs/product/open-platform.md, Webhooks): each step of an offer (made, countered, accepted,
// declined, withdrawn, expired, lapsed), told to both parties in the transaction of the step (recordOfferStep).
import { eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { offers } from "#app/db/deal-schema.ts";
import type { OfferEvent } from "#app/db/offer-vocabulary.ts";
import { recordWebhookEvent } from "./record-webhook-event.server.ts";
import type { OfferEventData } from "./webhook-payload.ts";

export interface RecordOfferUpdatedOptions {
  offerId: string;
  step: OfferEvent;
  /** The seller's and the buyer's accounts (a contact-form buyer has none). */
  parties: { sellerId: string; buyerId: string | null };
}

export async function recordOfferUpdated(
  tx: Database,
  { offerId, step, parties }: RecordOfferUpdatedOptions,
): Promise<number> {
  let data: Promise<OfferEventData> | undefined;
  // Read once, and only if a party has an endpoint that asked for it.
  const readData = () => {
    data ??= offerEventData(tx, offerId, step);
    return data;
  };
  let written = 0;
  for (const userId of [parties.sellerId, parties.buyerId]) {
    written += await recordWebhookEvent(tx, { userId, event: "offer.updated", data: readData });
  }
  return written;
}

async function offerEventData(tx: Database, offerId: string, step: OfferEvent): Promise<OfferEventData> {
  const [offer] = await tx.select().from(offers).where(eq(offers.id, offerId));
  if (!offer) throw new Error(`No offer ${offerId} to tell of`);
  return {
    id: offer.id,
    listingId: offer.listingId,
    conversationId: offer.conversationId,
    status: offer.status,
    step,
    madeBy: offer.madeBy,
    amountCents: offer.amountCents,
    currency: offer.currency,
    expiresAt: offer.expiresAt.toISOString(),
  };
}
