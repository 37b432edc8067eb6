import { desc, eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { type ConversationRole, conversationMessages } from "#app/db/conversations-schema.ts";
import { offers } from "#app/db/deal-schema.ts";
import type { OfferEvent, OfferMaker } from "#app/db/offer-vocabulary.ts";
import type { Currency } from "#app/modules/currencies/currencies.ts";
import { threadMessageLimit } from "./conversation-rules.ts";
import { knownScamSignals, type ScamSignalId } from "./scam-signals.ts";

export interface ThreadMessage {
  id: string;
  isMine: boolean;
  body: string;
  createdAt: Date;
  /** What the safety notice above the message explains; only ever for the recipient, never for the sender. */
  scamSignals: ScamSignalId[];
  /** The offer step the message tells (docs/product/making-the-deal.md), its body then the step's note; or null. */
  offerStep: ThreadOfferStep | null;
}

export interface ThreadOfferStep {
  event: OfferEvent;
  offerId: string;
  madeBy: OfferMaker;
  amountCents: number;
  currency: Currency;
  expiresAt: Date;
}

/**
 * The newest messages of a conversation, oldest first, as `viewerRole` sees them. The caller has checked
 * that the viewer is a party (findPartyConversation).
 */
export async function listThreadMessages(
  db: Database,
  conversationId: string,
  viewerRole: ConversationRole,
): Promise<ThreadMessage[]> {
  const rows = await db
    .select({
      message: conversationMessages,
      offer: {
        id: offers.id,
        madeBy: offers.madeBy,
        amountCents: offers.amountCents,
        currency: offers.currency,
        expiresAt: offers.expiresAt,
      },
    })
    .from(conversationMessages)
    .leftJoin(offers, eq(offers.id, conversationMessages.offerId))
    .where(eq(conversationMessages.conversationId, conversationId))
    .orderBy(desc(conversationMessages.createdAt), desc(conversationMessages.id))
    .limit(threadMessageLimit);
  return rows.reverse().map(({ message, offer }) => {
    const isMine = message.senderRole === viewerRole;
    return {
      id: message.id,
      isMine,
      body: message.body,
      createdAt: message.createdAt,
      scamSignals: isMine ? [] : knownScamSignals(message.scamSignals),
      offerStep:
        offer && message.offerEvent
          ? {
              event: message.offerEvent,
              offerId: offer.id,
              madeBy: offer.madeBy,
              amountCents: offer.amountCents,
              currency: offer.currency,
              expiresAt: offer.expiresAt,
            }
          : null,
    };
  });
}
