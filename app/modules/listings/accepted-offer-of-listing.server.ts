import { and, eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { offers } from "#app/db/deal-schema.ts";
import type { Currency } from "#app/db/listing-vocabulary.ts";

export interface AcceptedOfferOfListing {
  buyerId: string;
  /** In cents of `currency`, the listing's when the offer was made. */
  amountCents: number;
  currency: Currency;
}

/**
 * The offer the seller accepted on a listing, if any (at most one: `offers_one_accepted_per_listing`): the
 * mark-as-sold page fills in its amount and buyer (docs/product/making-the-deal.md, "Sold prices").
 */
export async function findAcceptedOfferOfListing(
  db: Database,
  listingId: string,
): Promise<AcceptedOfferOfListing | null> {
  const [row] = await db
    .select({ buyerId: offers.buyerId, amountCents: offers.amountCents, currency: offers.currency })
    .from(offers)
    .where(and(eq(offers.listingId, listingId), eq(offers.status, "accepted")))
    .limit(1);
  return row ?? null;
}
