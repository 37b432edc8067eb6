import type { Database } from "#app/db/client.server.ts";
import type { ContactSellerSender } from "./contact-message.schema.ts";
import { sendContactMessage } from "./send-contact-message.server.ts";
import { startConversation } from "./start-conversation.server.ts";

export interface ContactSellerOptions {
  db: Database;
  baseUrl: string;
  /** Wakes the mail worker; called after the commit. */
  notifyOutbox(): void;
  listingId: string;
  sender: ContactSellerSender;
  /** The sender's client address, from the header Express sets (never from the body). */
  senderIp: string;
}

/**
 * What happened, for the panel: the conversation a signed-in buyer can open, or nothing to open (a visitor's
 * conversation is the seller's alone; a filled honeypot stored nothing and is answered the same way).
 */
export type ContactSellerResult = { conversationId: string | null };

/**
 * 'Contact the Seller' on a listing, signed in or not: the one way a message reaches a seller's inbox
 * (docs/product/conversations.md, "Contact panel"; docs/product/contact-and-newsletter.md, "Contact the Seller").
 * A signed-in buyer starts or continues their conversation and the seller is mailed a link; a visitor's message
 * becomes a conversation answered by e-mail and the seller is mailed the message with the visitor as Reply-To.
 * Each keeps its own limits (ADR 034). Refusals are AppErrors, their status chosen by code and their words shown
 * as they are: `not-found`, `conflict`, `forbidden` (the buyer's own listing, a block), `rate-limited`.
 */
export async function contactSeller({
  db,
  baseUrl,
  notifyOutbox,
  listingId,
  sender,
  senderIp,
}: ContactSellerOptions): Promise<ContactSellerResult> {
  if (sender.kind === "account") {
    return startConversation({
      db,
      baseUrl,
      notifyOutbox,
      buyerId: sender.buyerId,
      listingId,
      message: sender.message,
      senderIp,
    });
  }
  await sendContactMessage({
    db,
    baseUrl,
    notifyOutbox,
    listingId,
    message: sender.message,
    senderIp,
  });
  return { conversationId: null };
}
