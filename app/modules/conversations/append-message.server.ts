import { eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { type ConversationRole, conversationMessages, conversations } from "#app/db/conversations-schema.ts";
import type { OfferEvent } from "#app/db/offer-vocabulary.ts";
import { enqueueMail } from "#app/modules/mail/enqueue-mail.server.ts";
import type { MailRecipient } from "#app/modules/mail/mail-recipient.ts";
import type { OutgoingMailInput } from "#app/modules/mail/outgoing-mail.schema.ts";
import { takesMail } from "#app/modules/mail/takes-mail.server.ts";
import { refreshTrustFigures } from "#app/modules/profiles/refresh-trust-figures.server.ts";
import { recordMessageReceived } from "#app/modules/webhooks/record-message-event.server.ts";
import { newMessageMail } from "./new-message-mail.ts";
import { detectScamSignals } from "./scam-signals.ts";

export interface AppendMessageOptions {
  /** The transaction of the whole change, so the message, the conversation's times and the mail go together. */
  tx: Database;
  baseUrl: string;
  conversationId: string;
  listingTitle: string;
  senderRole: ConversationRole;
  senderName: string;
  body: string;
  isFirstMessage: boolean;
  /** Who is told by mail; null when the other side has no account (the contact form mails them itself). */
  recipient: MailRecipient | null;
  /** The offer step the message tells (app/modules/offers/record-offer-step.server.ts); the body is its note. */
  offerStep?: OfferStepMessage;
}

export interface OfferStepMessage {
  offerId: string;
  event: OfferEvent;
  /**
   * Nobody wrote it: the site tells an expiry, a decline under the seller's floor or a reopened sale. It moves
   * neither the sender's reading time nor the seller's reply record.
   */
  isAutomatic: boolean;
  /** The mail that tells the step instead of the new-message mail; null: nobody is mailed. */
  mail: ((recipient: MailRecipient) => OutgoingMailInput) | null;
}

/**
 * Stores a message with the scam signals it matches, moves the conversation's times (the sender has read
 * everything up to their own message) and queues the mail to the other party, unless their account is deleted or
 * turned new-message mail off (`new_messages`, docs/product/people-and-trust.md).
 */
export async function appendMessage({
  tx,
  baseUrl,
  conversationId,
  listingTitle,
  senderRole,
  senderName,
  body,
  isFirstMessage,
  recipient,
  offerStep,
}: AppendMessageOptions): Promise<void> {
  const scamSignals = detectScamSignals(body, { isFirstMessage });
  // The conversation's lock orders its messages, and each takes the clock's time once it holds it, not its
  // transaction's start (`now()`): a message whose transaction began before the other side's reply but committed
  // after it would otherwise be older than that side's read marker, and never show as unread. Whole milliseconds,
  // because the read marker comes back from the page as a JavaScript date, which keeps no finer.
  const [locked] = await tx
    .select({
      sellerId: conversations.sellerId,
      firstBuyerMessageAt: conversations.firstBuyerMessageAt,
      firstSellerReplyAt: conversations.firstSellerReplyAt,
      recipientTakesMail: takesMail(
        senderRole === "buyer" ? conversations.sellerId : conversations.buyerId,
        "new_messages",
      ),
    })
    .from(conversations)
    .where(eq(conversations.id, conversationId))
    .for("update");
  const at = sql`date_trunc('milliseconds', clock_timestamp())`;
  await tx.insert(conversationMessages).values({
    conversationId,
    senderRole,
    body,
    scamSignals,
    offerId: offerStep?.offerId,
    offerEvent: offerStep?.event,
    createdAt: at,
  });
  if (!offerStep) await recordMessageReceived(tx, { conversationId, senderRole, senderName, text: body });
  const isAutomatic = offerStep?.isAutomatic ?? false;
  await tx
    .update(conversations)
    .set(isAutomatic ? lastMessageTimes(senderRole, at) : sentMessageTimes(senderRole, at))
    .where(eq(conversations.id, conversationId));
  // Only a buyer's first message or the seller's first answer changes the seller's reply record.
  const movesReplyRecord =
    !isAutomatic && (senderRole === "buyer" ? !locked?.firstBuyerMessageAt : !locked?.firstSellerReplyAt);
  if (locked && movesReplyRecord) await refreshTrustFigures(tx, [locked.sellerId]);
  if (!recipient || !locked?.recipientTakesMail) return;
  if (offerStep) {
    if (offerStep.mail) await enqueueMail(tx, offerStep.mail(recipient));
  } else {
    await enqueueMail(
      tx,
      newMessageMail({
        baseUrl,
        recipientEmail: recipient.email,
        locale: recipient.locale,
        senderName,
        listingTitle,
        conversationId,
      }),
    );
  }
}

/** A message nobody wrote: it is the latest, and unread by the other side. */
function lastMessageTimes(senderRole: ConversationRole, at: SQL) {
  return senderRole === "buyer"
    ? { lastMessageAt: at, lastBuyerMessageAt: at }
    : { lastMessageAt: at, lastSellerMessageAt: at };
}

/** A message its sender wrote: they have read everything up to it, and it may start the seller's reply record. */
function sentMessageTimes(senderRole: ConversationRole, at: SQL) {
  return senderRole === "buyer"
    ? {
        ...lastMessageTimes(senderRole, at),
        buyerReadAt: at,
        firstBuyerMessageAt: sql`coalesce(${conversations.firstBuyerMessageAt}, ${at})`,
      }
    : {
        ...lastMessageTimes(senderRole, at),
        sellerReadAt: at,
        // The seller's reply record counts their first answer to the buyer's first message.
        firstSellerReplyAt: sql`case when ${conversations.firstBuyerMessageAt} is not null then coalesce(${conversations.firstSellerReplyAt}, ${at}) end`,
      };
}
