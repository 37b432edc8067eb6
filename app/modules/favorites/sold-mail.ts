import type { VehicleType } from "#app/db/schema.ts";
import { translatorFor } from "#app/modules/i18n/catalogs.server.ts";
import { type Locale, pathInLocale } from "#app/modules/i18n/locales.ts";
import type { OutgoingMailInput } from "#app/modules/mail/outgoing-mail.schema.ts";
import { renderMail } from "#app/modules/mail/render-mail.ts";
import { similarCampersPath } from "#app/modules/search/similar-campers.ts";
import { favoriteMailTitles, favoriteMailUnsubscribe } from "./price-drop-mail.ts";

export interface SoldMailOptions {
  baseUrl: string;
  to: string;
  /** The recipient account's language. */
  locale: Locale;
  /** The recipient's price-drop unsubscribe token: the same preference covers this mail. */
  unsubscribeToken: string;
  listing: { title: string; make: string; model: string; vehicleType: VehicleType };
}

/**
 * A favorite was sold (docs/product/mark-as-sold.md, The 'Sold' mail): never the seller's name nor the sale
 * price; it offers a search of the same type and make instead of the listing.
 */
export function soldMail({ baseUrl, to, locale, unsubscribeToken, listing }: SoldMailOptions): OutgoingMailInput {
  const { t } = translatorFor(locale);
  const { title, shortTitle } = favoriteMailTitles(listing);
  const unsubscribe = favoriteMailUnsubscribe(baseUrl, unsubscribeToken, locale);
  return {
    to,
    subject: t("mail.sold.subject", { title: shortTitle }),
    listUnsubscribeUrl: unsubscribe.listUnsubscribeUrl,
    ...renderMail({
      baseUrl,
      locale,
      heading: t("mail.sold.heading"),
      paragraphs: [t("mail.sold.body", { title }), unsubscribe.paragraph],
      action: { label: t("mail.sold.action"), url: pathInLocale(similarCampersPath(listing), locale) },
      reason: unsubscribe.reason,
    }),
  };
}
