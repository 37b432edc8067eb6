import type { VehicleType } from "#app/db/schema.ts";
import { translatorFor } from "#app/modules/i18n/catalogs.server.ts";
import type { OutgoingMailInput } from "#app/modules/mail/outgoing-mail.schema.ts";
import { similarCampersPath } from "#app/modules/search/similar-campers.ts";
import { type FavoriteMailRecipient, favoriteMail, favoriteMailTitles } from "./price-drop-mail.ts";

export interface SoldMailOptions extends FavoriteMailRecipient {
  listing: { title: string; make: string; model: string; vehicleType: VehicleType };
}

/**
 * A favorite was sold (docs/product/mark-as-sold.md, The 'Sold' mail): never the seller's name nor the sale
 * price; it offers a search of the same type and make instead of the listing.
 */
export function soldMail({ listing, ...recipient }: SoldMailOptions): OutgoingMailInput {
  const { t } = translatorFor(recipient.locale);
  const { title, shortTitle } = favoriteMailTitles(listing);
  return favoriteMail(recipient, {
    subject: t("mail.sold.subject", { title: shortTitle }),
    heading: t("mail.sold.heading"),
    body: t("mail.sold.body", { title }),
    action: { label: t("mail.sold.action"), path: similarCampersPath(listing) },
  });
}
