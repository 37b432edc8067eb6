import type { Database } from "#app/db/client.server.ts";
import { contactMessages } from "#app/db/schema.ts";
import { AppError } from "#app/lib/app-error.ts";
import { clientAddressKey } from "#app/modules/accounts/sign-in-failures.server.ts";
import { listingDisplayTitle } from "#app/modules/listings/listing-summary.ts";
import { enqueueMail } from "#app/modules/mail/enqueue-mail.server.ts";
import { isHoneypotFilled } from "#app/modules/platform/honeypot.ts";
import { consumeRateLimit, type RateLimitRule } from "#app/modules/platform/rate-limit.server.ts";
import type { ContactMessageInput } from "./contact-message.schema.ts";
import { contactSellerMail } from "./contact-seller-mail.ts";
import { findListingSeller } from "./find-listing-seller.server.ts";
import { recordContactFormConversation } from "./record-contact-form-conversation.server.ts";

// docs/product/contact-and-newsletter.md, "Contact the seller": every limit is the sender's own. No count is
// shared by everyone writing about a listing: a bucket others can fill would let anyone close a listing's
// contact to the next real buyer (ADR 034).
export interface ContactRateLimits {
  /** Per sender address. */
  perAddress: RateLimitRule;
  /** Per sender address and listing: what one sender can pour into one seller's inbox. */
  perAddressAndListing: RateLimitRule;
}

export const contactRateLimits: ContactRateLimits = {
  perAddress: { limit: 5, windowSeconds: 10 * 60 },
  perAddressAndListing: { limit: 10, windowSeconds: 24 * 60 * 60 },
};

/**
 * The sender's address as the limits count it: an IPv6 address by its /64, which one subscriber holds whole
 * (counted by single addresses, one person would have 2^64 fresh senders).
 */
const senderAddressKey = (senderIp: string) => `contact:ip:${clientAddressKey(senderIp)}`;

export interface SendContactMessageOptions {
  db: Database;
  baseUrl: string;
  /** Wakes the mail worker; called after the commit. */
  notifyOutbox(): void;
  listingId: string;
  message: ContactMessageInput;
  /** The sender's address, from the header Express sets (never from the body). */
  senderIp: string;
  limits?: ContactRateLimits;
}

export type SendContactMessageResult =
  | { status: "sent"; contactMessageId: string }
  /** The honeypot was filled: answered like a success, but nothing is stored or sent. */
  | { status: "ignored" };

/**
 * A visitor's message, reached through `contactSeller` (the panel's one way in). Stores it and, in the same
 * transaction, keeps it as a conversation in the seller's inbox and puts the mail to the seller in the outbox with
 * the buyer as Reply-To. Limited per sender address, and per sender address and listing. Throws AppError
 * `not-found` (no such public listing), `conflict` (nobody can receive the message) or `rate-limited` (with the
 * seconds to wait), each with the contact panel's text.
 */
export async function sendContactMessage({
  db,
  baseUrl,
  notifyOutbox,
  listingId,
  message,
  senderIp,
  limits = contactRateLimits,
}: SendContactMessageOptions): Promise<SendContactMessageResult> {
  if (isHoneypotFilled(message.website)) return { status: "ignored" };

  // Whether a listing can be messaged is public (its page says so); only attempts that would mail count.
  const seller = await findListingSeller(db, listingId);
  if (seller.status === "listing-not-found") throw new AppError("not-found", "conversations.error.listingNotFound");
  if (seller.status === "seller-unavailable") throw new AppError("conflict", "conversations.error.sellerUnavailable");

  const sender = senderAddressKey(senderIp);
  const byAddress = await consumeRateLimit({ db, key: sender, ...limits.perAddress });
  if (!byAddress.isAllowed) throw rateLimited(byAddress.retryAfterSeconds);
  const byListing = await consumeRateLimit({
    db,
    key: `${sender}:listing:${listingId}`,
    ...limits.perAddressAndListing,
  });
  if (!byListing.isAllowed) throw rateLimited(byListing.retryAfterSeconds);

  const { firstName, lastName, email, phone } = message;
  const contactMessageId = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({ listingId: seller.listing.id, firstName, lastName, email, phone, message: message.message, senderIp })
      .returning({ id: contactMessages.id });
    if (!row) throw new Error("The contact message insert returned no row");
    // The seller's inbox keeps it too, answered by e-mail (docs/product/conversations.md).
    await recordContactFormConversation({
      tx,
      baseUrl,
      listingId: seller.listing.id,
      listingTitle: listingDisplayTitle(seller.listing),
      sellerId: seller.sellerId,
      buyer: { firstName, lastName, email, phone },
      message: message.message,
    });
    await enqueueMail(
      tx,
      contactSellerMail({
        baseUrl,
        sellerEmail: seller.sellerEmail,
        locale: seller.sellerLocale,
        listing: seller.listing,
        buyer: { firstName, lastName, email, phone, message: message.message },
      }),
    );
    return row.id;
  });
  notifyOutbox();
  return { status: "sent", contactMessageId };
}

function rateLimited(retryAfterSeconds: number): AppError {
  return new AppError("rate-limited", "conversations.error.rateLimited", { retryAfterSeconds });
}
