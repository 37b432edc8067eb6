import { eq, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { type Offer, offers } from "#app/db/deal-schema.ts";
import { AppError } from "#app/lib/app-error.ts";
import { refuseBlocked } from "#app/modules/conversations/block-state.server.ts";
import type { PartyNames } from "#app/modules/conversations/conversation-parties.server.ts";
import {
  findPartyConversation,
  type PartyConversation,
} from "#app/modules/conversations/find-party-conversation.server.ts";
import { offerIdSchema } from "./offer.schema.ts";
import { offerFailures } from "./offer-failures.ts";

/** What a party's step on an offer takes: an accept, a decline, a withdrawal (a counter adds its amount and note). */
export interface PartyOfferStepOptions {
  db: Database;
  baseUrl: string;
  /** Wakes the mail worker; called after the commit. */
  notifyOutbox(): void;
  /** Unvalidated (a URL parameter). */
  offerId: string;
  userId: string;
}

export interface PartyOffer {
  offer: Offer;
  /** The offer's conversation, as the asker sees it: their role, the other party, blocks. */
  conversation: PartyConversation;
}

/**
 * The offer `rawId` names, when `userId` is a party to its conversation; AppError `not-found` otherwise — for a
 * malformed id, an unknown one and one of other people alike, so a guess learns nothing.
 */
export async function findPartyOffer(
  db: Database,
  rawId: unknown,
  userId: string,
  names: PartyNames = {},
): Promise<PartyOffer> {
  const id = offerIdSchema.safeParse(rawId);
  if (!id.success) throw offerFailures.notFound();
  const [offer] = await db.select().from(offers).where(eq(offers.id, id.data));
  const conversation = offer ? await findPartyConversation(db, offer.conversationId, userId, names) : null;
  if (!offer || !conversation) throw offerFailures.notFound();
  return { offer, conversation };
}

/** An answer that goes on with the deal (an accept, a counter) needs the other party there and no block either way. */
export function refuseUnreachableParty(conversation: PartyConversation): void {
  if (conversation.isOtherDeleted) throw new AppError("conflict", "conversations.error.otherDeleted");
  refuseBlocked(conversation);
}

/**
 * The offer again under its row lock, refused unless still open and within its time: the state it is answered in.
 * An offer past its time that the job has not expired yet cannot be answered.
 */
export async function lockOpenOffer(tx: Database, offerId: string): Promise<Offer> {
  const [row] = await tx
    .select({ offer: offers, isDue: sql<boolean>`${offers.expiresAt} <= now()`.mapWith(Boolean) })
    .from(offers)
    .where(eq(offers.id, offerId))
    .for("update");
  if (!row) throw offerFailures.notFound();
  if (row.offer.status !== "open") throw offerFailures.notOpen();
  if (row.isDue) throw offerFailures.expired();
  return row.offer;
}
