import { and, eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { conversations } from "#app/db/conversations-schema.ts";
import { user } from "#app/db/schema.ts";
import { AppError } from "#app/lib/app-error.ts";
import { publicDisplayName } from "#app/modules/accounts/display-name.ts";
import { clientAddressKey } from "#app/modules/accounts/sign-in-failures.server.ts";
import { listingDisplayTitle } from "#app/modules/listings/listing-summary.ts";
import type { MailRecipient } from "#app/modules/mail/mail-recipient.ts";
import { assertNotBlocked } from "./block-state.server.ts";
import {
  type ConversationRateLimits,
  consumeConversationLimits,
  conversationRateLimits,
  replyHits,
} from "./conversation-rate-limits.server.ts";
import { findListingSeller } from "./find-listing-seller.server.ts";

export interface AdmitBuyerOptions {
  db: Database;
  buyerId: string;
  listingId: string;
  /** The buyer's client address, from the header Express sets (never from the body). */
  senderIp: string;
  limits?: ConversationRateLimits;
}

/** Who a buyer admitted to write about a listing writes to, and under which names. */
export interface AdmittedBuyer {
  listingId: string;
  listingTitle: string;
  sellerId: string;
  /** Where the seller is mailed, in their language. */
  seller: MailRecipient;
  buyerId: string;
  buyerName: string;
}

/**
 * The rules a signed-in buyer's words to the seller of a public listing pass before anything is written, whether a
 * message or an offer (docs/product/conversations.md): a public listing whose seller can receive them (an owner, not
 * banned), not the buyer's own, no block either way, and the buyer's limits (a start, or a reply in their existing
 * conversation). Throws AppError `not-found`, `conflict`, `forbidden`, `rate-limited` or `unauthenticated`.
 */
export async function admitBuyer({
  db,
  buyerId,
  listingId,
  senderIp,
  limits = conversationRateLimits,
}: AdmitBuyerOptions): Promise<AdmittedBuyer> {
  const seller = await findListingSeller(db, listingId);
  if (seller.status === "listing-not-found") throw new AppError("not-found", "conversations.error.listingNotFound");
  if (seller.status === "seller-unavailable") throw new AppError("conflict", "conversations.error.sellerUnavailable");
  if (seller.sellerId === buyerId) throw new AppError("forbidden", "conversations.error.ownListing");
  await assertNotBlocked(db, buyerId, seller.sellerId);

  const [existing] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.listingId, listingId), eq(conversations.buyerId, buyerId)));
  await consumeConversationLimits(
    db,
    existing
      ? replyHits(limits, existing.id, buyerId)
      : [
          { key: `conversation:start:user:${buyerId}`, rule: limits.startPerSender },
          { key: `conversation:start:ip:${clientAddressKey(senderIp)}`, rule: limits.startPerAddress },
        ],
  );

  const [buyer] = await db
    .select({ id: user.id, name: user.name, email: user.email })
    .from(user)
    .where(eq(user.id, buyerId));
  // Signed in a moment ago, deleted since: nobody is left to write.
  if (!buyer) throw new AppError("unauthenticated", "conversations.error.signInToSend");
  return {
    listingId,
    listingTitle: listingDisplayTitle(seller.listing),
    sellerId: seller.sellerId,
    seller: { email: seller.sellerEmail, locale: seller.sellerLocale },
    buyerId,
    buyerName: publicDisplayName(buyer),
  };
}

/**
 * The admitted buyer's one conversation about the listing, started in `tx` when it does not exist yet; `isNew` says
 * it was (the buyer's words are then their first).
 */
export async function openBuyerConversation(
  tx: Database,
  admitted: AdmittedBuyer,
): Promise<{ conversationId: string; isNew: boolean }> {
  const { listingId, listingTitle, sellerId, buyerId, buyerName } = admitted;
  // A second tab may have started it a moment ago: the unique (listing, buyer) pair keeps one.
  const [created] = await tx
    .insert(conversations)
    .values({ listingId, listingTitle, sellerId, buyerId, buyerName })
    .onConflictDoNothing({ target: [conversations.listingId, conversations.buyerId] })
    .returning({ id: conversations.id });
  if (created) return { conversationId: created.id, isNew: true };
  const [found] = await tx
    .select({ id: conversations.id })
    .from(conversations)
    .where(and(eq(conversations.listingId, listingId), eq(conversations.buyerId, buyerId)));
  if (!found) throw new Error("The conversation insert returned no row");
  return { conversationId: found.id, isNew: false };
}
