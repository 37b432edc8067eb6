import { alias } from "drizzle-orm/pg-core";
import { conversations } from "#app/db/conversations-schema.ts";
import { user } from "#app/db/schema.ts";

/** The seller's and the buyer's accounts, joined to `conversations` (the buyer's on the left: a contact-form buyer has none). */
export const sellerAccount = alias(user, "seller");
export const buyerAccount = alias(user, "buyer");

/**
 * What every reading of a conversation takes: its listing and both parties, with what their display names are
 * worked out from (app/modules/accounts/display-name.ts); the addresses never leave the server.
 */
export const conversationPartyColumns = {
  id: conversations.id,
  listingId: conversations.listingId,
  listingTitle: conversations.listingTitle,
  sellerId: conversations.sellerId,
  buyerId: conversations.buyerId,
  sellerName: sellerAccount.name,
  sellerEmail: sellerAccount.email,
  sellerLocale: sellerAccount.locale,
  sellerDeletedAt: sellerAccount.deletedAt,
  buyerAccountName: buyerAccount.name,
  buyerAccountEmail: buyerAccount.email,
  buyerAccountLocale: buyerAccount.locale,
  buyerAccountDeletedAt: buyerAccount.deletedAt,
  buyerName: conversations.buyerName,
};
