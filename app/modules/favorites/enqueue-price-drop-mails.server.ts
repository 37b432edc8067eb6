import type { Database } from "#app/db/client.server.ts";
import type { Money } from "#app/modules/currencies/currencies.ts";
import { enqueueMail } from "#app/modules/mail/enqueue-mail.server.ts";
import { listFavoriteMailRecipients } from "./favorite-mail-recipients.server.ts";
import { priceDropMail } from "./price-drop-mail.ts";

export interface EnqueuePriceDropMailsOptions {
  /** The transaction that lowers the price: the mails exist exactly when the drop does. */
  tx: Database;
  baseUrl: string;
  listingId: string;
  oldPrice: Money;
  newPrice: Money;
}

/**
 * Writes the price-drop mail to the outbox for each buyer who saved the listing, kept the preference on and
 * is not its seller, if the listing is public (docs/product/buyers-come-back.md). Returns how many were
 * written; the caller wakes the mail worker after the commit.
 */
export async function enqueuePriceDropMails({
  tx,
  baseUrl,
  listingId,
  oldPrice,
  newPrice,
}: EnqueuePriceDropMailsOptions): Promise<number> {
  const recipients = await listFavoriteMailRecipients(tx, listingId);
  for (const recipient of recipients) {
    await enqueueMail(
      tx,
      priceDropMail({
        baseUrl,
        to: recipient.email,
        locale: recipient.locale,
        unsubscribeToken: recipient.unsubscribeToken,
        listing: recipient.listing,
        oldPrice,
        newPrice,
      }),
    );
  }
  return recipients.length;
}
