import type { Database } from "#app/db/client.server.ts";
import { conversations } from "#app/db/conversations-schema.ts";
import { appendMessage } from "./append-message.server.ts";

export interface RecordContactFormConversationOptions {
  /** The contact form's transaction: the conversation exists exactly when the message and its mail do. */
  tx: Database;
  baseUrl: string;
  listingId: string;
  listingTitle: string;
  sellerId: string;
  buyer: { firstName: string; lastName: string; email: string; phone: string };
  message: string;
}

/**
 * A message of the anonymous contact form, kept in the seller's inbox as a conversation without a buyer
 * account (docs/product/conversations.md, "Contact-form messages"). The seller answers it by e-mail; the
 * form's own mail already told them, so no second mail is sent.
 */
export async function recordContactFormConversation({
  tx,
  baseUrl,
  listingId,
  listingTitle,
  sellerId,
  buyer,
  message,
}: RecordContactFormConversationOptions): Promise<string> {
  const buyerName = [buyer.firstName, buyer.lastName].filter(Boolean).join(" ");
  const [row] = await tx
    .insert(conversations)
    .values({
      listingId,
      listingTitle,
      sellerId,
      buyerId: null,
      buyerName,
      buyerEmail: buyer.email,
      buyerPhone: buyer.phone || null,
    })
    .returning({ id: conversations.id });
  if (!row) throw new Error("The conversation insert returned no row");
  await appendMessage({
    tx,
    baseUrl,
    conversationId: row.id,
    listingTitle,
    senderRole: "buyer",
    senderName: buyerName,
    body: message,
    isFirstMessage: true,
    recipient: null,
  });
  return row.id;
}
