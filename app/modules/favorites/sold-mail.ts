import type { VehicleType } from "#app/db/schema.ts";
import type { OutgoingMailInput } from "#app/modules/mail/outgoing-mail.schema.ts";
import { renderMail } from "#app/modules/mail/render-mail.ts";
import { similarCampersPath } from "#app/modules/search/similar-campers.ts";
import { favoriteMailTitles, favoriteMailUnsubscribe } from "./price-drop-mail.ts";

export interface SoldMailOptions {
  baseUrl: string;
  to: string;
  /** The recipient's price-drop unsubscribe token: the same preference covers this mail. */
  unsubscribeToken: string;
  listing: { title: string; make: string; model: string; vehicleType: VehicleType };
}

/**
 * A favorite was sold (docs/product/mark-as-sold.md, The 'Sold' mail): never the seller's name nor the sale
 * price; it offers a search of the same type and make instead of the listing.
 */
export function soldMail({ baseUrl, to, unsubscribeToken, listing }: SoldMailOptions): OutgoingMailInput {
  const { title, shortTitle } = favoriteMailTitles(listing);
  const unsubscribe = favoriteMailUnsubscribe(baseUrl, unsubscribeToken);
  return {
    to,
    subject: `Sold: ${shortTitle}`,
    listUnsubscribeUrl: unsubscribe.listUnsubscribeUrl,
    ...renderMail({
      baseUrl,
      heading: "A favorite of yours has been sold",
      paragraphs: [`"${title}" has been sold, so it is no longer for sale on Roamstead.`, unsubscribe.paragraph],
      action: { label: "See similar campers", url: similarCampersPath(listing) },
      reason: unsubscribe.reason,
    }),
  };
}
