import { and, eq } from "drizzle-orm";
import type { Database } from "#app/db/client.server.ts";
import { conversations } from "#app/db/conversations-schema.ts";
import { user } from "#app/db/schema.ts";
import { AppError } from "#app/lib/app-error.ts";
import { publicDisplayName } from "#app/modules/accounts/display-name.ts";
import { clientAddressKey } from "#app/modules/accounts/sign-in-failures.server.ts";
import { listingDisplayTitle } from "#app/modules/listings/listing-summary.ts";
import { appendMessage } from "./append-message.server.ts";
import { assertNotBlocked } from "./block-state.server.ts";
import {
  type ConversationRateLimits,
  consumeConversationLimits,
  conversationRateLimits,
  replyHits,
} from "./conversation-rate-limits.server.ts";
import { findListingSeller } from "./find-listing-seller.server.ts";

export interface StartConversationOptions {
  db: Database;
  baseUrl: string;
  /** Wakes the mail worker; called after the commit. */
  notifyOutbox(): void;
  buyerId: string;
  listingId: string;
  /** Validated by `startConversationSchema`. */
  message: string;
  /** The buyer's client address, from the header Express sets (never from the body). */
  senderIp: string;
  limits?: ConversationRateLimits;
}

/**
 * A signed-in buyer writes to the seller of a public listing, reached through `contactSeller` (the panel's one
 * way in; docs/product/conversations.md, "Contact panel"): the buyer's one conversation about the listing is
 * started, or continued when it exists, and the seller is mailed a link to it. Throws AppError `not-found` (no such public listing), `conflict` (nobody
 * can receive messages), `forbidden` (the buyer's own listing, or a block) or `rate-limited`.
 */
export async function startConversation({
  db,
  baseUrl,
  notifyOutbox,
  buyerId,
  listingId,
  message,
  senderIp,
  limits = conversationRateLimits,
}: StartConversationOptions): Promise<{ conversationId: string }> {
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
  const buyerName = publicDisplayName(buyer);
  const listingTitle = listingDisplayTitle(seller.listing);
  const conversationId = await db.transaction(async (tx) => {
    // A second tab may have started it a moment ago: the unique (listing, buyer) pair keeps one.
    const [created] = await tx
      .insert(conversations)
      .values({ listingId, listingTitle, sellerId: seller.sellerId, buyerId, buyerName })
      .onConflictDoNothing({ target: [conversations.listingId, conversations.buyerId] })
      .returning({ id: conversations.id });
    const id =
      created?.id ??
      (
        await tx
          .select({ id: conversations.id })
          .from(conversations)
          .where(and(eq(conversations.listingId, listingId), eq(conversations.buyerId, buyerId)))
      )[0]?.id;
    if (!id) throw new Error("The conversation insert returned no row");
    await appendMessage({
      tx,
      baseUrl,
      conversationId: id,
      listingTitle,
      senderRole: "buyer",
      senderName: buyerName,
      body: message,
      isFirstMessage: Boolean(created),
      recipient: { email: seller.sellerEmail, locale: seller.sellerLocale },
    });
    return id;
  });
  notifyOutbox();
  return { conversationId };
}
