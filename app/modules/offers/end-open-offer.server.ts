import { eq, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import type { ConversationRole } from "#app/db/conversations-schema.ts";
import { offers } from "#app/db/deal-schema.ts";
import { offerFailures } from "./offer-failures.ts";
import { lockOpenOffer } from "./party-offer.server.ts";
import { recordOfferStep } from "./record-offer-step.server.ts";

export interface EndOpenOfferOptions {
  offerId: string;
  /** `declined` by the party it was made to, `withdrawn` by its maker. */
  ending: "declined" | "withdrawn";
  /** The party who ends it: the step is told from their side. */
  senderRole: ConversationRole;
  baseUrl: string;
}

/**
 * Ends an open offer within its time at one party's word, in one transaction under the offer's row lock: its status,
 * and the step in the thread with its mail to the other party. Throws the offers' AppErrors.
 */
export async function endOpenOffer(
  db: Database,
  { offerId, ending, senderRole, baseUrl }: EndOpenOfferOptions,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockOpenOffer(tx, offerId);
    const [ended] = await tx
      .update(offers)
      .set({ status: ending, decidedAt: sql`now()` })
      .where(eq(offers.id, offerId))
      .returning();
    if (!ended) throw offerFailures.notOpen();
    await recordOfferStep(tx, { offer: ended, event: ending, senderRole, baseUrl });
  });
}
