import { eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { type ConversationRole, conversations } from "#app/db/conversations-schema.ts";
import type { Offer } from "#app/db/deal-schema.ts";
import type { OfferEvent } from "#app/db/offer-vocabulary.ts";
import { appendMessage } from "#app/modules/conversations/append-message.server.ts";
import {
  buyerAccount,
  conversationPartyColumns,
  conversationPartyNames,
  sellerAccount,
} from "#app/modules/conversations/conversation-parties.server.ts";
import { translatorFor } from "#app/modules/i18n/catalogs.server.ts";
import { defaultLocale } from "#app/modules/i18n/locales.ts";
import type { MailRecipient } from "#app/modules/mail/mail-recipient.ts";
import { recordOfferUpdated } from "#app/modules/webhooks/record-offer-event.server.ts";
import { offerStepMail } from "./offer-step-mail.ts";

/** The steps nobody took: the site tells them, so they answer nothing and move no reply record. */
const automaticEvents: ReadonlySet<OfferEvent> = new Set(["declined_under_floor", "expired", "lapsed"]);

export interface RecordOfferStepOptions {
  offer: Pick<Offer, "id" | "conversationId" | "amountCents" | "currency" | "expiresAt">;
  event: OfferEvent;
  /**
   * The side the step is told from: who took it, or for a step nobody took (expired, declined under the floor,
   * lapsed) the side whose news it is not. The other side reads it as unread and is mailed.
   */
  senderRole: ConversationRole;
  /** What its taker wrote with it ('' for none). */
  note?: string;
  baseUrl: string;
  /** The buyer's first words to the seller (an offer that opens the conversation): checked for scam signals as such. */
  isFirstMessage?: boolean;
  /** False: the step is in the thread but nobody is mailed (an offer under the seller's floor is not brought to them). */
  isMailed?: boolean;
  /**
   * The site took the step for its sender (the expiry, the floor, a reopened sale, and the other offers an accept
   * declines): it moves neither their reading time nor the seller's reply record. By default, for the steps nobody
   * takes.
   */
  isAutomatic?: boolean;
}

/**
 * Tells an offer step in its conversation (docs/product/making-the-deal.md, "Offers"): a message carrying the
 * offer and the step, its body the note, and the mail to the other party in their language, unless their account is
 * gone or turned new-message mail off. Runs in the transaction of the step itself; the caller wakes the mail worker
 * after the commit.
 */
export async function recordOfferStep(
  tx: Database,
  {
    offer,
    event,
    senderRole,
    note = "",
    baseUrl,
    isFirstMessage = false,
    isMailed = true,
    isAutomatic = automaticEvents.has(event),
  }: RecordOfferStepOptions,
): Promise<void> {
  const conversation = await readParties(tx, offer.conversationId);
  if (!conversation) throw new Error(`No conversation ${offer.conversationId} for offer ${offer.id}`);
  const recipient = otherPartyAccount(conversation, senderRole);
  const senderName = partyName(conversation, senderRole, recipient);
  await appendMessage({
    tx,
    baseUrl,
    conversationId: conversation.id,
    listingTitle: conversation.listingTitle,
    senderRole,
    senderName,
    body: note,
    isFirstMessage,
    recipient,
    offerStep: {
      offerId: offer.id,
      event,
      isAutomatic,
      mail: isMailed
        ? (to) =>
            offerStepMail({
              baseUrl,
              recipient: to,
              event,
              actorName: senderName,
              listingTitle: conversation.listingTitle,
              conversationId: conversation.id,
              amountCents: offer.amountCents,
              currency: offer.currency,
              expiresAt: offer.expiresAt,
            })
        : null,
    },
  });
  await recordOfferUpdated(tx, { offerId: offer.id, step: event, parties: conversation });
}

async function readParties(tx: Database, conversationId: string) {
  const [row] = await tx
    .select(conversationPartyColumns)
    .from(conversations)
    .innerJoin(sellerAccount, eq(sellerAccount.id, conversations.sellerId))
    .leftJoin(buyerAccount, eq(buyerAccount.id, conversations.buyerId))
    .where(eq(conversations.id, conversationId));
  return row;
}

type ConversationParties = NonNullable<Awaited<ReturnType<typeof readParties>>>;

/** The account of the side the step is not told from, where its mail goes; null once deleted. */
function otherPartyAccount(row: ConversationParties, senderRole: ConversationRole): MailRecipient | null {
  if (senderRole === "buyer") {
    return row.sellerDeletedAt ? null : { email: row.sellerEmail, locale: row.sellerLocale };
  }
  return row.buyerAccountDeletedAt || !row.buyerAccountEmail || !row.buyerAccountLocale
    ? null
    : { email: row.buyerAccountEmail, locale: row.buyerAccountLocale };
}

/** The name of the side the step is told from, as the recipient's language writes an unnamed or deleted account. */
function partyName(row: ConversationParties, role: ConversationRole, recipient: MailRecipient | null): string {
  const { t } = translatorFor(recipient?.locale ?? defaultLocale);
  const names = conversationPartyNames(row, {
    anonymousName: (tag) => t("accounts.displayName.anonymous", { tag }),
    formerMemberName: t("accounts.displayName.formerMember"),
  });
  return role === "buyer" ? names.buyerName : names.sellerName;
}
