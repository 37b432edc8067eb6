import { alias } from "drizzle-orm/pg-core";
import { conversations } from "#app/db/conversations-schema.ts";
import { user } from "#app/db/schema.ts";
import { publicDisplayName } from "#app/modules/accounts/display-name.ts";

/** The seller's and the buyer's accounts, joined to `conversations` (the buyer's on the left: a contact-form buyer has none). */
/**
 * How a page names an account without a chosen name, and a deleted one ('Former member'), in its language (the
 * mails' English by default).
 */
export interface PartyNames {
  anonymousName?: (tag: string) => string;
  formerMemberName?: string;
}

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

/** What {@link conversationPartyNames} reads of a row of {@link conversationPartyColumns}. */
export interface ConversationPartyNameFields {
  sellerId: string;
  sellerName: string;
  sellerEmail: string;
  sellerDeletedAt: Date | null;
  buyerId: string | null;
  buyerAccountName: string | null;
  buyerAccountEmail: string | null;
  buyerAccountDeletedAt: Date | null;
  buyerName: string;
}

/**
 * What the seller and the buyer of a conversation are called, never their addresses: a contact-form buyer by the
 * name they gave; an account without a chosen name, and a deleted one, as `names` say (the mails' English by default).
 */
export function conversationPartyNames(
  row: ConversationPartyNameFields,
  { anonymousName, formerMemberName }: PartyNames = {},
): { sellerName: string; buyerName: string } {
  const seller = { id: row.sellerId, name: row.sellerName, email: row.sellerEmail, deletedAt: row.sellerDeletedAt };
  return {
    sellerName: publicDisplayName(seller, anonymousName, formerMemberName),
    buyerName: row.buyerId
      ? publicDisplayName(
          {
            id: row.buyerId,
            name: row.buyerAccountName,
            email: row.buyerAccountEmail ?? "",
            deletedAt: row.buyerAccountDeletedAt,
          },
          anonymousName,
          formerMemberName,
        )
      : row.buyerName,
  };
}
