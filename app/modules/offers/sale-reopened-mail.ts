import {
  type FavoriteMailRecipient,
  favoriteMail,
  favoriteMailTitles,
} from "#app/modules/favorites/price-drop-mail.ts";
import { translatorFor } from "#app/modules/i18n/catalogs.server.ts";
import type { ListingSummary } from "#app/modules/listings/listing-summary.ts";
import type { OutgoingMailInput } from "#app/modules/mail/outgoing-mail.schema.ts";

export interface SaleReopenedMailOptions extends FavoriteMailRecipient {
  listing: Pick<ListingSummary, "id" | "title" | "make" | "model">;
}

/**
 * A favorite whose pending sale reopened is for sale again (docs/product/making-the-deal.md, Sale pending): never the
 * buyer's name nor the amount they offered.
 */
export function saleReopenedMail({ listing, ...recipient }: SaleReopenedMailOptions): OutgoingMailInput {
  const { t } = translatorFor(recipient.locale);
  const { title, shortTitle } = favoriteMailTitles(listing);
  return favoriteMail(recipient, {
    subject: t("offers.pending.mail.subject", { title: shortTitle }),
    heading: t("offers.pending.mail.heading"),
    body: t("offers.pending.mail.body", { title }),
    action: { label: t("offers.pending.mail.action"), path: `/listing/${listing.id}` },
  });
}
